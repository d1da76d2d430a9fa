//! The JavaScript API, tested through the facade's own functions with JavaScript values: the
//! same tests run under Node.js (`tests/node.rs`) and in headless Chrome (`tests/web.rs`).
//!
//! Covered: construction and options, every vertex notation, each kind of illegal move with its
//! reason, captures, ko and superko, undo and redo, the end of the game, scoring a finished
//! position (with dead stones, the estimate, the ownership map), SGF in and out, lessons and
//! exercise runs, the clock, and errors on bad input: each is an `Error` with a `code` and
//! leaves the state as it was; no input reaches a panic.

mod clock;
mod engine_move;
mod lessons;
mod moves;
mod play_at;
mod replay;
mod robustness;
mod scoring;
mod sgf;

pub use robustness::games_created_and_freed_do_not_grow_memory;

use tengen::wasm::{Game, version};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

// ------------------------------------------------------------------ helpers

fn get(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

fn s(v: JsValue) -> String {
    v.as_string().unwrap_or_else(|| panic!("not a string: {v:?}"))
}

fn n(v: JsValue) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v:?}"))
}

/// A JavaScript value from JSON text.
fn js(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap_or_else(|_| panic!("bad JSON in a test: {json}"))
}

/// A value as JSON text (to compare whole objects).
fn json(v: &JsValue) -> String {
    s(js_sys::JSON::stringify(v).unwrap().into())
}

fn xy(x: u32, y: u32) -> JsValue {
    js_sys::Array::of2(&x.into(), &y.into()).into()
}

fn new_game(options: &str) -> Game {
    Game::new(js(options)).unwrap()
}

fn diagram(d: &str, options: &str) -> Game {
    Game::from_diagram(d.into(), js(options)).unwrap()
}

/// The `code` of a thrown error, checking that it is a real `Error` with a message.
fn code(e: JsValue) -> String {
    assert!(e.is_instance_of::<js_sys::Error>(), "not an Error: {e:?}");
    let message = s(get(&e, "message"));
    assert!(!message.is_empty(), "an error without a message");
    // Whole sentences, so that a caller's next sentence is not run into it.
    assert!(message.ends_with(['.', '!', '?']), "a message without its full stop: {message:?}");
    let code = s(get(&e, "code"));
    assert!(tengen::wasm::errors::code::ALL.contains(&code.as_str()), "a code not in the table: {code}");
    code
}

/// Everything observable about a game's state, to check that an error changed nothing.
fn state(g: &Game) -> String {
    format!("{}|{}|{}|{}|{}|{}", g.diagram(), g.to_move(), g.move_number(), json(&g.captures()), g.is_over(), g.to_sgf())
}

fn legal(v: &JsValue) -> bool {
    get(v, "legal").as_bool().unwrap()
}

fn reason(v: &JsValue) -> String {
    assert!(!legal(v), "expected an illegal verdict: {}", json(v));
    assert!(!s(get(v, "message")).is_empty() && !s(get(v, "messageZh")).is_empty(), "explained in both languages");
    s(get(v, "reason"))
}

