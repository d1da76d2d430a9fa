//! The tree search's playout policy: the estimator's answers to the last move (take a chain it
//! left in atari, run out of an atari it made) and then the shape moves around it that the
//! MoGo program's authors found make random games far more like real ones (Gelly, Wang, Munos
//! and Teytaud, "Modification of UCT with Patterns in Monte-Carlo Go", 2006): a hane, a cut,
//! and on the first line a block or a crawl, each a 3×3 shape centred on an empty point next
//! to the last move. Only when neither applies does it play the estimator's random move (no
//! own eye filled, no big chain put in atari).
//!
//! A shape is matched by its eight surrounding cells packed into 16 bits (two bits a cell:
//! empty, Black, White, edge) and looked up in a table built once from the shapes below in
//! all eight rotations and reflections and both colourings.

use std::sync::OnceLock;

use crate::board::{BORDER, Board, EMPTY, NO_POINT};
use crate::rng::Rng;
use crate::score::estimate::estimator_move;

/// The shapes, three rows of three around the empty centre (the move). `X` and `O` are stones
/// of the two colours (either way round, whoever is to move), `.` empty, `x` not an `X` stone
/// (empty or `O`), `o` not an `O` stone, `#` off the board, `?` anything.
const SHAPES: [&str; 11] = [
    // Hane that encloses a stone.
    "XOX...???",
    // Hane that leaves no cut behind.
    "XO....?.?",
    // Magari: turning round a stone.
    "XO?X..x.?",
    // Attaching diagonally to a lone stone.
    ".O.X.....",
    // Cut where nothing protects it.
    "XO?O.o?o?",
    // Cut through a diagonal with the stone already peeping.
    "XO?O.X???",
    // Pushing between two stones (de).
    "?X?O.Oooo",
    // On the first line: following a crawl.
    "X.?O.?###",
    // Blocking a cut along the edge.
    "OX?X.O###",
    // Blocking a connection along the edge.
    "?X?x.O###",
    // Descending (sagari).
    "?XOx.x###",
];

/// The offsets of the eight cells around a point on a board of row stride `stride`, in the
/// order the shapes list them (row by row, the centre left out).
fn ring(stride: usize) -> [isize; 8] {
    let s = stride as isize;
    [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1]
}

/// The eight cells around `p` packed two bits each, in [`ring`]'s order.
#[inline(always)]
fn neighbourhood(board: &Board, p: usize, ring: &[isize; 8]) -> usize {
    let mut code = 0;
    for (i, &d) in ring.iter().enumerate() {
        code |= usize::from(board.cell(p.wrapping_add_signed(d))) << (2 * i);
    }
    code
}

/// One bit for each of the 65,536 neighbourhoods: whether a shape matches it.
fn table() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut bits = vec![0u64; 1 << 10];
        let variants: Vec<[u8; 8]> = SHAPES.iter().flat_map(|s| symmetries(s)).collect();
        for code in 0..1usize << 16 {
            let cells: [u8; 8] = std::array::from_fn(|i| ((code >> (2 * i)) & 3) as u8);
            let matches = variants.iter().any(|v| {
                [(1, 2), (2, 1)].iter().any(|&(x, o)| v.iter().zip(&cells).all(|(&want, &c)| fits(want, c, x, o)))
            });
            if matches {
                bits[code >> 6] |= 1 << (code & 63);
            }
        }
        bits
    })
}

/// Whether cell value `c` fits the shape character `want` when `X` is cell `x` and `O` is `o`.
fn fits(want: u8, c: u8, x: u8, o: u8) -> bool {
    match want {
        b'.' => c == EMPTY,
        b'X' => c == x,
        b'O' => c == o,
        b'x' => c == EMPTY || c == o,
        b'o' => c == EMPTY || c == x,
        b'#' => c == BORDER,
        _ => true,
    }
}

/// A shape's eight cells in all eight rotations and reflections of the square.
fn symmetries(shape: &str) -> Vec<[u8; 8]> {
    let grid: Vec<u8> = shape.bytes().collect();
    debug_assert!(grid.len() == 9 && grid[4] == b'.', "a shape is 3×3 around an empty centre: {shape}");
    let mut out = Vec::with_capacity(8);
    for turn in 0..8 {
        let at = |r: usize, c: usize| {
            // Reflect first (turn ≥ 4), then rotate a quarter `turn % 4` times.
            let (mut r, mut c) = if turn >= 4 { (r, 2 - c) } else { (r, c) };
            for _ in 0..turn % 4 {
                (r, c) = (c, 2 - r);
            }
            grid[r * 3 + c]
        };
        let cells = [at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 2), at(2, 0), at(2, 1), at(2, 2)];
        if !out.contains(&cells) {
            out.push(cells);
        }
    }
    out
}

