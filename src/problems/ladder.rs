//! Ladders and nets (征子, 枷: unit 9): capture in more than one move where every correct
//! first move starts a ladder or spreads a net, as the capturing search proves and its line
//! shows.
//!
//! Local games seldom leave a ladder standing, so most problems are built: the ladder's first
//! step (the defender's stone with two liberties, the attacker's stones beside it and on its
//! diagonal, so that one atari drives it toward a corner and the other lets it out), turned and
//! mirrored into any corner, with a few stones of either colour about it from difficulty 2
//! (one of them may stand in the ladder's path: an attacker's stone shortens it, a defender's
//! breaks it and the position is refused). From difficulty 3 the search also tries nets (a
//! net on the diagonal in front of the ladder often captures as well). Local games were tried
//! as a source of nets at 4–5 and dropped: a third of the candidates from them made the kind
//! half as slow again, for few nets. Every candidate is then read exactly as `capture-two`
//! reads it (every move on and next to the chain's liberties), and kept only when every
//! correct move is a ladder or a net.
//!
//! Difficulty: a ladder of at least five moves (two extensions) at 1, seven from 2; nets as
//! well from 3; at 4–5 longer ladders (nine moves and more) or nets.

use crate::board::Board;
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::reading::{Few, after, legal};
use super::shape::{Symmetry, neighbours};
use super::tactics::{Goal, capture_two_on};
use super::{Ctx, Made};

pub(crate) fn ladder_net(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    built_ladder(ctx, rng)
}

/// The ladder's first step, built toward a corner, with stones about it.
fn built_ladder(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let d = ctx.difficulty;
    let side = i16::from(size.width.min(size.height));
    // The ladder runs from (x, y) toward the corner (0, 0): about min(x, y) extensions.
    let (lo, hi) = match d {
        1 => (2, 3),
        2 => (3, 4),
        3 => (3, 5),
        _ => (4, 6),
    };
    let hi = hi.min(side - 3);
    if hi < lo {
        return None;
    }
    let run = lo + rng.below((hi - lo + 1) as usize) as i16;
    let (x, y) = if rng.below(2) == 0 {
        (run, run + rng.below(2) as i16)
    } else {
        (run + rng.below(2) as i16, run)
    };
    // The defender's stone, and the attacker's above, to the right and on the diagonal above
    // the right: its liberties are left and below; the atari from the left drives it down
    // the diagonal, the one from below lets it out to the left.
    let mut local: Vec<(i16, i16, bool)> = vec![
        (x, y, false),
        (x + 1, y, true),
        (x, y + 1, true),
        (x + 1, y - 1, true),
    ];
    if x + 1 >= side || y + 1 >= side {
        return None;
    }
    // A second defender stone behind the first at times: a chain of two in the ladder.
    if d >= 2 && rng.below(2) == 0 && x + 2 < side {
        local[1] = (x + 2, y, true);
        local.push((x + 1, y, false));
        local.push((x + 1, y + 1, true));
        local[3] = (x + 2, y - 1, true);
        local.push((x + 1, y - 1, true));
    }
    let sym = Symmetry::random(rng);
    let defender = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let attacker = defender.opponent();
    let mut stones: Vec<(Vertex, Color)> = Vec::new();
    for &(a, b, att) in &local {
        let v = sym.apply(size, a, b)?;
        stones.push((v, if att { attacker } else { defender }));
    }
    let target = stones[0].0;
    // Stones about it, inside the square the ladder and its start take up.
    let extra = match d {
        1 => 0,
        2 => 2,
        _ => 2 + rng.below(3),
    };
    for _ in 0..extra {
        let a = rng.below((x + 3).min(side) as usize) as i16;
        let b = rng.below((y + 3).min(side) as usize) as i16;
        let v = sym.apply(size, a, b)?;
        if stones.iter().any(|&(s, _)| s == v) {
            continue;
        }
        let c = if rng.below(2) == 0 { attacker } else { defender };
        stones.push((v, c));
    }
    let position = Position::from_stones(size, &stones, attacker).ok()?;
    let board = position.board();
    // Quiet: nothing in atari, and the chain the question is about has two liberties.
    if board
        .chain_representatives()
        .into_iter()
        .any(|(v, _)| Few::of(board, v).count() < 2)
        || Few::of(board, target).count() != 2
    {
        return None;
    }
    let mut board = board.clone();
    board.clear_ko();
    capture_two_on(ctx, &board, attacker, target, Goal::LadderOrNet)
}

