//! The engine's own moves, at a beginner's level: the move generator behind GTP `genmove` and
//! the play page's opponent.
//!
//! For the side to move it lists the sensible points — legal under the game's rules (ko and
//! superko included), not one of its own eyes, not a suicide, not a self-atari of a group
//! that captures nothing — and then:
//!
//! 1. runs light random playouts ([`crate::playout`]) after each candidate in turn, within a
//!    budget of playouts (and a time limit, when the caller gives one), keeping each
//!    candidate's share of wins and who ends up owning every point;
//! 2. captures stones in atari, or saves its own chain in atari by extending to two liberties
//!    or more, when it can (the most stones first);
//! 3. otherwise plays the candidate with the best playout results among the points that are
//!    still open: a point that one side owns at the end of nearly every playout (its own
//!    territory, or the opponent's) is not worth a stone;
//! 4. passes when nothing is left, so that games end.
//!
//! Every random choice comes from a [`Rng`] seeded by the caller: the same game and options
//! give the same move.
//!
//! Two guards keep it from the blunders a club player laughs at (both found in a 66-move game
//! on the old play page): it does not play inside its own area ([`Tactics::guard_area`]: a
//! point it owns in most playouts with no opponent stone within two steps), and it saves a
//! chain of three stones or more from atari wherever it stands when the extension gives it
//! three liberties or more ([`Tactics::save_big_chains`]), instead of trusting playouts that
//! call a big chain dead because random moves let it die.
//!
//! ## Strengths (the game room's opponents, [`Strength`])
//!
//! | strength | playouts per move | tactics |
//! | --- | --- | --- |
//! | beginner (入门) | 2 per point (162 on 9×9, 722 on 19×19) | captures; saves chains in atari; guards its area |
//! | casual (业余) | 8 per point (648 on 9×9) | as beginner, and saves big chains anywhere; reads ladders (an escape to two liberties that atari after atari captures is no escape) |
//! | strong for a beginner (进阶) | 30 per point (2,430 on 9×9, 10,830 on 19×19) | as casual, and never puts a lone stone in atari unless it captures |
//!
//! The budget is per point so that each strength thinks about as long per point on every
//! board; move times are in `bench/RESULTS.md`.

mod candidates;

use crate::board::{BLACK, Board, cell_of};
use crate::game::{Game, Move};
use crate::playout::{default_move_limit, playout, playout_owner};
use crate::rng::Rng;
use crate::{Color, Vertex};

pub(crate) use candidates::{Candidate, candidates};

/// How the engine chooses a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BotOptions {
    /// Random playouts in all, shared out over the candidates in turn. With 0 the engine
    /// still captures and saves stones, and otherwise plays a random sensible point.
    pub playouts: usize,
    /// Fixes every random choice.
    pub seed: u64,
}

impl Default for BotOptions {
    fn default() -> BotOptions {
        BotOptions { playouts: 1000, seed: 0 }
    }
}

/// What the engine does beyond its playouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tactics {
    /// Saves its own chains in atari by extending to two liberties or more.
    pub saves: bool,
    /// Saves a chain of 3+ stones that extending gives 3+ liberties even where the playouts
    /// call it dead.
    pub save_big_chains: bool,
    /// Does not play inside its own area (owned in most playouts, no opponent stone within
    /// two steps).
    pub guard_area: bool,
    /// Never plays a lone stone into atari unless it captures.
    pub no_lone_self_atari: bool,
    /// Reads ladders: an escape from atari to only two liberties that the opponent can chase
    /// to capture by atari after atari is no escape (the big chain lost at the edge).
    pub read_ladders: bool,
}

impl Tactics {
    /// Everything on: GTP `genmove`, `engineMove` and the strong opponent.
    pub const FULL: Tactics =
        Tactics { saves: true, save_big_chains: true, guard_area: true, no_lone_self_atari: true, read_ladders: true };
}

/// The game room's three opponents (see the module's table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    Beginner,
    Casual,
    Strong,
}

impl Strength {
    /// `beginner`, `casual` or `strong`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Strength> {
        Some(match name {
            "beginner" => Strength::Beginner,
            "casual" => Strength::Casual,
            "strong" => Strength::Strong,
            _ => return None,
        })
    }

    /// Playouts per point of the board.
    #[must_use]
    pub const fn playouts_per_point(self) -> usize {
        match self {
            Strength::Beginner => 2,
            Strength::Casual => 8,
            Strength::Strong => 30,
        }
    }

    #[must_use]
    pub const fn tactics(self) -> Tactics {
        match self {
            Strength::Beginner => {
                Tactics { save_big_chains: false, no_lone_self_atari: false, read_ladders: false, ..Tactics::FULL }
            }
            Strength::Casual => Tactics { no_lone_self_atari: false, ..Tactics::FULL },
            Strength::Strong => Tactics::FULL,
        }
    }

    /// The options for `game`'s board.
    #[must_use]
    pub fn options(self, game: &Game, seed: u64) -> BotOptions {
        BotOptions { playouts: self.playouts_per_point() * game.size().points(), seed }
    }
}

