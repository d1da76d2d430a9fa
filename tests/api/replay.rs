//! `game.replay(moves)`: a list of moves played in one call, and the verdicts `play` builds on
//! the JavaScript side (`src/wasm/verdict.rs`): plain objects of the documented shape.

use super::{code, get, js, json, new_game, s, state, xy};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn list(items: &[JsValue]) -> JsValue {
    items.iter().collect::<js_sys::Array>().into()
}

#[wasm_bindgen_test]
fn plays_the_list_as_play_would_in_every_vertex_form_with_null_for_a_pass() {
    let mut g = new_game(r#"{"size": 9}"#);
    let mut same = new_game(r#"{"size": 9}"#);
    // Black surrounds a white stone at B2 and takes it with C2 (four forms of vertex).
    let moves = list(&[xy(1, 0), xy(1, 1), "A8".into(), JsValue::NULL, js(r#"{"x": 1, "y": 2}"#), xy(5, 5), "cb".into()]);
    assert_eq!(g.replay(moves).unwrap(), 7);
    for v in [xy(1, 0), xy(1, 1), "A8".into()] {
        assert_eq!(get(&same.play(v).unwrap(), "legal"), JsValue::TRUE);
    }
    same.pass().unwrap();
    for v in [xy(1, 2), xy(5, 5), xy(2, 1)] {
        same.play(v).unwrap();
    }
    assert_eq!(state(&g), state(&same));
    assert_eq!(json(&g.captures()), r#"{"black":1,"white":0}"#);
    assert_eq!(json(&g.last_move()), r#"{"color":"black","vertex":[2,1],"captures":[[1,1]]}"#);
}

#[wasm_bindgen_test]
fn stops_before_the_first_illegal_move_and_returns_its_index() {
    let mut g = new_game(r#"{"size": 9}"#);
    let moves = list(&[xy(4, 4), xy(3, 3), xy(4, 4), xy(0, 0)]);
    assert_eq!(g.replay(moves).unwrap(), 2, "the second E5 is on an occupied point");
    assert_eq!(g.move_number(), 2);
    let why = g.check(xy(4, 4)).unwrap();
    assert_eq!(s(get(&why, "reason")), "occupied");
    // After two passes the game is over: nothing more is played.
    let mut over = new_game(r#"{"size": 9}"#);
    assert_eq!(over.replay(list(&[JsValue::NULL, JsValue::UNDEFINED, xy(0, 0)])).unwrap(), 2);
    assert!(over.is_over());
}

#[wasm_bindgen_test]
fn a_list_with_an_entry_that_is_no_vertex_throws_and_plays_nothing() {
    let mut g = new_game(r#"{"size": 9}"#);
    g.play(xy(2, 2)).unwrap();
    let before = state(&g);
    for bad in [list(&[xy(0, 0), xy(9, 0)]), list(&[xy(0, 0), "Z99".into()]), list(&[xy(0, 0), js("[1, 2, 3]")]), list(&[xy(0, 0), js("[0.5, 1]")])] {
        assert_eq!(code(g.replay(bad).unwrap_err()), "badVertex");
        assert_eq!(state(&g), before, "nothing played");
    }
    for not_a_list in [JsValue::UNDEFINED, "D4".into(), js(r#"{"0": [0, 0]}"#)] {
        assert_eq!(code(g.replay(not_a_list).unwrap_err()), "badVertex");
    }
    assert_eq!(g.replay(list(&[])).unwrap(), 0);
    assert_eq!(state(&g), before);
}

#[wasm_bindgen_test]
fn verdicts_are_plain_objects_with_their_keys_in_the_documented_order() {
    let mut g = new_game(r#"{"size": 9}"#);
    let v = g.play(xy(0, 0)).unwrap();
    let keys = |v: &JsValue| json(&js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>()).into());
    assert_eq!(keys(&v), r#"["legal","captures"]"#);
    let proto: JsValue = js_sys::Object::get_prototype_of(&v).into();
    let plain: JsValue = js_sys::Object::get_prototype_of(&js("{}")).into();
    assert_eq!(proto, plain, "a plain object");
    assert!(js_sys::Array::is_array(&get(&v, "captures")));
    let no = g.play(xy(0, 0)).unwrap();
    assert_eq!(keys(&no), r#"["legal","reason","message","messageZh"]"#);
    assert_eq!(s(get(&no, "reason")), "occupied");
    // Each verdict is its own object: changing one changes no other.
    let (a, b) = (g.play(xy(5, 5)).unwrap(), g.play(xy(6, 6)).unwrap());
    js_sys::Reflect::set(&get(&a, "captures"), &0.into(), &1.into()).unwrap();
    assert_eq!(json(&b), r#"{"legal":true,"captures":[]}"#);
}

#[wasm_bindgen_test]
fn options_are_the_objects_own_fields() {
    // The check for unknown options reads the object's own fields; so does every option.
    let inherited = js_sys::Object::create(&js(r#"{"size": 9}"#).into());
    let g = tengen::wasm::Game::new(inherited.into()).unwrap();
    assert_eq!(g.width(), 19, "an inherited size is not an option");
    let g = new_game(r#"{"size": 9, "komi": null, "rules": "japanese"}"#);
    assert_eq!((g.width(), g.komi()), (9, 6.5), "null is absent; the preset's komi stays");
}