// ------------------------------------------------------------------ construction and options

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn defaults_are_nineteen_chinese_komi_seven_and_a_half() {
    let g = Game::new(JsValue::UNDEFINED).unwrap();
    assert_eq!((g.width(), g.height()), (19, 19));
    assert_eq!(g.to_move(), "black");
    assert_eq!(g.komi(), 7.5);
    assert_eq!(g.handicap(), 0);
    assert_eq!(g.move_number(), 0);
    assert!(g.last_move().is_null());
    assert!(g.end().is_null() && g.result().is_null() && !g.is_over());
    let rules = g.rules();
    assert_eq!(s(get(&rules, "name")), "chinese");
    assert_eq!(s(get(&rules, "ko")), "situational-superko");
    assert_eq!(s(get(&rules, "scoring")), "area");
    assert_eq!(get(&rules, "suicideAllowed"), JsValue::FALSE);
    let board = g.board().to_vec();
    assert_eq!(board.len(), 361);
    assert!(board.iter().all(|&c| c == 0));
    assert_eq!(json(&g.captures()), r#"{"black":0,"white":0}"#);
    assert_eq!(json(&Game::new(JsValue::NULL).unwrap().rules()), json(&new_game("{}").rules()));
}

#[wasm_bindgen_test]
fn options_choose_the_size_rules_komi_and_handicap() {
    let g = new_game(r#"{"size": 9}"#);
    assert_eq!((g.width(), g.height()), (9, 9));
    let g = new_game(r#"{"width": 13, "height": 9}"#);
    assert_eq!((g.width(), g.height(), g.board().length()), (13, 9, 117));
    let g = new_game(r#"{"size": 13, "width": 13}"#);
    assert_eq!((g.width(), g.height()), (13, 13));
    let g = new_game(r#"{"rules": "japanese", "komi": 6.5}"#);
    assert_eq!(s(get(&g.rules(), "name")), "japanese");
    assert_eq!(s(get(&g.rules(), "scoring")), "territory");
    assert_eq!(g.komi(), 6.5);
    let g = new_game(r#"{"rules": "AGA"}"#);
    assert_eq!(s(get(&g.rules(), "name")), "aga");
    let g = new_game(r#"{"rules": "tromp-taylor"}"#);
    assert_eq!(get(&g.rules(), "suicideAllowed"), JsValue::TRUE);
    // Fixed handicap on the traditional points: White moves first.
    let g = new_game(r#"{"size": 19, "handicap": 4}"#);
    assert_eq!(g.handicap(), 4);
    assert_eq!(g.to_move(), "white");
    assert_eq!(g.board().to_vec().iter().filter(|&&c| c == 1).count(), 4);
    for v in ["D4", "Q4", "D16", "Q16"] {
        assert_eq!(g.at(v.into()).unwrap(), "black", "{v}");
    }
    // Free placement.
    let g = new_game(r#"{"size": 9, "handicap": ["C3", [6, 2]]}"#);
    assert_eq!(g.handicap(), 2);
    assert_eq!(g.at("C3".into()).unwrap(), "black");
    assert_eq!(g.at("G7".into()).unwrap(), "black");
    // 0 (and 1) is an even game.
    assert_eq!(new_game(r#"{"handicap": 0}"#).to_move(), "black");
}

#[wasm_bindgen_test]
fn bad_options_throw_bad_options() {
    for bad in [
        r#"{"size": 1}"#,
        r#"{"size": 26}"#,
        r#"{"size": 9.5}"#,
        r#"{"size": -9}"#,
        r#"{"size": "9"}"#,
        r#"{"size": 9, "width": 13}"#,
        r#"{"width": 0, "height": 9}"#,
        r#"{"rules": "klingon"}"#,
        r#"{"rules": 1}"#,
        r#"{"komi": "7.5"}"#,
        r#"{"komi": 1e9}"#,
        r#"{"handicap": 10}"#,
        r#"{"size": 5, "handicap": 2}"#,
        r#"{"handicap": -1}"#,
        r#"{"handicap": ["D4"]}"#,
        r#"{"handicap": ["D4", "D4"]}"#,
        r#"{"handicap": ["D4", "Z99"]}"#,
        r#"{"sise": 9}"#,
        r#""nine""#,
        r#"9"#,
        r#"[9]"#,
        r#"true"#,
    ] {
        let e = Game::new(js(bad)).err().unwrap_or_else(|| panic!("{bad} should be refused"));
        assert_eq!(code(e), "badOptions", "{bad}");
    }
    let e = Game::new(js(r#"{"komi": null, "sise": 9}"#)).err().unwrap();
    assert!(s(get(&e, "message")).contains("sise"), "the message names the unknown option");
    let e = Game::new(js(r#"{"size": 30}"#)).err().unwrap();
    assert!(s(get(&e, "message")).contains("30"), "the message says what is wrong");
}

#[wasm_bindgen_test]
fn every_vertex_notation_names_the_same_point() {
    let g = diagram(". . .\n. X .\n. . .", "{}");
    let obj = js(r#"{"x": 1, "y": 1}"#);
    for v in [JsValue::from("B2"), "b2".into(), "bb".into(), "1,1".into(), xy(1, 1), obj] {
        assert_eq!(g.at(v.clone()).unwrap(), "black", "{v:?}");
        assert_eq!(s(get(&g.chain_at(v).unwrap(), "color")), "black");
    }
    // Returned vertices are always [x, y].
    let chain = g.chain_at("B2".into()).unwrap();
    assert_eq!(json(&get(&chain, "stones")), "[[1,1]]");
    assert_eq!(json(&get(&chain, "liberties")), "[[1,0],[0,1],[2,1],[1,2]]");
    assert!(g.chain_at("A1".into()).unwrap().is_null());
    // GTP rows count from the bottom: A1 is the lower left, [0, 2] on a 3×3 board.
    let mut g = new_game(r#"{"size": 3}"#);
    g.play("A1".into()).unwrap();
    assert_eq!(g.board().to_vec()[6], 1);
    assert_eq!(json(&get(&g.last_move(), "vertex")), "[0,2]");
}

#[wasm_bindgen_test]
fn bad_vertices_throw_bad_vertex_and_change_nothing() {
    let mut g = new_game(r#"{"size": 9}"#);
    g.play("E5".into()).unwrap();
    let before = state(&g);
    for bad in [
        JsValue::from("Z99"),
        "J10".into(),
        "I5".into(),
        "".into(),
        "pass".into(),
        "jj".into(),
        "9,0".into(),
        xy(9, 0),
        xy(0, 9),
        js("[-1, 0]"),
        js("[1.5, 0]"),
        js("[1]"),
        js("[1, 2, 3]"),
        js(r#"["a", "b"]"#),
        js(r#"{"x": 1}"#),
        js("{}"),
        JsValue::from(3),
        JsValue::from(f64::NAN),
        JsValue::NULL,
        JsValue::UNDEFINED,
        JsValue::TRUE,
    ] {
        assert_eq!(code(g.play(bad.clone()).unwrap_err()), "badVertex", "play {bad:?}");
        assert_eq!(code(g.check(bad.clone()).unwrap_err()), "badVertex", "check {bad:?}");
        assert_eq!(code(g.preview(bad.clone()).unwrap_err()), "badVertex", "preview {bad:?}");
        assert_eq!(code(g.chain_at(bad.clone()).unwrap_err()), "badVertex", "chainAt {bad:?}");
        assert_eq!(code(g.eye_at(bad.clone()).unwrap_err()), "badVertex", "eyeAt {bad:?}");
        assert_eq!(code(g.at(bad.clone()).unwrap_err()), "badVertex", "at {bad:?}");
        assert_eq!(state(&g), before, "{bad:?} changed the game");
    }
    assert!(s(get(&g.play("T20".into()).unwrap_err(), "message")).contains("T20"));
}
