//! The wasm facade under Node.js: `wasm-pack test --node -- --test node` (scripts/test.mjs).
#![cfg(target_arch = "wasm32")]

use tengen::wasm::{Game, version};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn get(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(version(), env!("CARGO_PKG_VERSION"));
    assert_eq!(version().split('.').count(), 3);
}

#[wasm_bindgen_test]
fn a_game_starts_empty_with_black_to_move() {
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"size".into(), &9.into()).unwrap();
    let game = Game::new(opts.into()).unwrap();
    assert_eq!((game.width(), game.height()), (9, 9));
    assert_eq!(game.to_move(), "black");
    let board = game.board().to_vec();
    assert_eq!(board.len(), 81);
    assert!(board.iter().all(|&c| c == 0));
}

#[wasm_bindgen_test]
fn play_places_stones_alternately_and_captures() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(game.width(), 19);
    // Black surrounds a white stone on the edge at (1, 0): B (0,0)... W (1,0), B (2,0), W elsewhere, B (1,1).
    for (v, color) in [("aa", 1), ("ba", -1), ("ca", 1), ("ss", -1)] {
        let r = game.play(v.into()).unwrap();
        assert_eq!(get(&r, "legal"), JsValue::TRUE, "{v}");
        let (x, y) = (v.as_bytes()[0] - b'a', v.as_bytes()[1] - b'a');
        assert_eq!(game.board().to_vec()[y as usize * 19 + x as usize], color);
    }
    let r = game.play(js_sys::Array::of2(&1.into(), &1.into()).into()).unwrap();
    assert_eq!(get(&r, "legal"), JsValue::TRUE);
    let captures = js_sys::Array::from(&get(&r, "captures"));
    assert_eq!(captures.length(), 1);
    assert_eq!(js_sys::Array::from(&captures.get(0)).to_vec(), vec![JsValue::from(1), JsValue::from(0)]);
    assert_eq!(game.board().to_vec()[1], 0, "the white stone was removed");
    assert_eq!(game.move_number(), 5);
    assert_eq!(game.to_move(), "white");
}

#[wasm_bindgen_test]
fn an_occupied_point_is_refused_with_reasons_in_both_languages() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("D4".into()).unwrap();
    let r = game.play("D4".into()).unwrap();
    assert_eq!(get(&r, "legal"), JsValue::FALSE);
    assert_eq!(get(&r, "reason"), "occupied");
    assert!(get(&r, "message").as_string().unwrap().contains("stone"));
    assert!(!get(&r, "messageZh").as_string().unwrap().is_empty());
    assert_eq!(game.to_move(), "white", "a refused move changes nothing");
}

#[wasm_bindgen_test]
fn misuse_throws_errors_with_codes() {
    let code = |e: JsValue| get(&e, "code").as_string().unwrap();
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(code(game.play("Z99".into()).unwrap_err()), "badVertex");
    assert_eq!(code(game.play(js_sys::Array::of2(&19.into(), &0.into()).into()).unwrap_err()), "badVertex");
    assert_eq!(code(game.play(JsValue::from(3)).unwrap_err()), "badVertex");
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"size".into(), &1.into()).unwrap();
    assert_eq!(code(Game::new(opts.into()).err().unwrap()), "badOptions");
    assert_eq!(code(Game::new("nine".into()).err().unwrap()), "badOptions");
    assert_eq!(game.move_number(), 0);
}
