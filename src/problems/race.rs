//! Who wins this capturing race (对杀)? Two chains side by side from the edge, each with
//! outside liberties (外气) against the other side's wall, some filled, and from difficulty 3
//! shared liberties (公气) between them; built with the liberties each needs and turned and
//! mirrored into any corner. The answer is read out by a search in which either side fills a
//! liberty of either chain or passes, until one chain is taken; a position the search cannot
//! decide, or one that ends in seki (双活: both sides pass with both chains on the board), is
//! refused: its answer would not be "Black" or "White".
//!
//! The walls cannot be the question: each has three liberties of its own at least (not
//! liberties of either chain), and the shared liberties are at most two, so taking a wall
//! always takes longer than winning or losing the race.
//!
//! Difficulty: at 1 the chains are two stones long, no shared liberty, one has more
//! liberties; at 2 three long; at 3 three or four long with one shared liberty; at 4 four
//! long with one or two shared liberties, and the side with fewer outside liberties may win
//! because it moves first; at 5 the same, where who moves first decides it (the other side,
//! moving first, would win).
//!
//! From 4, half the time on boards of 9×9 and up, one chain has an eye against the other's
//! none (有眼杀瞎): the chain is a column wider, its eye one point in from the edge, and the
//! one shared liberty next to the edge; the side without an eye cannot fill the shared
//! liberty without filling one of its own, so it counts for the eye. The same search reads it
//! (the eye is a liberty the opponent may fill only when that captures); against an eye the
//! line may end with the loser in atari on a point where it may not play.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::reading::{Scratch, after, legal};
use super::shape::Symmetry;
use super::words::{self, capitalise, colour_word};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) fn race(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let d = ctx.difficulty;
    let len: i16 = match d {
        1 => 2,
        2 => 3,
        3 => 3 + rng.below(2) as i16,
        _ => 4,
    };
    let shared: i16 = match d {
        1 | 2 => 0,
        3 => 1,
        _ => 1 + rng.below(2) as i16,
    };
    let sym = Symmetry::random(rng);
    // Columns a − 2 (a wall) to a + 4 (the other): on 7×7 the walls stand on the edges.
    let a: i16 = if size.width.min(size.height) >= 9 {
        3
    } else {
        2
    };
    let libs_left = 1 + rng.below(len as usize) as i16;
    let libs_right = 1 + rng.below(len as usize) as i16;
    if d <= 2 && libs_left == libs_right {
        return None;
    }
    // Refused before the search (which decides every answer; these only save its time): two
    // shared liberties with three outside liberties or more on each side (mostly seki, and
    // the longest searches); at 5, outside liberties two or more apart (the side with more
    // wins, or it is seki, whoever moves first).
    if (shared == 2 && libs_left.min(libs_right) >= 3)
        || (d == 5 && (libs_left - libs_right).abs() > 1)
    {
        return None;
    }
    let (left, right) = if rng.below(2) == 0 {
        (Color::Black, Color::White)
    } else {
        (Color::White, Color::Black)
    };
    // From 4, at times, the left chain has an eye (有眼杀瞎): a column more to its left, the
    // eye at (a, 1) (its diagonals the chain's stones but the shared liberty), the one shared
    // liberty next to the edge (9×9 and up: the walls take a column more).
    let eye = d >= 4 && size.width.min(size.height) >= 9 && rng.below(2) == 0;
    let shared = if eye { 1 } else { shared };
    // With an eye the left side is a column wider: its wall and outside liberties move left.
    let e = i16::from(eye);
    let mut stones: Vec<(i16, i16, Color)> = Vec::new();
    for y in 0..len {
        // The left chain is columns a and a + 1 (and a − 1 with an eye) but for the shared
        // points next to the edge and the eye.
        if eye {
            stones.push((a - 1, y, left));
        }
        if !eye || y != 1 {
            stones.push((a, y, left));
        }
        if y >= shared {
            stones.push((a + 1, y, left));
        }
        stones.push((a + 2, y, right));
        // The walls, and the outside liberties filled from the far end.
        stones.push((a - 2 - e, y, right));
        stones.push((a + 4, y, left));
        if y >= libs_left {
            stones.push((a - 1 - e, y, right));
        }
        if y >= libs_right {
            stones.push((a + 3, y, left));
        }
    }
    for x in a - 2 - e..=a + 1 {
        stones.push((x, len, right));
    }
    for x in a + 2..=a + 4 {
        stones.push((x, len, left));
    }
    let placed: Vec<(Vertex, Color)> = stones
        .iter()
        .map(|&(x, y, c)| sym.apply(size, x, y).map(|v| (v, c)))
        .collect::<Option<_>>()?;
    let to_move = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let position = Position::from_stones(size, &placed, to_move).ok()?;
    let board = position.board();
    let l = sym.apply(size, if eye { a - 1 } else { a }, 0)?;
    let r = sym.apply(size, a + 2, 0)?;
    let race_libs: Vec<Vertex> = board
        .liberties(l)
        .into_iter()
        .chain(board.liberties(r))
        .collect();
    // The walls are safe: three liberties of their own.
    for &(v, _) in &placed {
        let chain = board.chain(v);
        if !chain.contains(&l)
            && !chain.contains(&r)
            && board
                .liberties(v)
                .iter()
                .filter(|x| !race_libs.contains(x))
                .count()
                < 3
        {
            return None;
        }
    }
    let (black, white) = if left == Color::Black { (l, r) } else { (r, l) };
    let mut search = RaceSearch::new(black, white);
    let winner = match search.outcome(board, to_move, false, 0)? {
        Outcome::Won(c) => c,
        Outcome::Seki => return None,
    };
    // Difficulty 4: the side with fewer outside liberties wins or loses by the move; 5: the
    // move decides it (the other side, moving first, would win).
    let (outside_mover, outside_other) = {
        let (lm, lo) = (libs_left, libs_right);
        if to_move == left { (lm, lo) } else { (lo, lm) }
    };
    if d == 4 && outside_mover == outside_other {
        return None;
    }
    if d == 5 {
        let mut other = RaceSearch::new(black, white);
        match other.outcome(board, to_move.opponent(), false, 0)? {
            Outcome::Won(c) if c == to_move.opponent() && winner == to_move => {}
            _ => return None,
        }
    }
    let line = search.line(board, to_move);
    let (en, zh) = colour_word(to_move);
    let prompt = Text::new(
        format!(
            "{} to play. Who wins the capturing race between the marked chains?",
            capitalise(en)
        ),
        format!("{zh}先。标记的两块棋对杀，谁胜？"),
    );
    let answer = if winner == Color::Black {
        "black"
    } else {
        "white"
    };
    let mut chains = board.chain(black);
    chains.extend(board.chain(white));
    let mut made = Made::new(
        position.clone(),
        prompt,
        AnswerForm::Choice,
        Solution::Choice(answer.into()),
        Detail::Race(black, white),
    );
    made.options = vec![
        Choice {
            value: "black".into(),
            label: Text::new("Black wins", "黑胜"),
        },
        Choice {
            value: "white".into(),
            label: Text::new("White wins", "白胜"),
        },
    ];
    made.marks = words::marks(MarkKind::Triangle, &words::sorted(chains));
    made.line = line;
    Some(made)
}