/// How a proven capture goes, from its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Capture {
    /// Atari after atari: every attacking move leaves the chain one liberty, every extension
    /// gives it two again, at least twice, until it is taken. The number is the line's length
    /// (counting the capture when the line stops with the chain unable to move).
    Ladder(usize),
    /// The first move is off the chain's liberties, on a point next to one, and leaves the
    /// chain its two liberties: it cannot get out however it runs.
    Net,
    /// Anything else (a double atari, a snapback, a short chase).
    Other,
}

/// Reads the capture `line` (from the attacker's first move) on `board`.
pub(crate) fn shape_of(board: &Board, target: Vertex, line: &[Vertex]) -> Capture {
    let (Some(&first), Some(defender)) = (line.first(), board.get(target)) else {
        return Capture::Other;
    };
    let libs = board.liberties(target);
    if !libs.contains(&first) {
        let beside = libs
            .iter()
            .any(|&l| neighbours(board.size(), l).any(|n| n == first));
        let next = after(board, first, defender.opponent());
        return if beside && next.get(target).is_some() && next.liberty_count(target) == 2 {
            Capture::Net
        } else {
            Capture::Other
        };
    }
    let mut b = board.clone();
    let mut colour = defender.opponent();
    let mut extensions = 0;
    for (i, &m) in line.iter().enumerate() {
        if !legal(&b, m, colour) {
            return Capture::Other;
        }
        b = after(&b, m, colour);
        if b.get(target).is_none() {
            // Taken: by the attacker, at the end of the line.
            return if i % 2 == 0 && i + 1 == line.len() && extensions >= 2 {
                Capture::Ladder(line.len())
            } else {
                Capture::Other
            };
        }
        let want = if i % 2 == 0 { 1 } else { 2 };
        if b.liberty_count(target) != want {
            return Capture::Other;
        }
        extensions += i % 2;
        colour = colour.opponent();
    }
    // The line stops with the chain in atari on a point where it cannot play: taken next.
    if extensions >= 2 && line.len() % 2 == 1 {
        Capture::Ladder(line.len() + 1)
    } else {
        Capture::Other
    }
}

/// Whether the attacker's atari at `a` (a liberty of the chain through `target`, which has
/// two) leaves the defender an extension at its other liberty to exactly two liberties: the
/// first step of a ladder.
pub(crate) fn ladder_step(board: &Board, target: Vertex, a: Vertex) -> bool {
    let Some(defender) = board.get(target) else {
        return false;
    };
    if !legal(board, a, defender.opponent()) {
        return false;
    }
    let next = after(board, a, defender.opponent());
    let few = Few::of(&next, target);
    few.count() == 1 && {
        let run = few.list()[0];
        legal(&next, run, defender) && Few::of(&after(&next, run, defender), target).count() == 2
    }
}

/// Whether the ladders and nets `shapes` (one a correct first move) fit the difficulty:
/// ladders of at least five moves at 1, seven at 2–3, nine at 4–5; nets from 3.
pub(crate) fn fits_ladder_net(d: u8, shapes: &[Capture]) -> bool {
    let min_ladder = match d {
        1 => 5,
        2 | 3 => 7,
        _ => 9,
    };
    let ok = |c: &Capture| match *c {
        Capture::Ladder(n) => n >= min_ladder,
        Capture::Net => d >= 3,
        Capture::Other => false,
    };
    !shapes.is_empty() && shapes.iter().all(ok)
}
