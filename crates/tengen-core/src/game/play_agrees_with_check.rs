//! `play` finds its verdicts its own way (the stone first, then one probe of the superko
//! table); it must give exactly `check`'s verdict on every point and, when it refuses,
//! leave the game as it was.

use proptest::prelude::*;

use super::Game;
use crate::{BoardSize, RuleSet};

fn run(side: u8, ruleset: RuleSet, attempts: &[usize]) -> Result<(), TestCaseError> {
    let size = BoardSize::square(side).unwrap();
    let mut game = Game::new(size, ruleset.rules());
    for &a in attempts {
        if game.is_over() {
            break;
        }
        let a = a % (size.points() + 1);
        if a == size.points() {
            let _ = game.pass();
            continue;
        }
        let v = size.vertex_at(a);
        let expected = game.check(v);
        let before = game.clone();
        let got = game.play(v).map(|_| ());
        prop_assert_eq!(got, expected, "at {:?} under {} in\n{}", v, ruleset, before);
        if got.is_err() {
            game.same_state(&before).map_err(|e| TestCaseError::fail(format!("a refused move changed the game: {e}")))?;
            prop_assert_eq!(game.board().hash(), before.board().hash());
            prop_assert_eq!(game.board().ko_point(), before.board().ko_point());
        } else {
            game.same_state(&game.replayed()).map_err(|e| TestCaseError::fail(format!("after the move: {e}")))?;
        }
        game.board().check_consistency().map_err(TestCaseError::fail)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn small_boards(side in 2u8..=5, ruleset in prop::sample::select(RuleSet::ALL.to_vec()), attempts in prop::collection::vec(0usize..1000, 0..200)) {
        run(side, ruleset, &attempts)?;
    }

    #[test]
    fn nine_by_nine(ruleset in prop::sample::select(RuleSet::ALL.to_vec()), attempts in prop::collection::vec(0usize..1000, 0..250)) {
        run(9, ruleset, &attempts)?;
    }
}

/// `play_at_numbers` (the JavaScript `playAt`) is `play` at a point given as two numbers:
/// -2 for anything that is not a point of the board, changing nothing; -1 for an illegal move;
/// otherwise the stones captured.
#[test]
fn play_at_numbers_reads_only_whole_numbers_on_the_board() {
    let size = BoardSize::new(5, 4).unwrap();
    let mut game = Game::new(size, RuleSet::Chinese.rules());
    for (x, y) in [(-1.0, 0.0), (0.0, -0.5), (5.0, 0.0), (0.0, 4.0), (1.5, 1.0), (f64::NAN, 1.0), (1.0, f64::INFINITY), (256.0, 0.0), (-0.0, 300.0)] {
        assert_eq!(game.play_at_numbers(x, y), -2, "({x}, {y})");
    }
    assert!(game.moves().is_empty());
    // Black takes White's corner stone: b(1,0) w(0,0) b(0,1).
    assert_eq!(game.play_at_numbers(1.0, 0.0), 0);
    assert_eq!(game.play_at_numbers(0.0, 0.0), 0);
    assert_eq!(game.play_at_numbers(0.0, 1.0), 1);
    assert_eq!(game.play_at_numbers(1.0, 0.0), -1, "occupied");
    // -0.0 is the whole number 0: White plays the corner again, a suicide, refused.
    assert_eq!(game.play_at_numbers(-0.0, 0.0), -1);
    assert_eq!(game.check(crate::Vertex::new(0, 0)), Err(crate::IllegalMove::Suicide(crate::Vertex::new(0, 0))));
    assert_eq!(game.moves().len(), 3);
}
