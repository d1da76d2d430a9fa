//! The board's unit tests.

use super::*;

fn v(s: &str, board: &Board) -> usize {
    board.point(Vertex::from_gtp(s, board.size()).unwrap())
}

#[test]
fn liberties_centre_edge_corner() {
    let mut b = Board::new(BoardSize::NINE);
    for (s, libs) in [("E5", 4), ("A5", 3), ("A1", 2)] {
        let p = v(s, &b);
        b.play_unchecked(p, BLACK);
        assert_eq!(b.liberty_count(b.vertex(p)), libs, "{s}");
    }
    b.check_consistency().unwrap();
}

#[test]
fn connected_stones_share_liberties() {
    let mut b = Board::new(BoardSize::NINE);
    let (e5, e6) = (v("E5", &b), v("E6", &b));
    b.play_unchecked(e5, BLACK);
    b.play_unchecked(e6, BLACK);
    assert_eq!(b.liberty_count(b.vertex(e5)), 6);
    assert_eq!(b.chain(b.vertex(e5)).len(), 2);
    let f5 = v("F5", &b);
    b.play_unchecked(f5, WHITE);
    assert_eq!(b.liberty_count(b.vertex(e5)), 5);
    b.check_consistency().unwrap();
}

#[test]
fn capture_removes_chain_and_frees_liberties() {
    let mut b = Board::new(BoardSize::NINE);
    for s in ["A2", "B1"] {
        let p = v(s, &b);
        b.play_unchecked(p, WHITE);
    }
    let a1 = v("A1", &b);
    // Black at A1 would be suicide.
    assert!(b.check_move(a1, BLACK).suicide);
    let before = b.hash();
    let effect = b.play_unchecked(a1, BLACK);
    assert_eq!(effect.suicided, vec![b.vertex(a1)]);
    assert_eq!(b.hash(), before);
    // White surrounds a black stone in the corner and captures it.
    let mut b = Board::new(BoardSize::NINE);
    b.play_unchecked(v("A1", &b), BLACK);
    b.play_unchecked(v("A2", &b), WHITE);
    let b1 = v("B1", &b);
    assert!(b.check_move(b1, WHITE).captures);
    let effect = b.play_unchecked(b1, WHITE);
    assert_eq!(effect.captured, vec![b.vertex(v("A1", &b))]);
    assert_eq!(b.liberty_count(Vertex::from_gtp("A2", b.size()).unwrap()), 3);
    b.check_consistency().unwrap();
}

#[test]
fn mover_captures_first_when_both_lack_liberties() {
    // White A2 and B1, Black B2 and C1. Black A1 has no liberty of its own, but White B1's
    // last liberty is A1: the mover captures first (第四条), so Black lives.
    let mut b = Board::new(BoardSize::NINE);
    for (s, c) in [("A2", WHITE), ("B1", WHITE), ("B2", BLACK), ("C1", BLACK)] {
        let p = v(s, &b);
        b.play_unchecked(p, c);
    }
    let a1 = v("A1", &b);
    let check = b.check_move(a1, BLACK);
    assert!(check.captures && !check.suicide);
    let effect = b.play_unchecked(a1, BLACK);
    assert_eq!(effect.captured, vec![b.vertex(v("B1", &b))]);
    assert!(effect.suicided.is_empty());
    assert_eq!(b.cell(a1), BLACK);
    assert_eq!(b.cell(v("A2", &b)), WHITE);
    b.check_consistency().unwrap();
}

#[test]
fn ko_point_is_set_after_single_stone_capture() {
    // . B W .
    // B W . W
    // . B W .
    let mut b = Board::new(BoardSize::new(4, 3).unwrap());
    for (s, c) in [("B3", BLACK), ("A2", BLACK), ("B1", BLACK), ("C3", WHITE), ("D2", WHITE), ("C1", WHITE), ("B2", WHITE)] {
        let p = v(s, &b);
        b.play_unchecked(p, c);
    }
    let c2 = v("C2", &b);
    let effect = b.play_unchecked(c2, BLACK);
    assert_eq!(effect.captured, vec![b.vertex(v("B2", &b))]);
    assert_eq!(b.ko_point(), v("B2", &b));
    b.check_consistency().unwrap();
}