/// How a race ends with best play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// This side captures the other chain.
    Won(Color),
    /// Both sides pass with both chains on the board.
    Seki,
}

/// Plies and positions the race search may look at.
const RACE_PLIES: u32 = 30;
const RACE_NODES: u32 = 20_000;

/// The race's search: either side fills a liberty of either chain (the moves that can matter
/// to it) or passes; two passes in a row end it in seki. Each side prefers winning to seki
/// and seki to losing.
pub(crate) struct RaceSearch {
    black: Vertex,
    white: Vertex,
    nodes: u32,
    /// (hash, side to move, the last move was a pass), mixed into one key → the outcome and
    /// the best move.
    memo: HashMap<u64, (Outcome, Option<Vertex>), BuildHasherDefault<KeyHasher>>,
}

impl RaceSearch {
    pub(crate) fn new(black: Vertex, white: Vertex) -> RaceSearch {
        RaceSearch {
            black,
            white,
            nodes: 0,
            memo: HashMap::default(),
        }
    }

    /// How good `o` is for `c`: 2 a win, 1 seki, 0 a loss.
    fn value(o: Outcome, c: Color) -> u8 {
        match o {
            Outcome::Won(w) if w == c => 2,
            Outcome::Seki => 1,
            Outcome::Won(_) => 0,
        }
    }

