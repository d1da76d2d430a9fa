//! The wasm facade in a headless browser: `wasm-pack test --headless --chrome -- --test web`
//! (scripts/test.mjs; CHROMEDRIVER=/usr/bin/chromedriver).
#![cfg(target_arch = "wasm32")]

use tengen::wasm::{Game, version};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn runs_in_a_browser_window() {
    // A page, not Node.js: `window` and `document` exist.
    let global = js_sys::global();
    for name in ["window", "document", "navigator"] {
        let v = js_sys::Reflect::get(&global, &JsValue::from_str(name)).unwrap();
        assert!(v.is_object(), "{name} should exist in the browser");
    }
}

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn a_nine_by_nine_game_plays_in_the_browser() {
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"size".into(), &9.into()).unwrap();
    let mut game = Game::new(opts.into()).unwrap();
    let r = game.play("E5".into()).unwrap();
    assert_eq!(js_sys::Reflect::get(&r, &"legal".into()).unwrap(), JsValue::TRUE);
    let board = game.board().to_vec();
    assert_eq!(board[4 * 9 + 4], 1, "a black stone on tengen, the centre point");
    assert_eq!(board.iter().filter(|&&c| c != 0).count(), 1);
    assert_eq!(game.to_move(), "white");
}
