//! Snapback (倒扑, unit 10): capture the marked stones by throwing a stone in (扑) that the
//! opponent can take, and taking back more on the same point.
//!
//! Positions are built: the opponent's chain around a two-point space on the edge or in the
//! corner (the space is its only liberties: a throw-in on either point is in atari, and taking
//! it leaves the chain in atari on the point just emptied), the learner's wall around that,
//! with one gap at its corners at 1–2 and two from 3, and opponent stones pressing on the wall
//! from outside (more with the difficulty; from 4 a few stones of either colour further out),
//! turned and mirrored into any corner. A position is kept only when the chain would get out if
//! the learner did nothing (the capturing search finds it an escape with the opponent to
//! move), nothing is in atari, and, read exactly as `capture-two` reads a capture (every move on the chain's liberties; the
//! capturing search of [`super::reading`]), and kept only when *every* correct first move is a
//! sacrifice (after it, the stone played is in atari on a point where the opponent may take
//! it) and at least one is a snapback: the opponent taking the stone leaves its own chain in
//! atari on the point just emptied, and the learner takes it there.

use crate::board::Board;
use crate::lesson::Text;
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::reading::{self, Few, after, legal};
use super::shape::{Symmetry, neighbours, ring};
use super::tactics::{Goal, capture_two_on};
use super::words::{capitalise, colour_word, pt};
use super::{Ctx, Made};

pub(crate) fn snapback(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    built(ctx, rng)
}

/// A chain around a two-point space on the edge (its only liberties), the learner's wall
/// around it with gaps at its corners and opponent stones pressing on it from outside, so that
/// the chain could get out by capturing part of the wall if the learner did nothing.
fn built(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let side = i16::from(size.width.min(size.height));
    let d = ctx.difficulty;
    let i = rng.below(if d == 1 { 2 } else { 4 }) as i16;
    if i + 5 >= side {
        return None;
    }
    let sym = Symmetry::random(rng);
    let defender = if rng.below(2) == 0 { Color::Black } else { Color::White };
    let learner = defender.opponent();
    let mut chain: Vec<Vertex> = Vec::new();
    for (x, y) in (i - 1..=i + 2).map(|x| (x, 1)).chain([(i - 1, 0), (i + 2, 0)]) {
        if x >= 0 {
            chain.push(sym.apply(size, x, y)?);
        }
    }
    let space = [sym.apply(size, i, 0)?, sym.apply(size, i + 1, 0)?];
    let inner: Vec<Vertex> = chain.iter().chain(space.iter()).copied().collect();
    let wall = ring(size, &inner);
    let touching = |v: Vertex| chain.iter().any(|&c| neighbours(size, c).any(|n| n == v));
    let gaps: Vec<Vertex> = wall.iter().copied().filter(|&v| !touching(v)).collect();
    let mut stones: Vec<(Vertex, Color)> = chain.iter().map(|&v| (v, defender)).collect();
    let open = if d <= 2 { 1 } else { 2 };
    let mut empty: Vec<Vertex> = Vec::new();
    for _ in 0..open {
        if !gaps.is_empty() {
            empty.push(gaps[rng.below(gaps.len())]);
        }
    }
    for &w in &wall {
        if !empty.contains(&w) {
            stones.push((w, learner));
        }
    }
    let outer = ring(size, &[inner.clone(), wall.clone()].concat());
    let press = 2 + rng.below(2 + usize::from(d));
    for _ in 0..press {
        if outer.is_empty() {
            break;
        }
        let v = outer[rng.below(outer.len())];
        if !stones.iter().any(|&(s, _)| s == v) {
            stones.push((v, defender));
        }
    }
    // From 4, a few stones of either colour further out.
    if d >= 4 {
        let far = ring(size, &[inner.clone(), wall.clone(), outer.clone()].concat());
        for _ in 0..2 + rng.below(3) {
            if far.is_empty() {
                break;
            }
            let v = far[rng.below(far.len())];
            if !stones.iter().any(|&(s, _)| s == v) {
                stones.push((v, if rng.below(2) == 0 { learner } else { defender }));
            }
        }
    }
    let position = Position::from_stones(size, &stones, learner).ok()?;
    let mut board = position.board().clone();
    board.clear_ko();
    let target = chain[0];
    if board
        .chain_representatives()
        .into_iter()
        .any(|(v, _)| Few::of(&board, v).count() < 2)
        || board.chain(target).len() != chain.len()
        || Few::of(&board, target).count() != 2
    {
        return None;
    }
    // If the learner did nothing, the chain would get out.
    if !matches!(reading::escape(&board, target), Ok(Some(_))) {
        return None;
    }
    capture_two_on(ctx, &board, learner, target, Goal::Snapback)
}

/// Whether the learner's move at `m` is a sacrifice: its stone is left in atari on a point
/// where the opponent may take it (the point returned).
pub(crate) fn sacrifice(board: &Board, m: Vertex, learner: Color) -> Option<Vertex> {
    let next = after(board, m, learner);
    let few = Few::of(&next, m);
    (few.count() == 1 && legal(&next, few.list()[0], learner.opponent())).then(|| few.list()[0])
}

/// Whether the sacrifice at `m` is a snapback: after the opponent takes it, the chain that took
/// it is in atari at `m`, and the learner takes it there, with the marked chain.
pub(crate) fn snaps_back(board: &Board, target: Vertex, m: Vertex, learner: Color) -> bool {
    let Some(take) = sacrifice(board, m, learner) else {
        return false;
    };
    let next = after(board, m, learner);
    let taken = after(&next, take, learner.opponent());
    if taken.get(m).is_some() {
        return false;
    }
    let few = Few::of(&taken, take);
    few.count() == 1
        && few.list()[0] == m
        && legal(&taken, m, learner)
        && after(&taken, m, learner).get(target).is_none()
}

/// Whether the correct first moves `right` make a snapback problem.
pub(crate) fn fits(_d: u8, board: &Board, target: Vertex, learner: Color, right: &[Vertex]) -> bool {
    right.iter().all(|&m| sacrifice(board, m, learner).is_some())
        && right.iter().any(|&m| snaps_back(board, target, m, learner))
}

/// Why the throw-in at `m` is right: where the opponent takes it, and how many stones the
/// learner takes back there.
pub(crate) fn right_text(board: &Board, target: Vertex, learner: Color, m: Vertex, take: Vertex) -> Text {
    let size = board.size();
    let stones = board.chain(target).len() + 1;
    let (en, zh) = colour_word(learner.opponent());
    Text::new(
        format!(
            "Snapback (倒扑): if {} takes your stone at {}, you take back {stones} stones at {}.",
            capitalise(en),
            pt(take, size),
            pt(m, size)
        ),
        format!("倒扑：{zh}棋在{}提掉你的子，你在{}提回{stones}个子。", pt(take, size), pt(m, size)),
    )
}