    /// The outcome with `to_move` to play, or `None` past the horizon.
    pub(crate) fn outcome(
        &mut self,
        board: &Board,
        to_move: Color,
        passed: bool,
        ply: u32,
    ) -> Option<Outcome> {
        Some(self.best(board, to_move, passed, ply)?.0)
    }

    pub(crate) fn best(
        &mut self,
        board: &Board,
        to_move: Color,
        passed: bool,
        ply: u32,
    ) -> Option<(Outcome, Option<Vertex>)> {
        if board.get(self.black) != Some(Color::Black) {
            return Some((Outcome::Won(Color::White), None));
        }
        if board.get(self.white) != Some(Color::White) {
            return Some((Outcome::Won(Color::Black), None));
        }
        let key = memo_key(board, to_move == Color::White, passed);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        self.nodes += 1;
        if ply > RACE_PLIES || self.nodes > RACE_NODES {
            return None;
        }
        // Filling a liberty only one's own chain has is never better than passing: the moves
        // are the opponent chain's liberties (outside or shared).
        let target = match to_move {
            Color::Black => self.white,
            Color::White => self.black,
        };
        let moves = board.liberties(target);
        // Ties go to a fill rather than a pass and to an outside liberty rather than a shared
        // one (for the line: a shared liberty filled by the loser only shortens the race).
        let own = board.liberties(match to_move {
            Color::Black => self.black,
            Color::White => self.white,
        });
        let mut best: Option<(Outcome, Option<Vertex>)> = None;
        for m in moves {
            if !legal(board, m, to_move) {
                continue;
            }
            let next = Scratch::after(board, m, to_move);
            let (o, _) = self.best(&next, to_move.opponent(), false, ply + 1)?;
            let better = match best {
                None => true,
                Some((b, at)) => {
                    let (v, was) = (Self::value(o, to_move), Self::value(b, to_move));
                    v > was
                        || (v == was && at.is_some_and(|a| own.contains(&a)) && !own.contains(&m))
                }
            };
            if better {
                best = Some((o, Some(m)));
                if Self::value(o, to_move) == 2 && !own.contains(&m) {
                    break;
                }
            }
        }
        // A pass, when no fill wins: two in a row end the race in seki.
        if best.is_none_or(|(o, _)| Self::value(o, to_move) < 2) {
            let pass = if passed {
                Outcome::Seki
            } else {
                self.best(board, to_move.opponent(), true, ply + 1)?.0
            };
            if best.is_none_or(|(o, _)| Self::value(pass, to_move) > Self::value(o, to_move)) {
                best = Some((pass, None));
            }
        }
        let best = best.expect("a pass is always there");
        self.memo.insert(key, best);
        Some(best)
    }

    /// The race played out from the search's table: the best moves in turn (a pass ends the
    /// line) until a chain is taken.
    pub(crate) fn line(&mut self, board: &Board, to_move: Color) -> Vec<Vertex> {
        let mut b = board.clone();
        let mut c = to_move;
        let mut out = Vec::new();
        while out.len() < RACE_PLIES as usize {
            let Some((_, Some(m))) = self.best(&b, c, false, 0) else {
                break;
            };
            b = after(&b, m, c);
            out.push(m);
            c = c.opponent();
        }
        out
    }
}

