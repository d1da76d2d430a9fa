//! `game.playAt(x, y)`: the numeric fast path of `play` for programs that play many moves.

use super::{code, diagram, new_game, state};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn plays_like_play_and_returns_the_stones_captured() {
    // White's pair has two liberties, A1 and B1; Black fills both and takes it.
    let start = || {
        diagram(
            ". . . .
             X X . .
             O O X .
             . . . .",
            r#"{"toMove": "black"}"#,
        )
    };
    // `same` plays the same moves through `play`, to compare the whole state.
    let (mut g, mut same) = (start(), start());
    assert_eq!(g.play_at(0.0, 3.0).unwrap(), 0, "Black A1 captures nothing yet");
    same.play("A1".into()).unwrap();
    assert_eq!(state(&g), state(&same));
    assert_eq!(g.play_at(3.0, 0.0).unwrap(), 0);
    same.play("D4".into()).unwrap();
    assert_eq!(g.play_at(1.0, 3.0).unwrap(), 2);
    same.play("B1".into()).unwrap();
    assert_eq!(state(&g), state(&same));
}

#[wasm_bindgen_test]
fn an_illegal_move_returns_minus_one_and_changes_nothing() {
    let mut g = new_game(r#"{"size": 9}"#);
    assert_eq!(g.play_at(4.0, 4.0).unwrap(), 0);
    let before = state(&g);
    assert_eq!(g.play_at(4.0, 4.0).unwrap(), -1, "occupied");
    assert_eq!(state(&g), before);
}

#[wasm_bindgen_test]
fn points_off_the_board_and_fractions_throw_bad_vertex() {
    let mut g = new_game(r#"{"size": 9}"#);
    let before = state(&g);
    for (x, y) in [(9.0, 0.0), (0.0, 9.0), (-1.0, 0.0), (0.5, 1.0), (f64::NAN, 0.0), (f64::INFINITY, 2.0)] {
        assert_eq!(code(g.play_at(x, y).unwrap_err()), "badVertex", "({x}, {y})");
    }
    assert_eq!(state(&g), before);
}
