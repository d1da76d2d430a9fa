//! The wasm facade in headless Chrome (`scripts/wasm-test.sh chrome`: what `wasm-pack test
//! --headless --chrome` runs): the whole API test set of `tests/api/` in a browser, plus what
//! needs a page.
#![cfg(target_arch = "wasm32")]

mod api;

use tengen::wasm::Game;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn runs_in_a_browser_window() {
    let global = js_sys::global();
    for name in ["window", "document", "navigator"] {
        let v = js_sys::Reflect::get(&global, &JsValue::from_str(name)).unwrap();
        assert!(v.is_object(), "{name} should exist in the browser");
    }
}

/// A page draws the board from `board()`: here as text into a `<pre>` of the document.
#[wasm_bindgen_test]
fn a_page_draws_the_board_it_gets() {
    let options = js_sys::JSON::parse(r#"{"size": 9}"#).unwrap();
    let mut game = Game::new(options).unwrap();
    game.play("E5".into()).unwrap();
    game.play("D5".into()).unwrap();
    let board = game.board().to_vec();
    let text: String = board
        .chunks(9)
        .map(|row| row.iter().map(|&c| match c { 1 => 'X', -1 => 'O', _ => '.' }).collect::<String>() + "\n")
        .collect();
    let document = js_sys::Reflect::get(&js_sys::global(), &"document".into()).unwrap();
    let create: js_sys::Function = js_sys::Reflect::get(&document, &"createElement".into()).unwrap().unchecked_into();
    let pre = create.call1(&document, &"pre".into()).unwrap();
    js_sys::Reflect::set(&pre, &"textContent".into(), &text.clone().into()).unwrap();
    let body = js_sys::Reflect::get(&document, &"body".into()).unwrap();
    let append: js_sys::Function = js_sys::Reflect::get(&body, &"appendChild".into()).unwrap().unchecked_into();
    append.call1(&body, &pre).unwrap();
    let shown = js_sys::Reflect::get(&pre, &"textContent".into()).unwrap().as_string().unwrap();
    assert_eq!(shown.lines().nth(4), Some("...OX...."));
    assert_eq!(shown, game.diagram().replace(' ', ""));
}

#[wasm_bindgen_test]
fn games_created_and_freed_do_not_grow_memory() {
    api::games_created_and_freed_do_not_grow_memory(5_000);
}