/// Whether a shape matches around the empty point `p`.
#[inline(always)]
fn shape_at(table: &[u64], board: &Board, p: usize, ring: &[isize; 8]) -> bool {
    let code = neighbourhood(board, p, ring);
    table[code >> 6] >> (code & 63) & 1 == 1
}

/// Up to two distinct liberties, for [`safe_after`].
struct TwoLiberties {
    found: [usize; 2],
    count: usize,
}

impl TwoLiberties {
    fn add(&mut self, q: usize, except: usize) {
        if q != except && self.count < 2 && !self.found[..self.count].contains(&q) {
            self.found[self.count] = q;
            self.count += 1;
        }
    }
}

/// Whether `cell` at `p` leaves its chain at least two liberties or captures.
fn safe_after(board: &Board, p: usize, cell: u8) -> bool {
    let mut libs = TwoLiberties { found: [NO_POINT; 2], count: 0 };
    for n in board.neighbours(p) {
        let c = board.cell(n);
        if c == EMPTY {
            libs.add(n, p);
        } else if c == 3 - cell && board.chain_in_atari(n) {
            return true;
        }
    }
    if libs.count >= 2 {
        return true;
    }
    let mut heads = [NO_POINT; 4];
    for (i, n) in board.neighbours(p).into_iter().enumerate() {
        if board.cell(n) != cell {
            continue;
        }
        let head = board.head_of(n);
        if heads[..i].contains(&head) {
            continue;
        }
        heads[i] = head;
        for s in board.chain_points(n) {
            for q in board.neighbours(s) {
                if board.cell(q) == EMPTY {
                    libs.add(q, p);
                }
            }
            if libs.count >= 2 {
                return true;
            }
        }
    }
    false
}

/// The playout move for `cell` after the opponent's `last` ([`NO_POINT`] after a pass).
pub(super) fn playout_move(board: &Board, cell: u8, last: usize, rng: &mut Rng) -> Option<usize> {
    if last != NO_POINT {
        let ko = board.ko_point();
        // Take a chain at or next to the last move that is in atari.
        if board.cell(last) == 3 - cell {
            let mut around = [last; 5];
            around[1..].copy_from_slice(&board.neighbours(last));
            for q in around {
                if board.cell(q) == 3 - cell
                    && let Some(l) = board.atari_liberty(q)
                    && l != ko
                    && !board.check_move(l, cell).suicide
                {
                    return Some(l);
                }
            }
        }
        // Run out of an atari the last move made.
        for q in board.neighbours(last) {
            if board.cell(q) == cell
                && let Some(l) = board.atari_liberty(q)
                && l != ko
                && safe_after(board, l, cell)
            {
                return Some(l);
            }
        }
        // A shape move next to the last move, at random among those that match.
        let table = table();
        let ring = ring(board_stride(board));
        let mut found = [NO_POINT; 8];
        let mut n = 0;
        for &d in &ring {
            let q = last.wrapping_add_signed(d);
            if board.cell(q) == EMPTY
                && q != ko
                && shape_at(table, board, q, &ring)
                && board.playout_candidate(q, cell)
                && safe_after(board, q, cell)
            {
                found[n] = q;
                n += 1;
            }
        }
        if n > 0 {
            return Some(found[rng.below(n)]);
        }
    }
    estimator_move(board, cell, rng)
}

/// What the tree believes of `cell`'s move at the empty point `p` before any playout, as
/// virtual RAVE wins out of `visits` (the opponent's last move was `last`): a capture is
/// likely good, a self-atari that captures nothing likely bad, and a shape move next to the
/// last move a little better than an even share.
pub(super) fn prior_wins(board: &Board, p: usize, cell: u8, last: usize, visits: f32) -> f32 {
    let share = if board.check_move(p, cell).captures {
        0.8
    } else if !safe_after(board, p, cell) {
        0.2
    } else if last != NO_POINT
        && ring(board_stride(board)).iter().any(|&d| last.wrapping_add_signed(d) == p)
        && shape_at(table(), board, p, &ring(board_stride(board)))
    {
        0.65
    } else {
        0.5
    };
    share * visits
}

