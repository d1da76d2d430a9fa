//! `game.engineMove(options)`: the engine's choice for the side to move, returned and never
//! played; options checked like every other options object.

use super::{code, diagram, get, js, json, legal, new_game, s, state};
use tengen::wasm::Game;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn engine_move(g: &Game, options: &str) -> JsValue {
    g.engine_move(js(options)).unwrap()
}

#[wasm_bindgen_test]
fn returns_a_legal_vertex_without_playing_it() {
    let mut g = new_game(r#"{"size": 9}"#);
    g.play("E5".into()).unwrap();
    let before = state(&g);
    let v = engine_move(&g, r#"{"playouts": 200, "seed": 7}"#);
    assert!(js_sys::Array::is_array(&v), "a vertex [x, y]: {}", json(&v));
    assert_eq!(js_sys::Array::from(&v).length(), 2);
    assert_eq!(state(&g), before, "nothing was played");
    assert!(g.at(v.clone()).unwrap().is_null(), "an empty point");
    let verdict = g.play(v).unwrap();
    assert!(legal(&verdict), "{}", json(&verdict));
    assert_eq!(g.at(get(&g.last_move(), "vertex")).unwrap(), "white", "White's answer");
}

#[wasm_bindgen_test]
fn the_same_seed_gives_the_same_move_and_the_options_are_optional() {
    let g = new_game(r#"{"size": 9}"#);
    let a = json(&engine_move(&g, r#"{"playouts": 100, "seed": 3}"#));
    assert_eq!(a, json(&engine_move(&g, r#"{"playouts": 100, "seed": 3}"#)));
    for options in [JsValue::UNDEFINED, JsValue::NULL, js("{}"), js(r#"{"playouts": 0}"#)] {
        let v = g.engine_move(options.clone()).unwrap();
        assert!(js_sys::Array::is_array(&v), "{options:?}: {}", json(&v));
    }
}

#[wasm_bindgen_test]
fn captures_a_stone_in_atari() {
    let g = diagram(
        ". . . . .\n\
         . . X . .\n\
         . X O X .\n\
         . . . . .\n\
         . . . . .",
        "{}",
    );
    assert_eq!(json(&engine_move(&g, r#"{"playouts": 100, "seed": 1}"#)), "[2,3]");
}

#[wasm_bindgen_test]
fn passes_with_null_when_only_its_eyes_are_left_or_the_game_is_over() {
    // Black owns the whole board but for two eyes; White may play nowhere.
    let g = diagram("X X X\n. X .\nX X X", "{}");
    assert!(engine_move(&g, "{}").is_null());
    let g = diagram("X X X\n. X .\nX X X", r#"{"toMove": "white"}"#);
    assert!(engine_move(&g, "{}").is_null());
    let mut g = new_game(r#"{"size": 9}"#);
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.is_over());
    assert!(engine_move(&g, "{}").is_null());
}

#[wasm_bindgen_test]
fn bad_options_throw_bad_options_and_change_nothing() {
    let mut g = new_game(r#"{"size": 9}"#);
    g.play("E5".into()).unwrap();
    let before = state(&g);
    for bad in [
        r#"{"playouts": -1}"#,
        r#"{"playouts": 100001}"#,
        r#"{"playouts": 1.5}"#,
        r#"{"playouts": "100"}"#,
        r#"{"seed": -1}"#,
        r#"{"seed": 4294967296}"#,
        r#"{"seed": true}"#,
        r#"{"playout": 10}"#,
        r#""fast""#,
        "[100]",
        "100",
        "true",
    ] {
        let e = g.engine_move(js(bad)).err().unwrap_or_else(|| panic!("{bad} should be refused"));
        assert_eq!(code(e.clone()), "badOptions", "{bad}");
        assert!(s(get(&e, "message")).contains("options"), "{bad}: the message names the options");
        assert_eq!(state(&g), before, "{bad} changed the game");
    }
    let e = g.engine_move(js(r#"{"playouts": 5, "sede": 1}"#)).err().unwrap();
    assert!(s(get(&e, "message")).contains("sede"), "the message names the unknown option");
}