/// Judges the answer: the liberties counted by the engine, and the race played out by the
/// search, explain it.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Race(black, white) = problem.detail else {
        return words::wrong_form(problem);
    };
    let board = problem.position.board();
    let (bl, wl) = (board.liberties(black), board.liberties(white));
    let shared = bl.iter().filter(|l| wl.contains(l)).count();
    let (b, w) = (bl.len() - shared, wl.len() - shared);
    let mover = problem.learner();
    let (en, zh) = colour_word(mover);
    let black_wins = problem.solution.choice() == Some("black");
    let (won_en, won_zh) = if black_wins {
        ("Black wins", "黑胜")
    } else {
        ("White wins", "白胜")
    };
    let line = words::pts(&problem.line, problem.size());
    // An eye: a liberty every neighbour of which is a stone of that chain.
    let eye_of = |chain: Vertex, libs: &[Vertex]| {
        let stones = board.chain(chain);
        libs.iter().any(|&l| {
            super::shape::neighbours(problem.size(), l).all(|n| stones.contains(&n))
        })
    };
    let eyed = match (eye_of(black, &bl), eye_of(white, &wl)) {
        (true, false) => Some(("Black", "黑棋", "White", "白棋")),
        (false, true) => Some(("White", "白棋", "Black", "黑棋")),
        _ => None,
    };
    let explain = if let Some((e_en, e_zh, n_en, n_zh)) = eyed {
        Text::new(
            format!(
                "{e_en} has an eye, {n_en} none (有眼杀瞎). Black has {} besides the shared ones, White {}, and they share {}. {n_en} cannot fill a shared liberty without taking one of its own too, and the eye can only be filled last, so the shared liberties count for {e_en}; {en} moves first ({}): {won_en}.",
                words::liberties_en(b),
                words::liberties_en(w),
                words::liberties_en(shared),
                line.en
            ),
            format!(
                "{e_zh}有眼，{n_zh}没有眼（有眼杀瞎）。公气以外黑棋{b}口气，白棋{w}口气，公气{shared}口。{n_zh}紧公气也会紧自己的气，眼又只能最后填，所以公气算{e_zh}的；{zh}先（{}）：{won_zh}。",
                line.zh
            ),
        )
    } else if shared == 0 {
        Text::new(
            format!(
                "Black has {}, White {}, with no liberty in common; {en} moves first and fills the other's liberties one by one ({}): {won_en}.",
                words::liberties_en(b),
                words::liberties_en(w),
                line.en
            ),
            format!(
                "黑棋{b}口气，白棋{w}口气，没有公气；{zh}先，一口一口紧对方的气（{}）：{won_zh}。",
                line.zh
            ),
        )
    } else {
        Text::new(
            format!(
                "Black has {} outside, White {}, and they share {}. Filling a shared liberty takes one of one's own liberties too, so each side fills the other's outside liberties first; {en} moves first ({}): {won_en}.",
                words::liberties_en(b),
                words::liberties_en(w),
                words::liberties_en(shared),
                line.en
            ),
            format!(
                "黑棋外气{b}口，白棋外气{w}口，公气{shared}口。紧公气也会紧自己的气，所以双方先紧对方的外气；{zh}先（{}）：{won_zh}。",
                line.zh
            ),
        )
    };
    words::check_choice(problem, attempt, &explain)
}

/// A search table's key: the position's Zobrist hash mixed with two flags (whose move it is,
/// whether the last move was a pass).
pub(crate) fn memo_key(board: &Board, first: bool, second: bool) -> u64 {
    board.hash()
        ^ if first { 0x9E37_79B9_7F4A_7C15 } else { 0 }
        ^ if second { 0xC2B2_AE3D_27D4_EB4F } else { 0 }
}

/// The memo's keys are Zobrist hashes already: they are used as they are.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