/// The board's row stride, from the distance between a point and the one below it.
fn board_stride(board: &Board) -> usize {
    let p = board.point(crate::Vertex { x: 0, y: 0 });
    board.neighbours(p)[3] - p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BoardSize, Color, Position, Vertex};

    fn board_from(diagram: &str) -> Board {
        Position::from_diagram(diagram, Color::Black).unwrap().board().clone()
    }

    fn point(board: &Board, gtp: &str) -> usize {
        board.point(Vertex::from_gtp(gtp, board.size()).unwrap())
    }

    fn matches(board: &Board, gtp: &str) -> bool {
        shape_at(table(), board, point(board, gtp), &ring(board_stride(board)))
    }

    const CONTACT: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ";

    #[test]
    fn a_hane_matches_in_every_rotation_and_colouring_and_open_space_does_not() {
        // Black D5 against White E5: each of D6, E6, D4 and E4 is a hane (the stone of one
        // colour beside it, the other's diagonal). Points away from both match nothing.
        let board = board_from(CONTACT);
        for gtp in ["D6", "E6", "D4", "E4"] {
            assert!(matches(&board, gtp), "{gtp}");
        }
        for gtp in ["G5", "H8", "A1", "C5", "F5"] {
            assert!(!matches(&board, gtp), "{gtp}");
        }
        // The same shape with the colours swapped matches at the same points.
        let swapped = board_from(&CONTACT.replace('X', "x").replace('O', "X").replace('x', "O"));
        for gtp in ["D6", "E6", "D4", "E4"] {
            assert!(matches(&swapped, gtp), "{gtp} with the colours swapped");
        }
        assert_eq!(symmetries("XO....?.?").len(), 8, "an asymmetric shape has eight orientations");
    }

    #[test]
    fn a_cut_matches() {
        // Black C5 and White D5, C4: D4 cuts White's two stones apart (nothing protects it).
        let board = board_from(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . X O . . . . .
            . . O . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        );
        assert!(matches(&board, "D4"));
    }

    #[test]
    fn the_reply_to_a_contact_move_is_a_shape_next_to_it() {
        // White has just played E5 against Black's D5: with a shape point next to it, the
        // playout answers there, never far away.
        let board = board_from(CONTACT);
        let last = point(&board, "E5");
        let around: Vec<usize> = ["D6", "E6", "D4", "E4"].iter().map(|g| point(&board, g)).collect();
        let mut rng = Rng::new(3);
        for _ in 0..50 {
            let p = playout_move(&board, crate::board::BLACK, last, &mut rng).unwrap();
            assert!(around.contains(&p), "{:?}", board.vertex(p));
        }
    }

    #[test]
    fn a_shape_move_that_puts_its_own_chain_in_atari_is_not_played() {
        // White's last move E6 left Black's D7 E7 in atari at F7; running there (a shape
        // point too) still leaves one liberty, F6, so the playout plays elsewhere.
        let board = board_from(
            "
            . . . . . . . . .
            . . . O O O . . .
            . . O X X . O . .
            . . . O O . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        );
        let f7 = point(&board, "F7");
        assert!(!safe_after(&board, f7, crate::board::BLACK), "F7 leaves Black one liberty");
        let last = point(&board, "E6");
        let mut rng = Rng::new(1);
        for _ in 0..50 {
            assert_ne!(playout_move(&board, crate::board::BLACK, last, &mut rng), Some(f7));
        }
    }

    #[test]
    fn priors_favour_captures_and_distrust_self_atari() {
        // Black to play: C6 takes White's C7 (in atari between B7, C8 and D7); F7 puts Black's
        // D7 E7 F7 in atari; H2 is an ordinary point.
        let board = board_from(
            "
            . . . . . . . . .
            . . X O O O . . .
            . X O X X . O . .
            . . . O O . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        );
        let black = crate::board::BLACK;
        let prior = |gtp: &str| prior_wins(&board, point(&board, gtp), black, NO_POINT, 10.0);
        assert_eq!(prior("H2"), 5.0, "an ordinary point starts even");
        assert!(prior("C6") > prior("H2"), "a capture starts above it");
        assert!(prior("F7") < prior("H2"), "a self-atari starts below it");
    }

    #[test]
    fn playouts_answer_the_last_move_legally() {
        // Random playouts with this policy keep the board consistent and end.
        let mut rng = Rng::new(5);
        for _ in 0..50 {
            let mut board = Board::new(BoardSize::NINE);
            let outcome = crate::playout::playout_with(&mut board, Color::Black, &mut rng, 300, playout_move);
            assert!(!outcome.hit_limit, "a playout ends by two passes");
            board.check_consistency().unwrap();
        }
    }
}