#[test]
fn hash_after_matches_play() {
    let mut b = Board::new(BoardSize::NINE);
    for (s, c) in [("A2", WHITE), ("A1", BLACK)] {
        let p = v(s, &b);
        b.play_unchecked(p, c);
    }
    let b1 = v("B1", &b);
    let predicted = b.hash_after(b1, WHITE, b.check_move(b1, WHITE));
    b.play_unchecked(b1, WHITE);
    assert_eq!(predicted, b.hash());
}

#[test]
fn signs_are_row_major_from_the_top_left() {
    let mut b = Board::new(BoardSize::new(3, 2).unwrap());
    b.play_unchecked(b.point(Vertex::new(2, 0)), BLACK);
    b.play_unchecked(b.point(Vertex::new(0, 1)), WHITE);
    assert_eq!(b.signs(), vec![0, 0, 1, -1, 0, 0]);
    for v in b.size().vertices() {
        let expected = match b.get(v) {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => 0,
        };
        assert_eq!(b.signs()[b.size().index_of(v)], expected);
    }
}

#[test]
fn eyes() {
    let mut b = Board::new(BoardSize::NINE);
    for s in ["B1", "A2", "B2"] {
        let p = v(s, &b);
        b.play_unchecked(p, BLACK);
    }
    assert!(b.is_eye(v("A1", &b), BLACK));
    assert!(!b.is_eye(v("A1", &b), WHITE));
    let mut b = Board::new(BoardSize::NINE);
    for s in ["B1", "A2"] {
        let p = v(s, &b);
        b.play_unchecked(p, BLACK);
    }
    b.play_unchecked(v("B2", &b), WHITE);
    assert!(!b.is_eye(v("A1", &b), BLACK), "corner eye with an enemy diagonal is false");
}

/// Every board size, square or not, starts consistent: each point empty, listed once among
/// the empty points, with its count of empty neighbours (the edges and corners fewer).
#[test]
fn every_new_board_is_consistent() {
    for width in crate::vertex::MIN_SIDE..=crate::vertex::MAX_SIDE {
        for height in crate::vertex::MIN_SIDE..=crate::vertex::MAX_SIDE {
            let size = BoardSize::new(width, height).unwrap();
            let b = Board::new(size);
            b.check_consistency().unwrap_or_else(|e| panic!("{width}×{height}: {e}"));
            assert_eq!(b.empty_count, size.points(), "{width}×{height}");
            let corner = b.point(Vertex::new(width - 1, height - 1));
            assert_eq!(b.pts.empty_neighbours[corner], 2, "{width}×{height}");
        }
    }
}

/// A board made on a block that a bigger, busier board left behind (the thread's spare blocks)
/// plays exactly as one made on a fresh block: nothing of the old board's chains, lists or
/// counts shows through.
#[test]
fn a_board_on_a_used_block_plays_as_on_a_fresh_one() {
    fn random_play(b: &mut Board, seed: u64, moves: usize) -> Vec<u8> {
        let mut rng = crate::rng::Rng::new(seed);
        let size = b.size();
        let mut cell = BLACK;
        for _ in 0..moves {
            let v = Vertex::new(rng.below(usize::from(size.width)) as u8, rng.below(usize::from(size.height)) as u8);
            let p = b.point(v);
            if b.cell(p) == EMPTY && !b.check_move(p, cell).suicide {
                b.play_unchecked(p, cell);
                b.check_consistency().unwrap();
            }
            cell = 3 - cell;
        }
        size.vertices().map(|v| b.cell(b.point(v))).collect()
    }
    // A fresh block (nothing spare on this test's own thread yet) for the reference game.
    let reference = random_play(&mut Board::new(BoardSize::new(7, 5).unwrap()), 7, 300);
    for bigger in [19, 25] {
        let mut big = Board::new(BoardSize::square(bigger).unwrap());
        random_play(&mut big, bigger.into(), 2000);
        drop(big);
        let again = random_play(&mut Board::new(BoardSize::new(7, 5).unwrap()), 7, 300);
        assert_eq!(again, reference, "after a {bigger}×{bigger} board");
    }
}