/// A move at `strength` for the side to move.
#[must_use]
pub fn choose_move_at(game: &Game, strength: Strength, seed: u64) -> Move {
    let options = strength.options(game, seed);
    choose(game, game.to_move(), &options, strength.tactics(), &mut || false)
}

/// A point counts as settled when its mean ownership over the playouts (1: the mover's in
/// every playout, -1: the opponent's) is at least this far from 0.
pub(crate) const SETTLED: f64 = 0.8;

/// How many of the best candidates share the last two thirds of the playouts.
const FOCUS: usize = 8;

/// Fewer playouts than this say too little about ownership: nothing counts as settled.
const MIN_RUNS_FOR_OWNERSHIP: usize = 50;

/// A move for the side to move of `game`, with no time limit.
#[must_use]
pub fn choose_move(game: &Game, options: &BotOptions) -> Move {
    choose_move_as(game, game.to_move(), options, &mut || false)
}

/// A move for `color` (GTP lets a controller ask for either colour). `out_of_time` is asked
/// before any work and before each playout; once it answers `true` the engine stops thinking
/// and decides with what it knows, or passes if it had not begun.
pub fn choose_move_as(game: &Game, color: Color, options: &BotOptions, out_of_time: &mut dyn FnMut() -> bool) -> Move {
    choose(game, color, options, Tactics::FULL, out_of_time)
}

fn choose(
    game: &Game,
    color: Color,
    options: &BotOptions,
    tactics: Tactics,
    out_of_time: &mut dyn FnMut() -> bool,
) -> Move {
    if game.is_over() || out_of_time() {
        return Move::Pass;
    }
    let mut rng = Rng::new(options.seed);
    let mut candidates = candidates(game, color, tactics);
    if candidates.is_empty() {
        return Move::Pass;
    }
    // A seeded shuffle: the order the playouts visit the candidates in, and how ties break.
    for i in (1..candidates.len()).rev() {
        candidates.swap(i, rng.below(i + 1));
    }

    let board = game.board();
    let komi = game.rules().komi;
    // Row by row, as `BoardSize::index_of` numbers them.
    let points: Vec<usize> = board.size().vertices().map(|v| board.point(v)).collect();
    let mut ownership = vec![0i64; points.len()];
    let limit = default_move_limit(board);
    let mover = cell_of(color);
    // Every playout starts from a copy of the position, made into this one board.
    let mut after = board.clone();
    let better = |a: &Candidate, b: &Candidate| a.results() > b.results();
    // A third of the playouts go round every candidate; the rest to the few that did best.
    let mut order: Vec<usize> = (0..candidates.len()).collect();
    let wide = if order.len() > FOCUS { options.playouts / 3 } else { options.playouts };
    let mut runs = 0;
    for i in 0..options.playouts {
        if out_of_time() {
            break;
        }
        if i == wide {
            // The best FOCUS candidates, best first (ties: the earlier in the shuffle).
            let mut best = Vec::with_capacity(FOCUS);
            for _ in 0..FOCUS {
                let next = order
                    .iter()
                    .copied()
                    .filter(|j| !best.contains(j))
                    .reduce(|a, b| if candidates[b].results() > candidates[a].results() { b } else { a });
                best.extend(next);
            }
            order = best;
        }
        let turn = if i < wide { i } else { i - wide };
        let c = &mut candidates[order[turn % order.len()]];
        after.clone_from(board);
        after.play_unchecked(c.point, mover);
        playout(&mut after, color.opponent(), &mut rng, limit);
        let area = owners(&after, &points, mover, &mut ownership);
        // Area counted for the mover, komi going to White.
        let margin = f64::from(area) + if color == Color::White { komi } else { -komi };
        c.runs += 1;
        c.margin += margin;
        c.wins += if margin > 0.0 {
            1.0
        } else if margin == 0.0 {
            0.5
        } else {
            0.0
        };
        runs += 1;
    }

    // How surely the mover owns a point, from -1 to 1 (0 while the playouts say too little).
    let size = board.size();
    let owned = |v: Vertex| -> f64 {
        if runs < MIN_RUNS_FOR_OWNERSHIP { 0.0 } else { ownership[size.index_of(v)] as f64 / runs as f64 }
    };

    // Tactics first: take stones, or save them when extending gains liberties (not deep in
    // the opponent's area, where they are dead whatever they do).
    let mut tactical: Option<&Candidate> = None;
    for c in &candidates {
        let saves = if !tactics.saves {
            0
        } else if owned(c.vertex) > -SETTLED || (tactics.save_big_chains && c.saves >= 3 && c.liberties >= 3) {
            c.saves
        } else {
            0
        };
        let gain = c.captures + saves;
        if gain == 0 {
            continue;
        }
        let best_gain = tactical.map_or(0, |t| t.captures + t.saves);
        if gain > best_gain || (gain == best_gain && tactical.is_some_and(|t| better(c, t))) {
            tactical = Some(c);
        }
    }
    if let Some(c) = tactical {
        return Move::Play(c.vertex);
    }

    // Without playouts: a random sensible point (the first of the shuffle).
    if runs == 0 {
        return Move::Play(candidates[0].vertex);
    }
    let opponent = cell_of(color.opponent());
    let inside_own_area = |v: Vertex| {
        owned(v) >= 0.5
            && !board.stones().any(|(s, c)| cell_of(c) == opponent && s.x.abs_diff(v.x) + s.y.abs_diff(v.y) <= 2)
    };
    let mut best: Option<&Candidate> = None;
    for c in candidates
        .iter()
        .filter(|c| c.runs > 0 && owned(c.vertex).abs() < SETTLED && !(tactics.guard_area && inside_own_area(c.vertex)))
    {
        if best.is_none_or(|b| better(c, b)) {
            best = Some(c);
        }
    }
    best.map_or(Move::Pass, |c| Move::Play(c.vertex))
}

