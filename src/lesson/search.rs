//! Groups and eyes for the lessons: a *group* is the chain through a point together with the
//! chains of the same colour it touches through single-point eyes (the stones around an eye
//! belong together). Whether a group lives or dies is read by [`super::solve`].

use crate::score::benson;
use crate::{Color, EyeKind, Game, Vertex};

/// The stones of the group through `at`, sorted (empty if there is no stone).
pub(crate) fn group(game: &Game, at: Vertex) -> Vec<Vertex> {
    let board = game.board();
    let Some(color) = board.get(at) else {
        return Vec::new();
    };
    let mut stones: Vec<Vertex> = Vec::new();
    let mut todo = vec![at];
    while let Some(v) = todo.pop() {
        if stones.contains(&v) {
            continue;
        }
        let chain = board.chain(v);
        for &s in &chain {
            for l in board.liberties(s) {
                if matches!(game.eye_at(l), Some((c, _)) if c == color) {
                    for n in neighbours(game, l) {
                        if board.get(n) == Some(color) && !stones.contains(&n) {
                            todo.push(n);
                        }
                    }
                }
            }
        }
        stones.extend(chain);
        stones.sort_unstable();
        stones.dedup();
    }
    stones.sort_by_key(|s| (s.y, s.x));
    stones
}

pub(crate) fn neighbours(game: &Game, v: Vertex) -> Vec<Vertex> {
    let size = game.size();
    let mut out = Vec::with_capacity(4);
    if v.x > 0 {
        out.push(Vertex::new(v.x - 1, v.y));
    }
    if v.y > 0 {
        out.push(Vertex::new(v.x, v.y - 1));
    }
    if v.x + 1 < size.width {
        out.push(Vertex::new(v.x + 1, v.y));
    }
    if v.y + 1 < size.height {
        out.push(Vertex::new(v.x, v.y + 1));
    }
    out
}

/// The liberties of a group (all its chains), sorted.
pub(crate) fn group_liberties(game: &Game, stones: &[Vertex]) -> Vec<Vertex> {
    let mut libs: Vec<Vertex> = Vec::new();
    for &s in stones {
        for l in game.board().liberties(s) {
            if !libs.contains(&l) {
                libs.push(l);
            }
        }
    }
    libs.sort_by_key(|s| (s.y, s.x));
    libs
}

/// The single-point eyes of the group through `at`: (real, false), each sorted.
pub(crate) fn eyes(game: &Game, at: Vertex) -> (Vec<Vertex>, Vec<Vertex>) {
    let Some(color) = game.board().get(at) else {
        return (Vec::new(), Vec::new());
    };
    let stones = group(game, at);
    let (mut real, mut fake) = (Vec::new(), Vec::new());
    for l in group_liberties(game, &stones) {
        match eye_kind(game, l) {
            Some((c, EyeKind::Real)) if c == color => real.push(l),
            Some((c, EyeKind::False)) if c == color => fake.push(l),
            _ => {}
        }
    }
    (real, fake)
}

/// The kind of the eye at `v`, as the rules see it: [`Game::eye_at`]'s test of the diagonal
/// points, except that an eye whose surrounding chains are all proven alive by Benson's
/// algorithm is real whatever its diagonals (the stones around it can never be captured, so the
/// opponent can never fill it). Bent three with its bend played (A1 with eyes at A2 and B1) has
/// two real eyes, as [`super::solve`] proves.
pub(crate) fn eye_kind(game: &Game, v: Vertex) -> Option<(Color, EyeKind)> {
    let (color, kind) = game.eye_at(v)?;
    if kind == EyeKind::Real {
        return Some((color, kind));
    }
    let board = game.board();
    let alive = benson::unconditional(board).alive;
    let all_alive = neighbours(game, v).into_iter().all(|n| alive.contains(&n));
    Some((color, if all_alive { EyeKind::Real } else { EyeKind::False }))
}
