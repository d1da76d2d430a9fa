//! Property tests of the rules core against a deliberately naive reference implementation:
//! flood fills instead of chain bookkeeping, whole-board copies instead of hashes. Random move
//! sequences are played through both; every legality verdict, every board and the kept
//! invariants (chains have liberties, the incremental hash equals a recomputed one, undo
//! restores the exact position) must agree.

use std::collections::HashSet;

use proptest::prelude::*;

use crate::rules::{KoRule, RuleSet, Rules};
use crate::{BoardSize, Color, Game, IllegalMove, Move, Vertex};

type Grid = Vec<Option<Color>>;

/// The reference: a board as a plain grid and a history of whole boards.
#[derive(Clone)]
struct Reference {
    size: BoardSize,
    rules: Rules,
    grid: Grid,
    to_move: Color,
    /// (grid, player to move) after every move, the start included.
    history: Vec<(Grid, Color)>,
    /// The grid before the last move, if the last move was a stone.
    before_last_play: Option<Grid>,
    last_was_play_by: Option<Color>,
}

impl Reference {
    fn new(size: BoardSize, rules: Rules) -> Reference {
        let grid = vec![None; size.points()];
        Reference {
            size,
            rules,
            history: vec![(grid.clone(), Color::Black)],
            grid,
            to_move: Color::Black,
            before_last_play: None,
            last_was_play_by: None,
        }
    }

    fn neighbours(&self, i: usize) -> Vec<usize> {
        let v = self.size.vertex_at(i);
        let mut out = Vec::new();
        if v.x > 0 {
            out.push(i - 1);
        }
        if v.x + 1 < self.size.width {
            out.push(i + 1);
        }
        if v.y > 0 {
            out.push(i - usize::from(self.size.width));
        }
        if v.y + 1 < self.size.height {
            out.push(i + usize::from(self.size.width));
        }
        out
    }

    /// The chain through `i` and whether it has a liberty, by flood fill.
    fn group(&self, grid: &Grid, i: usize) -> (Vec<usize>, bool) {
        let color = grid[i];
        let mut stack = vec![i];
        let mut seen = HashSet::from([i]);
        let mut free = false;
        while let Some(s) = stack.pop() {
            for n in self.neighbours(s) {
                match grid[n] {
                    None => free = true,
                    c if c == color && seen.insert(n) => stack.push(n),
                    _ => {}
                }
            }
        }
        (seen.into_iter().collect(), free)
    }

    /// The grid after `color` plays at `i`: opponent chains without liberties go first,
    /// then the mover's own. Returns (grid, captured, suicided).
    fn after(&self, i: usize, color: Color) -> (Grid, usize, usize) {
        let mut grid = self.grid.clone();
        grid[i] = Some(color);
        let mut captured = 0;
        for n in self.neighbours(i) {
            if grid[n] == Some(color.opponent()) {
                let (stones, free) = self.group(&grid, n);
                if !free {
                    captured += stones.len();
                    for s in stones {
                        grid[s] = None;
                    }
                }
            }
        }
        let (own, free) = self.group(&grid, i);
        let mut suicided = 0;
        if !free {
            suicided = own.len();
            for s in own {
                grid[s] = None;
            }
        }
        (grid, captured, suicided)
    }

    fn check(&self, v: Vertex) -> Result<(), &'static str> {
        let i = self.size.index_of(v);
        let color = self.to_move;
        if self.grid[i].is_some() {
            return Err("occupied");
        }
        let (grid, captured, suicided) = self.after(i, color);
        if suicided > 0 && captured == 0 && !self.rules.suicide_allowed {
            return Err("suicide");
        }
        let next = color.opponent();
        // Simple ko: a capture of one stone that recreates the board as it was before the
        // opponent's last stone.
        if captured == 1 && self.last_was_play_by == Some(next) && self.before_last_play.as_ref() == Some(&grid) {
            return Err("ko");
        }
        let repeated = match self.rules.ko {
            KoRule::Simple => false,
            KoRule::PositionalSuperko => self.history.iter().any(|(g, _)| *g == grid),
            KoRule::SituationalSuperko => self.history.iter().any(|(g, c)| *g == grid && *c == next),
        };
        if repeated { Err("superko") } else { Ok(()) }
    }

    fn play(&mut self, v: Vertex) {
        let i = self.size.index_of(v);
        let (grid, _, _) = self.after(i, self.to_move);
        self.before_last_play = Some(std::mem::replace(&mut self.grid, grid));
        self.last_was_play_by = Some(self.to_move);
        self.to_move = self.to_move.opponent();
        self.history.push((self.grid.clone(), self.to_move));
    }

    fn pass(&mut self) {
        self.last_was_play_by = None;
        self.to_move = self.to_move.opponent();
        self.history.push((self.grid.clone(), self.to_move));
    }
}

