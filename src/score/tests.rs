//! Unit tests of the counting internals; the seed examples and corpus live in `tests/score*.rs`.

use super::*;
use crate::{Position, RuleSet};

fn board(diagram: &str) -> Board {
    Position::from_diagram(diagram, Color::Black)
        .unwrap()
        .board()
        .clone()
}

fn setup(rules: RuleSet, komi: f64) -> CountSetup {
    CountSetup {
        rules: Rules {
            komi,
            ..rules.rules()
        },
        ..Default::default()
    }
}

#[test]
fn simple_split_board() {
    let b = board(
        ". X O .\n\
         . X O .\n\
         . X O .",
    );
    let s = count(&b, &[], &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert_eq!(s.black.stones, 3);
    assert_eq!(s.black.area, 3);
    assert_eq!(s.base, 6.0);
    assert_eq!(s.result, GameResult::Draw);
    assert!(s.is_settled(), "{:?}", s.unsettled);
    assert_eq!(
        s.at(Vertex::new(0, 0)).unwrap().reason,
        PointReason::BlackArea
    );
    assert_eq!(s.at(Vertex::new(2, 0)).unwrap().owner, Owner::White);
}

#[test]
fn dame_half_each_and_reported() {
    let b = board(
        "X . O\n\
         X . O\n\
         X . O",
    );
    let s = count(&b, &[], &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert_eq!(s.black.total, 4.5);
    assert_eq!(s.white.total, 4.5);
    assert_eq!(s.unsettled.len(), 1);
    assert_eq!(s.unsettled[0].kind, UnsettledKind::Dame);
    assert_eq!(s.unsettled[0].points.len(), 3);
    let tt = count(&b, &[], &setup(RuleSet::TrompTaylor, 0.0)).unwrap();
    assert_eq!((tt.black.total, tt.white.total), (3.0, 3.0));
    let jp = count(&b, &[], &setup(RuleSet::Japanese, 0.0)).unwrap();
    assert_eq!((jp.black.total, jp.white.total), (0.0, 0.0));
}

#[test]
fn dead_stones_become_the_opponents_area_and_prisoners() {
    let b = board(
        ". . X O . .\n\
         . O X O . .\n\
         . . X O X .\n\
         . . X O . .",
    );
    let dead = [Vertex::new(1, 1), Vertex::new(4, 2)];
    let s = count(&b, &dead, &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert_eq!(s.black.total, 12.0);
    assert_eq!(s.white.total, 12.0);
    assert_eq!(
        s.at(Vertex::new(1, 1)).unwrap().reason,
        PointReason::DeadWhite
    );
    assert_eq!(s.at(Vertex::new(1, 1)).unwrap().owner, Owner::Black);
    let jp = count(&b, &dead, &setup(RuleSet::Japanese, 0.0)).unwrap();
    // Black: 8 points of territory (including the removed stone's point) + 1 prisoner.
    assert_eq!(jp.black.territory, 8);
    assert_eq!(jp.black.dead_removed, 1);
    assert_eq!(jp.black.total, 9.0);
    assert_eq!(jp.white.total, 9.0);
    // Tromp–Taylor ignores the dead marks: the white stone counts and splits Black's area.
    let tt = count(&b, &dead, &setup(RuleSet::TrompTaylor, 0.0)).unwrap();
    assert!(tt.dead.is_empty());
    assert_eq!(
        tt.at(Vertex::new(1, 1)).unwrap().reason,
        PointReason::WhiteStone
    );
}

#[test]
fn seki_liberties_are_shared_and_no_territory() {
    // A seki on the edge: the two black stones and the white chain around them share the two
    // liberties on the left edge; neither side can fill one without being captured.
    let b = board(
        ". O O X . .\n\
         X X O X . .\n\
         . O O X . .\n\
         O O X X . .\n\
         X X X . . .",
    );
    let s = count(&b, &[], &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert_eq!(s.seki, vec![Vertex::new(0, 0), Vertex::new(0, 2)]);
    assert!(s.is_settled(), "{:?}", s.unsettled);
    assert_eq!((s.black.total, s.white.total), (22.0, 8.0));
    assert_eq!(s.black.dame_share, 1.0);
    let jp = count(&b, &[], &setup(RuleSet::Japanese, 0.0)).unwrap();
    assert_eq!((jp.black.total, jp.white.total), (11.0, 0.0));
    for v in &s.seki {
        assert_eq!(s.at(*v).unwrap().owner, Owner::Shared);
        assert!(jp.at(*v).unwrap().seki);
    }
    assert!(jp.at(Vertex::new(0, 1)).unwrap().seki);
    assert!(!jp.at(Vertex::new(3, 0)).unwrap().seki);
}

#[test]
fn eyes_of_a_chain_in_seki_are_no_territory() {
    // Each inner chain has one eye and they share the liberty at C5: seki. Under territory
    // counting neither eye counts; under area counting each eye is its owner's.
    let b = board(
        ". O . X . X O .\n\
         O O O X X X O .\n\
         X X X O O O O .\n\
         X X X O . . . .\n\
         . . X O . . . .",
    );
    let s = count(&b, &[], &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert_eq!(s.seki, vec![Vertex::new(2, 0)]);
    assert_eq!((s.black.total, s.white.total), (15.5, 24.5));
    let jp = count(&b, &[], &setup(RuleSet::Japanese, 0.0)).unwrap();
    assert_eq!((jp.black.total, jp.white.total), (2.0, 11.0));
    assert!(jp.at(Vertex::new(0, 0)).unwrap().seki);
    assert!(jp.at(Vertex::new(4, 0)).unwrap().seki);
    assert!(!jp.at(Vertex::new(0, 4)).unwrap().seki);
}

#[test]
fn needs_connection_is_reported_and_not_territory() {
    // White's stones at the top are cut apart: the point between them is a false eye that
    // White must fill before counting.
    let b = board(
        "O . O X . .\n\
         X O X X . .\n\
         X X X . . .",
    );
    let s = count(&b, &[Vertex::new(0, 0)], &setup(RuleSet::Chinese, 0.0)).unwrap();
    assert!(
        s.unsettled
            .iter()
            .any(|u| u.kind == UnsettledKind::NeedsConnection),
        "{:?}",
        s.unsettled
    );
}

#[test]
fn empty_board_is_shared_and_reported() {
    let b = Board::new(BoardSize::NINE);
    let s = count(&b, &[], &setup(RuleSet::Chinese, 7.5)).unwrap();
    assert_eq!(s.black.total + s.white.total, 81.0);
    assert_eq!(s.result_sgf, "W+7.5");
    assert_eq!(s.unsettled[0].kind, UnsettledKind::NoOwner);
}

#[test]
fn toggle_twice_restores_the_count() {
    let b = board(
        ". . X O . .\n\
         . O X O . .\n\
         . . X O X .\n\
         . . X O . .",
    );
    let mut dead = DeadStones::new(b.size());
    let before = count_with(&b, &dead, &CountSetup::default()).unwrap();
    dead.toggle(&b, Vertex::new(1, 1)).unwrap();
    let during = count_with(&b, &dead, &CountSetup::default()).unwrap();
    assert_ne!(before.black.total, during.black.total);
    dead.toggle(&b, Vertex::new(1, 1)).unwrap();
    assert_eq!(
        count_with(&b, &dead, &CountSetup::default()).unwrap(),
        before
    );
}

#[test]
fn estimate_adds_playouts_only_while_a_chain_is_close_to_even() {
    let options = EstimateOptions {
        playouts: 40,
        seed: 3,
    };
    // Two lone stones facing each other on an empty board: neither side owns either.
    let open = board(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . X . O . .\n\
         . . . . . . .\n\
         . . . . . . .",
    );
    let est = estimate(&open, &options);
    assert!(est.playouts > 40 && est.playouts <= 80, "{est:?}");
    assert_eq!(est, estimate(&open, &options));
    // Every chain clearly settled by the playouts (a wall each, with room behind it).
    let split = board(
        ". . X O . .\n\
         . . X O . .\n\
         . . X O . .\n\
         . . X O . .",
    );
    let est = estimate(&split, &options);
    assert_eq!(est.playouts, 40, "{est:?}");
    assert!(est.dead.is_empty());
    // No playouts asked for: none run.
    let none = EstimateOptions {
        playouts: 0,
        seed: 3,
    };
    assert_eq!(estimate(&open, &none).playouts, 0);
}
