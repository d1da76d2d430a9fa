//! Light random playouts: both sides play uniformly random legal moves that do not fill one
//! of their own single-point eyes, under simple ko, until both pass. They drive the Monte
//! Carlo dead-stone estimator, `genmove` and the speed benchmarks.

use crate::board::{BLACK, Board, EMPTY, NO_POINT, WHITE, cell_of};
use crate::rng::Rng;
use crate::{Color, Vertex};

/// How a playout ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoutOutcome {
    /// Moves played (passes not counted).
    pub moves: usize,
    /// Whether it stopped at the move limit rather than with two passes.
    pub hit_limit: bool,
}

/// A random move for `color`: a legal point (simple ko) that is not one of its own eyes, or
/// `None` to pass.
#[doc(hidden)]
pub fn random_move(board: &Board, cell: u8, rng: &mut Rng) -> Option<usize> {
    random_point(board, rng, |p| board.playout_candidate(p, cell))
}

/// The first empty point, from a random place in the empty-point list onwards, that is not
/// the ko point and that `accept` takes; `None` when there is none. Every playout policy
/// picks its moves through this scan.
#[doc(hidden)]
pub fn random_point(board: &Board, rng: &mut Rng, mut accept: impl FnMut(usize) -> bool) -> Option<usize> {
    let empties = board.empties();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let start = rng.below(n);
    let ko = board.ko_point();
    // From `start` to the end, then from the beginning to `start`.
    let (before, after) = empties.split_at(start);
    for &p in after.iter().chain(before) {
        let p = usize::from(p);
        if p != ko && accept(p) {
            return Some(p);
        }
    }
    None
}

/// Plays random moves on `board`, `to_move` first, until two passes in a row or
/// `max_moves` moves. The ko point of the board's last move is respected.
pub fn playout(board: &mut Board, to_move: Color, rng: &mut Rng, max_moves: usize) -> PlayoutOutcome {
    playout_with(board, to_move, rng, max_moves, |board, cell, _, rng| random_move(board, cell, rng))
}

/// A playout whose moves `choose` picks: it is given the board, the side to move, the
/// opponent's last move ([`NO_POINT`] after a pass) and the generator, and returns a point
/// (which must be a legal move under simple ko) or `None` to pass. The estimator's policy
/// goes through here as well as the light one.
#[doc(hidden)]
pub fn playout_with(
    board: &mut Board,
    to_move: Color,
    rng: &mut Rng,
    max_moves: usize,
    mut choose: impl FnMut(&Board, u8, usize, &mut Rng) -> Option<usize>,
) -> PlayoutOutcome {
    let mut cell = cell_of(to_move);
    let mut passes = 0;
    let mut moves = 0;
    let mut last = NO_POINT;
    while moves < max_moves {
        match choose(board, cell, last, rng) {
            Some(p) => {
                board.play_fast(p, cell);
                passes = 0;
                moves += 1;
                last = p;
            }
            None => {
                passes += 1;
                if passes == 2 {
                    return PlayoutOutcome { moves, hit_limit: false };
                }
                board.clear_ko();
                last = NO_POINT;
            }
        }
        cell = 3 - cell;
    }
    PlayoutOutcome { moves, hit_limit: true }
}

/// The usual move limit for a playout: three times the number of points.
#[must_use]
pub fn default_move_limit(board: &Board) -> usize {
    3 * board.size().points()
}

/// Area score of a board at the end of a playout, Black minus White, without komi: stones
/// plus empty points whose neighbours are all one colour.
#[must_use]
pub fn playout_area_score(board: &Board) -> i32 {
    board.size().vertices().map(|v| playout_owner(board, board.point(v))).sum()
}

/// Who has a point at the end of a playout: +1 Black, −1 White, 0 nobody. A stone is its
/// colour's; an empty point belongs to the colour of all its stone neighbours (at the end of a
/// playout every empty point is an eye or dame, so no wider search is needed).
#[must_use]
#[doc(hidden)]
pub fn playout_owner(board: &Board, p: usize) -> i32 {
    match board.cell(p) {
        BLACK => 1,
        WHITE => -1,
        EMPTY => {
            let (mut black, mut white) = (false, false);
            for &n in &board.neighbours(p) {
                black |= board.cell(n) == BLACK;
                white |= board.cell(n) == WHITE;
            }
            i32::from(black && !white) - i32::from(white && !black)
        }
        _ => 0,
    }
}

/// A random move for `color` in a real game position (used by GTP `genmove` at its simplest):
/// random among the points that are legal under simple ko and not own eyes.
#[must_use]
pub fn random_legal_move(board: &Board, color: Color, rng: &mut Rng) -> Option<Vertex> {
    random_move(board, cell_of(color), rng).map(|p| board.vertex(p))
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::BoardSize;

    #[test]
    fn playouts_end_with_legal_boards_and_filled_eyes_only() {
        for seed in 0..50 {
            let mut rng = Rng::new(seed);
            let mut board = Board::new(BoardSize::NINE);
            let outcome = playout(&mut board, Color::Black, &mut rng, 1000);
            assert!(!outcome.hit_limit, "seed {seed} did not finish");
            board.check_consistency().unwrap();
            // At the end every empty point is an eye of one side: no legal non-eye move is left.
            for cell in [BLACK, WHITE] {
                assert_eq!(random_move(&board, cell, &mut rng), None);
            }
            let score = playout_area_score(&board);
            assert!(score.abs() <= 81);
        }
    }

    #[test]
    fn every_playout_move_keeps_chains_liberties_and_atari_exact() {
        // check_consistency recomputes every chain's liberties from scratch and compares the
        // atari test (which works from the pseudo-liberty count and sum) with them.
        for (side, seed) in [(5, 1), (5, 2), (7, 3), (9, 4), (9, 5), (13, 6)] {
            let mut rng = Rng::new(seed);
            let mut board = Board::new(BoardSize::square(side).unwrap());
            let mut cell = BLACK;
            let mut passes = 0;
            while passes < 2 {
                match random_move(&board, cell, &mut rng) {
                    Some(p) => {
                        board.play_fast(p, cell);
                        passes = 0;
                        if let Err(e) = board.check_consistency() {
                            panic!("{side}×{side}, seed {seed}: {e}");
                        }
                    }
                    None => {
                        passes += 1;
                        board.clear_ko();
                    }
                }
                cell = 3 - cell;
            }
        }
    }

    #[test]
    fn same_seed_same_game() {
        let run = |seed| {
            let mut board = Board::new(BoardSize::NINETEEN);
            playout(&mut board, Color::Black, &mut Rng::new(seed), 2000);
            board
        };
        assert_eq!(run(3), run(3));
        assert_ne!(run(3), run(4));
    }
}
