//! The wasm facade under Node.js (`scripts/wasm-test.sh node`: what `wasm-pack test --node`
//! runs): the whole API test set of `tests/api/` with no DOM, plus what is Node's own.
#![cfg(target_arch = "wasm32")]

mod api;

use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn runs_under_node_without_a_dom() {
    let global = js_sys::global();
    let has = |name: &str| js_sys::Reflect::get(&global, &JsValue::from_str(name)).map(|v| !v.is_undefined()).unwrap_or(false);
    assert!(has("process"), "Node.js has `process`");
    assert!(!has("document"), "and no `document`");
}

#[wasm_bindgen_test]
fn a_hundred_thousand_games_created_and_freed_do_not_grow_memory() {
    api::games_created_and_freed_do_not_grow_memory(100_000);
}