/// Adds who owns each point at the end of a playout to `ownership` (+1 the mover, -1 the
/// opponent, as [`playout_owner`] decides) and returns the mover's area less the opponent's.
fn owners(board: &Board, points: &[usize], mover: u8, ownership: &mut [i64]) -> i32 {
    let sign = if mover == BLACK { 1 } else { -1 };
    let mut area = 0;
    for (i, &p) in points.iter().enumerate() {
        let score = sign * playout_owner(board, p);
        ownership[i] += i64::from(score);
        area += score;
    }
    area
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::EyeKind;
    use crate::{BoardSize, Position, RuleSet};

    /// A game from a diagram under the Chinese rules (also for `bot::candidates`'s tests).
    pub(super) fn game_from(diagram: &str, to_move: Color) -> Game {
        let position = Position::from_diagram(diagram, to_move).unwrap();
        Game::from_position(position, RuleSet::Chinese.rules())
    }

    pub(super) fn at(game: &Game, gtp: &str) -> Vertex {
        Vertex::from_gtp(gtp, game.size()).unwrap()
    }

    #[test]
    fn takes_a_stone_in_atari_or_saves_its_own() {
        // Black to move at E4 either way. Above: White's E5 is cut off in atari, and taking
        // it makes Black's centre alive and wins (any other move lets White escape). Below:
        // Black's own E5 is in atari, and extending gives it liberties.
        let cases = [
            (".........\n.........\n.........\n....X....\n...XOX...\n.........\n.........\n.........\n.........", 0..5),
            (".........\n.........\n.........\n....O....\n...OXO...\n.........\n.........\n.........\n.........", 3..4),
        ];
        for (diagram, seeds) in cases {
            let game = game_from(diagram, Color::Black);
            for seed in seeds {
                let mv = choose_move(&game, &BotOptions { playouts: 300, seed });
                assert_eq!(mv, Move::Play(at(&game, "E4")), "seed {seed} in\n{game}");
            }
        }
    }

    #[test]
    fn saves_a_big_chain_in_atari_where_the_playouts_call_it_dead() {
        // Black's four stones on row 6 have one liberty, G6, inside White's wall; extending
        // there gives them three. (The old page's engine let such a chain be taken.)
        let game = game_from(
            ".........\n.........\n..OOOO...\n.OXXXX...\n..OOOO...\n.........\n.........\n.........\n.........",
            Color::Black,
        );
        for strength in [Strength::Casual, Strength::Strong] {
            for seed in 0..4 {
                let mv = choose_move_at(&game, strength, seed);
                assert_eq!(mv, Move::Play(at(&game, "G6")), "{strength:?}, seed {seed}\n{game}");
            }
        }
    }

    #[test]
    fn does_not_play_inside_its_own_area() {
        // Black's wall on D, White's on F; column E is shared. Black plays E or passes,
        // never inside A–C.
        let row = "...X.O...";
        let game = game_from(&[row; 9].join("\n"), Color::Black);
        for strength in [Strength::Beginner, Strength::Casual, Strength::Strong] {
            for seed in 0..3 {
                match choose_move_at(&game, strength, seed) {
                    Move::Play(v) => assert!(v.x >= 4, "{strength:?} seed {seed} plays {v:?} inside its own area"),
                    Move::Pass => {}
                }
            }
        }
    }

    #[test]
    fn strengths_name_their_budgets() {
        let game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        assert_eq!(Strength::from_name("beginner").map(|s| s.options(&game, 1).playouts), Some(162));
        assert_eq!(Strength::Strong.options(&game, 1).playouts, 2430);
        assert_eq!(Strength::from_name("grandmaster"), None);
        assert!(!Strength::Beginner.tactics().save_big_chains && Strength::Strong.tactics() == Tactics::FULL);
    }

    #[test]
    fn passes_on_a_finished_board() {
        // Each side owns half the board with two eyes: nothing is left to play.
        let game = game_from(
            ".X.XOO.O.\n\
             XXXXO.OOO\n\
             .X.XOOOO.\n\
             XXXXO.O.O\n\
             .X.XOOOOO\n\
             XXXXO.O.O\n\
             .X.XOOOOO\n\
             XXXXO.O.O\n\
             .X.XOOOOO",
            Color::Black,
        );
        for color in Color::ALL {
            for seed in 0..3 {
                let mv = choose_move_as(&game, color, &BotOptions { playouts: 400, seed }, &mut || false);
                assert_eq!(mv, Move::Pass, "{color} with seed {seed}");
            }
        }
        // A game that is over gets a pass too.
        let mut over = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        over.pass().unwrap();
        over.pass().unwrap();
        assert_eq!(choose_move(&over, &BotOptions::default()), Move::Pass);
    }

    #[test]
    fn same_seed_same_move() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        for gtp in ["E5", "C3", "G7"] {
            let v = at(&game, gtp);
            game.play(v).unwrap();
        }
        let options = BotOptions { playouts: 200, seed: 11 };
        let first = choose_move(&game, &options);
        assert!(matches!(first, Move::Play(_)));
        assert_eq!(choose_move(&game, &options), first);
        let moves: std::collections::HashSet<_> =
            (0..8).map(|seed| format!("{:?}", choose_move(&game, &BotOptions { playouts: 20, seed }))).collect();
        assert!(moves.len() > 1, "other seeds choose other moves");
    }

    #[test]
    fn out_of_time_before_starting_is_a_pass_and_later_a_move() {
        let game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let options = BotOptions { playouts: 1000, seed: 1 };
        assert_eq!(choose_move_as(&game, Color::Black, &options, &mut || true), Move::Pass);
        // Time runs out after ten questions: it plays what it has.
        let mut asked = 0;
        let mv = choose_move_as(&game, Color::Black, &options, &mut || {
            asked += 1;
            asked > 10
        });
        assert!(matches!(mv, Move::Play(_)));
        assert_eq!(asked, 11, "asked before the start and before each playout");
    }

    /// Whether `v` is a real single-point eye of `color` in `game`.
    fn own_eye(game: &Game, v: Vertex, color: Color) -> bool {
        game.eye_at(v) == Some((color, EyeKind::Real))
    }

    #[test]
    fn self_play_is_legal_fills_no_own_eye_and_ends() {
        // Random positions: games between two engines with few playouts, under the Chinese
        // rules (situational superko) and Tromp–Taylor (positional superko, suicide allowed).
        for (seed, rules) in
            [(1, RuleSet::Chinese), (2, RuleSet::TrompTaylor), (3, RuleSet::Japanese), (4, RuleSet::Chinese)]
        {
            let size = if seed % 2 == 0 { BoardSize::square(7).unwrap() } else { BoardSize::NINE };
            let mut game = Game::new(size, rules.rules());
            let mut moves = 0;
            while !game.is_over() {
                let color = game.to_move();
                let mv = choose_move(&game, &BotOptions { playouts: 60, seed: seed * 1000 + moves });
                if let Move::Play(v) = mv {
                    assert!(game.check(v).is_ok(), "seed {seed}: an illegal move {v:?}\n{game}");
                    assert!(!own_eye(&game, v, color), "seed {seed}: {color} fills its own eye at {v:?}\n{game}");
                }
                game.play_move(color, mv).unwrap();
                moves += 1;
                assert!(moves < 400, "seed {seed}: the game does not end\n{game}");
            }
        }
    }

    #[test]
    fn never_fills_its_own_eye_in_random_positions() {
        // Positions from random playouts stopped part-way, with either side to move.
        let mut rng = Rng::new(99);
        for case in 0..40 {
            let mut board = Board::new(BoardSize::NINE);
            playout(&mut board, Color::Black, &mut rng, 20 + case * 3);
            let to_move = if case % 2 == 0 { Color::Black } else { Color::White };
            let game = Game::from_position(Position::from_board(board, to_move), RuleSet::Chinese.rules());
            let mv = choose_move(&game, &BotOptions { playouts: 40, seed: case as u64 });
            if let Move::Play(v) = mv {
                assert!(game.check(v).is_ok(), "case {case}: illegal {v:?}\n{game}");
                assert!(!own_eye(&game, v, to_move), "case {case}: fills its own eye at {v:?}\n{game}");
            }
        }
    }
}