fn code(e: IllegalMove) -> &'static str {
    match e {
        IllegalMove::Occupied(_) => "occupied",
        IllegalMove::Suicide(_) => "suicide",
        IllegalMove::Ko(_) => "ko",
        IllegalMove::Superko(_) => "superko",
        other => panic!("unexpected verdict {other:?}"),
    }
}

fn grid_of(game: &Game) -> Grid {
    game.size().vertices().map(|v| game.board().get(v)).collect()
}

/// Plays a sequence of attempted points (indices into the board, taken modulo the number of
/// points plus one; that last value is a pass)
/// through the engine and the reference, comparing everything on the way.
fn run(side: u8, ruleset: RuleSet, attempts: &[usize]) -> Result<(), TestCaseError> {
    let size = BoardSize::square(side).unwrap();
    let rules = ruleset.rules();
    let mut game = Game::new(size, rules);
    let mut reference = Reference::new(size, rules);
    for &a in attempts {
        let a = a % (size.points() + 1);
        if game.is_over() {
            break;
        }
        if a >= size.points() {
            // A pass, unless it would end the game: keep the sequence going.
            if matches!(game.last_move(), Some(r) if r.mv == Move::Pass) {
                continue;
            }
            game.pass().unwrap();
            reference.pass();
            continue;
        }
        let v = size.vertex_at(a);
        let expected = reference.check(v);
        let got = game.check(v).map_err(code);
        prop_assert_eq!(got, expected, "verdict at {:?} under {} in\n{}", v, ruleset, game);
        if expected.is_ok() {
            let before = (grid_of(&game), game.board().hash(), game.position_key());
            game.play(v).unwrap();
            reference.play(v);
            prop_assert_eq!(grid_of(&game), reference.grid.clone());
            game.board().check_consistency().map_err(TestCaseError::fail)?;
            // Undo restores the exact position and hash; redo comes back.
            prop_assert!(game.undo());
            prop_assert_eq!((grid_of(&game), game.board().hash(), game.position_key()), before);
            // Undo works in place; it must leave what replaying the history would.
            game.same_state(&game.replayed()).map_err(|e| TestCaseError::fail(format!("after undo: {e}")))?;
            prop_assert!(game.redo());
            prop_assert_eq!(grid_of(&game), reference.grid.clone());
            game.same_state(&game.replayed()).map_err(|e| TestCaseError::fail(format!("after redo: {e}")))?;
        }
    }
    // The legal-move list agrees with the reference point by point.
    if !game.is_over() {
        let listed: HashSet<Vertex> = game.legal_moves().into_iter().collect();
        for v in size.vertices() {
            prop_assert_eq!(listed.contains(&v), reference.check(v).is_ok(), "legal list at {:?}", v);
        }
    }
    // Taking the whole game back, move by move (passes too), leaves at each step what
    // replaying the remaining moves would; then the start position.
    while !game.moves().is_empty() {
        prop_assert!(game.undo());
        game.same_state(&game.replayed()).map_err(|e| TestCaseError::fail(format!("undoing the game: {e}")))?;
    }
    prop_assert!(!game.undo());
    prop_assert_eq!(game.board(), game.start().board());
    Ok(())
}

fn rulesets() -> impl Strategy<Value = RuleSet> {
    prop::sample::select(RuleSet::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn small_boards_agree_with_the_reference(side in 2u8..=5, ruleset in rulesets(), attempts in prop::collection::vec(0usize..1000, 0..120)) {
        run(side, ruleset, &attempts)?;
    }

    #[test]
    fn nine_by_nine_agrees_with_the_reference(ruleset in rulesets(), attempts in prop::collection::vec(0usize..1000, 0..160)) {
        run(9, ruleset, &attempts)?;
    }
}
