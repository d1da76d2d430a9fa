//! The JavaScript API, tested through the facade's own functions with JavaScript values: the
//! same tests run under Node.js (`tests/node.rs`) and in headless Chrome (`tests/web.rs`).
//!
//! Covered: construction and options, every vertex notation, each kind of illegal move with its
//! reason, captures, ko and superko, undo and redo, the end of the game, scoring a finished
//! position (with dead stones, the estimate, the ownership map), SGF in and out, lessons and
//! exercise runs, the clock, and errors on bad input: each is an `Error` with a `code` and
//! leaves the state as it was; no input reaches a panic.

mod engine_move;
mod play_at;
mod replay;

use tengen::wasm::{Clock, Game, Lesson, version};
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

// ------------------------------------------------------------------ moves, captures, verdicts

#[wasm_bindgen_test]
fn play_alternates_and_captures() {
    let mut g = new_game(r#"{"size": 9}"#);
    // Black surrounds the white stone at B9 on the top edge.
    for (v, color) in [("A9", 1), ("B9", -1), ("C9", 1), ("J1", -1)] {
        let r = g.play(v.into()).unwrap();
        assert_eq!(json(&r), r#"{"legal":true,"captures":[]}"#, "{v}");
        assert_eq!(g.at(v.into()).unwrap(), if color == 1 { "black" } else { "white" });
    }
    let r = g.play(xy(1, 1)).unwrap();
    assert_eq!(json(&r), r#"{"legal":true,"captures":[[1,0]]}"#);
    assert!(g.at("B9".into()).unwrap().is_null(), "the white stone was removed");
    assert_eq!(json(&g.captures()), r#"{"black":1,"white":0}"#);
    assert_eq!(json(&g.last_move()), r#"{"color":"black","vertex":[1,1],"captures":[[1,0]]}"#);
    assert_eq!(g.move_number(), 5);
    assert_eq!(g.to_move(), "white");
    let moves = g.moves().unwrap();
    assert_eq!(js_sys::Array::from(&moves).length(), 5);
    assert_eq!(json(&js_sys::Array::from(&moves).get(1)), r#"{"color":"white","vertex":[1,0],"captures":[]}"#);
}

#[wasm_bindgen_test]
fn check_and_preview_tell_what_a_move_would_do_without_playing_it() {
    // White's two stones at B2-C2 have two liberties left; Black at D2... (a ladder-like atari).
    let g = diagram(
        ". X X . .\n\
         X O O X .\n\
         . X . . .\n\
         . . . . .",
        "{}",
    );
    let before = state(&g);
    let r = g.check("C2".into()).unwrap();
    assert_eq!(json(&r), r#"{"legal":true,"captures":[[1,1],[2,1]]}"#);
    let p = g.preview("C2".into()).unwrap();
    assert_eq!(json(&get(&p, "captures")), "[[1,1],[2,1]]");
    assert_eq!(n(get(&p, "liberties")), 6.0);
    assert_eq!(get(&p, "selfAtari"), JsValue::FALSE);
    let g2 = diagram(
        ". X X . .\n\
         X O O . .\n\
         . X . . .\n\
         . . . . .",
        "{}",
    );
    let p = g2.preview("D3".into()).unwrap();
    assert_eq!(json(&get(&p, "ataris")), "[[1,1],[2,1]]", "the white pair is left in atari");
    assert_eq!(json(&get(&p, "captures")), "[]");
    assert_eq!(state(&g), before, "nothing was played");
    assert_eq!(reason(&g.check("B3".into()).unwrap()), "occupied");
    assert_eq!(reason(&g.preview("B3".into()).unwrap()), "occupied");
    let legal_moves = js_sys::Array::from(&g.legal_moves().unwrap());
    assert_eq!(legal_moves.length(), 13, "every empty point");
}

#[wasm_bindgen_test]
fn an_occupied_point_is_refused() {
    let mut g = Game::new(JsValue::UNDEFINED).unwrap();
    g.play("D4".into()).unwrap();
    let before = state(&g);
    let r = g.play("D4".into()).unwrap();
    assert_eq!(reason(&r), "occupied");
    assert!(s(get(&r, "message")).contains("stone"));
    assert_eq!(s(get(&r, "messageZh")), "这里已经有棋子了");
    assert_eq!(state(&g), before, "a refused move changes nothing");
}

#[wasm_bindgen_test]
fn suicide_is_refused_under_chinese_rules_and_allowed_where_the_rules_allow_it() {
    let position = ". O .\nO . O\n. O .";
    let mut g = diagram(position, "{}");
    let before = state(&g);
    let r = g.play("B2".into()).unwrap();
    assert_eq!(reason(&r), "suicide");
    assert!(s(get(&r, "messageZh")).contains("没有气"));
    assert_eq!(state(&g), before);
    assert_eq!(reason(&g.check("B2".into()).unwrap()), "suicide");
    // New Zealand rules allow suicide: the stone is removed at once.
    let mut nz = diagram(position, r#"{"rules": "new-zealand"}"#);
    assert_eq!(json(&nz.play("B2".into()).unwrap()), r#"{"legal":true,"captures":[]}"#);
    assert!(nz.at("B2".into()).unwrap().is_null());
    assert_eq!(n(get(&nz.captures(), "white")), 1.0, "White is credited with the stone");
    // Under Tromp-Taylor the same suicide repeats the stones on the board: positional superko.
    let mut tt = diagram(position, r#"{"rules": "tromp-taylor"}"#);
    assert_eq!(reason(&tt.play("B2".into()).unwrap()), "superko");
}

const KO: &str = "\
. X O . . .
X O . O . .
. X O . . .
. . . . . .
. . . . . .
. . . . . .";

#[wasm_bindgen_test]
fn ko_forbids_the_immediate_recapture_then_allows_it_after_a_threat() {
    let mut g = diagram(KO, "{}");
    assert_eq!(json(&g.play("C5".into()).unwrap()), r#"{"legal":true,"captures":[[1,1]]}"#);
    let before = state(&g);
    let r = g.play("B5".into()).unwrap();
    assert_eq!(reason(&r), "ko");
    assert!(s(get(&r, "messageZh")).contains("打劫"));
    assert_eq!(state(&g), before);
    g.play("F1".into()).unwrap(); // a threat elsewhere
    g.play("F2".into()).unwrap(); // answered
    assert_eq!(json(&g.play("B5".into()).unwrap()), r#"{"legal":true,"captures":[[2,1]]}"#);
}

/// Three kos on one board (the same diagram as tests/rules.rs).
const TRIPLE_KO: &str = include_str!("../data/positions/triple-ko.txt");

#[wasm_bindgen_test]
fn superko_forbids_repeating_a_whole_board_position() {
    let mut g = diagram(TRIPLE_KO, "{}");
    for mv in ["C8", "G8", "C4", "B8", "H8"] {
        let r = g.play(mv.into()).unwrap();
        assert!(legal(&r), "{mv}: {}", json(&r));
        assert_eq!(js_sys::Array::from(&get(&r, "captures")).length(), 1, "{mv} captures one stone");
    }
    let before = state(&g);
    // The sixth capture would bring back the starting position with Black to move.
    assert_eq!(reason(&g.play("B4".into()).unwrap()), "superko");
    assert_eq!(state(&g), before);
    assert!(!g.is_over());
    // Under simple ko the cycle is allowed, and a third repetition ends the game: no result.
    let mut simple = diagram(TRIPLE_KO, r#"{"rules": "chinese-simple-ko"}"#);
    for mv in ["C8", "G8", "C4", "B8", "H8", "B4"].iter().cycle().take(12) {
        assert!(legal(&simple.play((*mv).into()).unwrap()), "{mv}");
    }
    assert!(simple.is_over());
    assert_eq!(json(&simple.end()), r#"{"kind":"noResult"}"#);
    assert_eq!(s(get(&simple.result(), "reason")), "void");
    assert_eq!(reason(&simple.play("E5".into()).unwrap()), "gameOver");
}

#[wasm_bindgen_test]
fn passes_end_the_game_and_resignation_decides_it() {
    let mut g = new_game(r#"{"size": 9}"#);
    g.play("E5".into()).unwrap();
    assert_eq!(json(&g.pass().unwrap()), r#"{"legal":true,"captures":[]}"#);
    assert!(!g.is_over());
    assert_eq!(json(&get(&g.last_move(), "vertex")), "null", "a pass has no vertex");
    g.pass().unwrap();
    assert!(g.is_over());
    assert_eq!(json(&g.end()), r#"{"kind":"twoPasses"}"#);
    assert!(g.result().is_null(), "a game ended by passes is counted with score()");
    let before = state(&g);
    for r in [g.play("A1".into()).unwrap(), g.pass().unwrap(), g.resign(JsValue::UNDEFINED).unwrap()] {
        assert_eq!(reason(&r), "gameOver");
    }
    assert_eq!(state(&g), before);
    assert!(g.resume());
    assert!(!g.is_over());
    assert_eq!(json(&g.resign(JsValue::UNDEFINED).unwrap()), r#"{"legal":true,"captures":[]}"#);
    // White was to move, so White resigned.
    assert_eq!(json(&g.end()), r#"{"kind":"resignation","winner":"black"}"#);
    assert_eq!(
        json(&g.result()),
        r#"{"winner":"black","reason":"resignation","sgf":"B+R","en":"Black wins by resignation","zh":"黑中盘胜"}"#
    );
    assert!(g.to_sgf().contains("RE[B+R]"));
    assert!(g.undo(), "undo takes back the resignation");
    assert!(!g.is_over());
    g.resign("black".into()).unwrap();
    assert_eq!(s(get(&g.result(), "winner")), "white");
    g.undo();
    assert_eq!(code(g.resign("red".into()).unwrap_err()), "badColor");
    assert!(!g.is_over());
}

#[wasm_bindgen_test]
fn undo_and_redo_walk_the_history() {
    let mut g = new_game(r#"{"size": 9}"#);
    assert!(!g.undo() && !g.redo(), "nothing to undo or redo at the start");
    for v in ["C3", "G7", "E5"] {
        g.play(v.into()).unwrap();
    }
    let after_three = state(&g);
    assert!(g.undo());
    assert!(g.undo());
    assert_eq!(g.move_number(), 1);
    assert_eq!(g.to_move(), "white");
    assert!(g.at("G7".into()).unwrap().is_null());
    assert!(g.redo());
    assert!(g.redo());
    assert!(!g.redo());
    assert_eq!(state(&g), after_three);
    // Captures are undone too.
    let mut k = diagram(KO, "{}");
    k.play("C5".into()).unwrap();
    assert_eq!(n(get(&k.captures(), "black")), 1.0);
    assert!(k.undo());
    assert_eq!(k.at("B5".into()).unwrap(), "white");
    assert_eq!(n(get(&k.captures(), "black")), 0.0);
    // A new move forgets the moves taken back.
    g.undo();
    g.play("A1".into()).unwrap();
    assert!(!g.redo());
    // clone() is independent.
    let copy = g.copy();
    g.undo();
    assert_eq!(copy.move_number(), 3);
    assert_eq!(g.move_number(), 2);
}

#[wasm_bindgen_test]
fn eyes_and_chains_in_atari() {
    let g = diagram(
        ". X . X O\n\
         X X X X O\n\
         O O O O O\n\
         . . . . .",
        "{}",
    );
    assert_eq!(json(&g.eye_at("A4".into()).unwrap()), r#"{"color":"black","kind":"real"}"#);
    assert!(g.eye_at("A1".into()).unwrap().is_null());
    assert_eq!(json(&g.chains_in_atari("black".into()).unwrap()), "[]");
    let g = diagram(". X O .\nX O . .\n. X O .\n. . . .", "{}");
    assert_eq!(json(&g.chains_in_atari("white".into()).unwrap()), "[[[1,1]]]");
    assert_eq!(code(g.chains_in_atari(JsValue::from(1)).unwrap_err()), "badColor");
}

// ------------------------------------------------------------------ scoring

/// Black owns the two left columns, White the two right ones; a white stone sits dead in
/// Black's area.
const FINISHED: &str = "\
O X O .
. X O .
. X O .
. X O .";

#[wasm_bindgen_test]
fn a_finished_position_is_counted_with_its_dead_stones() {
    let mut g = diagram(FINISHED, r#"{"komi": 0}"#);
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.is_over());
    let sc = g.score(js("[[0, 0]]")).unwrap();
    assert_eq!(s(get(&sc, "scoring")), "area");
    assert_eq!((n(get(&sc, "width")), n(get(&sc, "points")), n(get(&sc, "base"))), (4.0, 16.0, 8.0));
    assert_eq!(n(get(&get(&sc, "black"), "total")), 8.0);
    assert_eq!(n(get(&get(&sc, "white"), "total")), 8.0);
    assert_eq!(n(get(&get(&sc, "black"), "deadRemoved")), 1.0);
    assert_eq!(s(get(&sc, "resultSgf")), "0");
    assert_eq!(s(get(&sc, "resultZh")), "和棋");
    assert!(get(&sc, "winner").is_null());
    assert_eq!(json(&get(&sc, "dead")), "[[0,0]]");
    assert_eq!(json(&get(&sc, "result")), r#"{"kind":"draw"}"#);
    let ownership = js_sys::Array::from(&get(&sc, "ownership"));
    assert_eq!(ownership.length(), 16);
    assert_eq!(json(&ownership.get(0)), r#"{"vertex":[0,0],"owner":"black","reason":"deadWhite","seki":false}"#);
    assert_eq!(s(get(&ownership.get(3), "owner")), "white");
    // With komi 7.5 (the default) White wins by 7.5 points, 3¾ stones.
    let g = diagram(FINISHED, "{}");
    let sc = g.score(js(r#"["A4"]"#)).unwrap();
    assert_eq!(s(get(&sc, "resultSgf")), "W+7.5");
    assert_eq!(s(get(&sc, "winner")), "white");
    assert_eq!(n(get(&sc, "marginPoints")), -7.5);
    assert_eq!(s(get(&sc, "resultZh")), "白胜3¾子");
    // Without the dead stone removed, Black's area is shared with it.
    let sc = g.score(JsValue::UNDEFINED).unwrap();
    assert!(n(get(&get(&sc, "black"), "total")) < 8.0);
    // Territory counting for the same position.
    let both = g.compare_methods(js(r#"["A4"]"#)).unwrap();
    assert_eq!(s(get(&get(&both, "territory"), "scoring")), "territory");
    assert_eq!(s(get(&get(&both, "area"), "scoring")), "area");
}

#[wasm_bindgen_test]
fn the_estimate_suggests_dead_stones_and_an_ownership_map() {
    let g = diagram(FINISHED, "{}");
    let e = g.estimate(js(r#"{"playouts": 60, "seed": 7}"#)).unwrap();
    assert_eq!(json(&get(&e, "dead")), "[[0,0]]", "the lone white stone in Black's area is dead");
    let own = js_sys::Array::from(&get(&e, "ownership"));
    assert_eq!(own.length(), 16);
    assert!(n(own.get(1)) > 0.5 && n(own.get(3)) < -0.5, "Black's wall is Black's, White's is White's");
    assert_eq!(n(get(&e, "playouts")), 60.0);
    assert_eq!(json(&e), json(&g.estimate(js(r#"{"playouts": 60, "seed": 7}"#)).unwrap()), "deterministic");
    // Marking dead stones group by group.
    let dead = g.toggle_dead(js("[]"), "A4".into()).unwrap();
    assert_eq!(json(&dead), "[[0,0]]");
    assert_eq!(json(&g.toggle_dead(dead, "A4".into()).unwrap()), "[]");
    for bad in [r#"{"playouts": -1}"#, r#"{"playouts": 1e6}"#, r#"{"seed": 1.5}"#, r#"{"seeds": 1}"#, "3"] {
        assert_eq!(code(g.estimate(js(bad)).unwrap_err()), "badOptions", "{bad}");
    }
}

#[wasm_bindgen_test]
fn bad_dead_stones_throw_and_count_nothing() {
    let g = diagram(FINISHED, "{}");
    let e = g.score(js(r#"["D1"]"#)).unwrap_err();
    assert_eq!(code(e.clone()), "badDeadStones");
    assert_eq!(s(get(&e, "reason")), "emptyPoint");
    assert!(!s(get(&e, "messageZh")).is_empty());
    assert_eq!(code(g.score(js(r#"["Z9"]"#)).unwrap_err()), "badVertex");
    assert_eq!(code(g.score(js(r#""A4""#)).unwrap_err()), "badVertex");
    assert_eq!(code(g.toggle_dead(js("[]"), "D1".into()).unwrap_err()), "badDeadStones");
}

// ------------------------------------------------------------------ SGF

const RECORD: &str = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Lee Sedol]PW[柯洁]DT[2024-01-01];B[ee];W[cc];B[gc];W[])";

#[wasm_bindgen_test]
fn sgf_in_replays_the_main_line() {
    let mut g = Game::from_sgf(RECORD.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!((g.width(), g.move_number(), g.komi()), (9, 4, 6.5));
    assert_eq!(s(get(&g.rules(), "name")), "japanese");
    assert_eq!(g.to_move(), "black");
    assert_eq!(g.at("ee".into()).unwrap(), "black");
    assert_eq!(g.at("cc".into()).unwrap(), "white");
    assert_eq!(json(&g.last_move()), r#"{"color":"white","vertex":null,"captures":[]}"#);
    // The history is the record's: undo walks back to the start.
    for _ in 0..4 {
        assert!(g.undo());
    }
    assert!(!g.undo());
    assert!(g.board().to_vec().iter().all(|&c| c == 0));
    // Options override the record's rules and komi.
    let g = Game::from_sgf(RECORD.into(), js(r#"{"rules": "chinese", "komi": 7.5}"#)).unwrap();
    assert_eq!(s(get(&g.rules(), "name")), "chinese");
    assert_eq!(g.komi(), 7.5);
    let korean = Game::from_sgf("(;SZ[9]RU[Korean])".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(s(get(&korean.rules(), "name")), "korean");
    assert!(korean.to_sgf().contains("RU[korean]"));
    // Setup stones and the player to move.
    let g = Game::from_sgf("(;SZ[5]AB[aa][bb]AW[cc]PL[W])".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(g.to_move(), "white");
    assert_eq!(g.diagram(), "X . . . .\n. X . . .\n. . O . .\n. . . . .\n. . . . .\n");
}

#[wasm_bindgen_test]
fn sgf_out_round_trips() {
    let g = Game::from_sgf(RECORD.into(), JsValue::UNDEFINED).unwrap();
    let text = g.to_sgf();
    for part in ["SZ[9]", "KM[6.5]", "RU[japanese]", "PB[Lee Sedol]", "PW[柯洁]", "DT[2024-01-01]", "B[ee]", "W[cc]", "W[]"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    let again = Game::from_sgf(text.clone().into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(state(&again), state(&g));
    // A game played here, with a handicap and a capture.
    let mut h = new_game(r#"{"size": 9, "handicap": 2, "komi": 0.5}"#);
    for v in ["E5", "D5", "F5"] {
        h.play(v.into()).unwrap();
    }
    let text = h.to_sgf();
    assert!(text.contains("HA[2]") && text.contains("AB[") && text.contains("KM[0.5]"), "{text}");
    let back = Game::from_sgf(text.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(back.diagram(), h.diagram());
    assert_eq!(back.handicap(), 2);
    assert_eq!(back.to_move(), h.to_move());
    // Rectangular boards.
    let r = new_game(r#"{"width": 13, "height": 9}"#);
    assert!(r.to_sgf().contains("SZ[13:9]"));
    assert_eq!(Game::from_sgf(r.to_sgf().into(), JsValue::UNDEFINED).unwrap().width(), 13);
}

#[wasm_bindgen_test]
fn bad_sgf_throws_bad_sgf_with_where_and_why() {
    for bad in ["", "not sgf", "(;SZ[9];B[zz])", "(;SZ[0])", "(;SZ[30])", "(;SZ[9]C[open"] {
        let e = Game::from_sgf(bad.into(), JsValue::UNDEFINED).err().unwrap_or_else(|| panic!("{bad:?} should be refused"));
        assert_eq!(code(e.clone()), "badSgf", "{bad:?}");
        assert!(get(&e, "line").as_f64().is_some() && get(&e, "column").as_f64().is_some());
    }
    let e = Game::from_sgf("(;SZ[9];B[ee];W[ee])".into(), JsValue::UNDEFINED).err().unwrap();
    assert_eq!(s(get(&e, "reason")), "occupied");
    assert_eq!(n(get(&e, "moveNumber")), 2.0);
    let e = Game::from_sgf("(;SZ[9]\n;B[ee]\n;W[e".into(), JsValue::UNDEFINED).err().unwrap();
    assert_eq!(n(get(&e, "line")), 3.0, "{}", s(get(&e, "message")));
    assert_eq!(code(Game::from_sgf(JsValue::from(42), JsValue::UNDEFINED).err().unwrap()), "badSgf");
    assert_eq!(code(Game::from_sgf(RECORD.into(), js(r#"{"rules": "klingon"}"#)).err().unwrap()), "badOptions");
    assert_eq!(code(Game::from_sgf(RECORD.into(), js(r#"{"strict": "yes"}"#)).err().unwrap()), "badOptions");
    // Strict mode refuses what lenient mode repairs.
    let damaged = "(;GM[1]FF[4]SZ[9];B[ee]";
    assert!(Game::from_sgf(damaged.into(), JsValue::UNDEFINED).is_ok());
    assert_eq!(code(Game::from_sgf(damaged.into(), js(r#"{"strict": true}"#)).err().unwrap()), "badSgf");
}

#[wasm_bindgen_test]
fn bad_diagrams_throw_bad_position() {
    for bad in ["X O\nO .", "X .\n. . .", "X ?", "X", ""] {
        assert_eq!(code(Game::from_diagram(bad.into(), JsValue::UNDEFINED).err().unwrap()), "badPosition", "{bad:?}");
    }
    assert_eq!(code(Game::from_diagram(". .\n. .".into(), js(r#"{"toMove": "red"}"#)).err().unwrap()), "badOptions");
    let g = diagram(". .\n. .", r#"{"toMove": "white"}"#);
    assert_eq!(g.to_move(), "white");
}

// ------------------------------------------------------------------ lessons

/// A small lesson in the school's format (lessons/README.md).
const LESSON: &str = r#"{
  "format": 1, "id": "example", "unit": 1,
  "title": {"en": "Capture", "zh": "提子"},
  "summary": {"en": "Take the last liberty.", "zh": "紧掉最后一口气。"},
  "intro": [{"text": {"en": "A stone without liberties is removed.", "zh": "没有气的棋子要被提掉。"}}],
  "exercises": [{
    "id": "take", "kind": "play",
    "prompt": {"en": "Capture the white stone.", "zh": "提掉白子。"},
    "position": {"diagram": [". . . . .", ". . X . .", ". X O . .", ". . X . .", ". . . . ."]},
    "goal": {"captureAtLeast": 1},
    "answer": "D3",
    "hints": [{"text": {"en": "Where is its last liberty?", "zh": "它最后一口气在哪里？"}, "area": ["D2", "D3", "D4"]}]
  }]
}"#;

#[wasm_bindgen_test]
fn a_lesson_is_checked_and_viewed() {
    let lesson = Lesson::new(js(LESSON)).unwrap();
    assert_eq!((lesson.id().as_str(), lesson.unit()), ("example", 1));
    let view = lesson.view().unwrap();
    assert_eq!(json(&get(&view, "title")), r#"{"en":"Capture","zh":"提子"}"#);
    let intro = js_sys::Array::from(&get(&view, "intro"));
    assert_eq!(s(get(&get(&intro.get(0), "text"), "zh")), "没有气的棋子要被提掉。");
    let ex = js_sys::Array::from(&get(&view, "exercises")).get(0);
    assert_eq!(s(get(&ex, "kind")), "play");
    assert_eq!(s(get(&ex, "learner")), "black");
    assert!(s(get(&ex, "sgf")).starts_with("(;"));
    // The JSON text works too.
    assert_eq!(Lesson::new(LESSON.into()).unwrap().id(), "example");
}

#[wasm_bindgen_test]
fn an_exercise_run_judges_attempts() {
    let lesson = Lesson::new(js(LESSON)).unwrap();
    let mut run = lesson.run("take".into()).unwrap();
    assert_eq!((run.stage(), run.solved(), run.exercise_id().as_str()), (0, false, "take"));
    assert_eq!(s(get(&run.prompt().unwrap(), "en")), "Capture the white stone.");
    let start = run.sgf();
    // A legal move that misses the goal: explained, nothing kept.
    let v = run.attempt(js(r#"{"play": "A1"}"#)).unwrap();
    assert_eq!((get(&v, "legal"), get(&v, "correct"), get(&v, "solved")), (JsValue::TRUE, JsValue::FALSE, JsValue::FALSE));
    assert!(!s(get(&get(&v, "explanation"), "zh")).is_empty());
    assert_eq!(run.sgf(), start);
    // An illegal move: its reason.
    let v = run.attempt(js(r#"{"play": [2, 1]}"#)).unwrap();
    assert_eq!((get(&v, "legal"), s(get(&v, "reason"))), (JsValue::FALSE, "occupied".to_string()));
    // Hints, then the answer.
    let h = run.hint().unwrap();
    assert_eq!(get(&h, "isAnswer"), JsValue::FALSE);
    assert_eq!(js_sys::Array::from(&get(&h, "points")).length(), 3);
    assert_eq!(get(&run.answer().unwrap(), "isAnswer"), JsValue::TRUE);
    // The right move, in any notation.
    let v = run.attempt(js(r#"{"play": {"x": 3, "y": 2}}"#)).unwrap();
    assert_eq!((get(&v, "correct"), get(&v, "solved")), (JsValue::TRUE, JsValue::TRUE));
    assert!(run.solved());
    assert_ne!(run.sgf(), start);
    let game = run.game();
    assert!(game.at("C3".into()).unwrap().is_null(), "the white stone was captured");
    run.reset();
    assert!(!run.solved());
    assert_eq!(run.sgf(), start);
    assert!(legal(&run.game().play("A1".into()).unwrap()));
    assert_eq!(run.sgf(), start, "playing on a copy does not change the run");
    // Other attempt shapes are judged (a pass, points, an answer), not thrown.
    for a in [r#""pass""#, r#"{"pass": true}"#, r#"{"points": ["A1"]}"#, r#"{"answer": "4"}"#, r#"{"answer": 4}"#, r#""D3""#] {
        let mut r = lesson.run("take".into()).unwrap();
        assert!(get(&r.attempt(js(a)).unwrap(), "correct").is_truthy() == (a == r#""D3""#), "{a}");
    }
}

#[wasm_bindgen_test]
fn bad_lessons_and_attempts_throw_with_codes() {
    // The checker finds the wrong answer and says where.
    let wrong = LESSON.replace(r#""answer": "D3""#, r#""answer": "A1""#);
    let e = Lesson::new(js(&wrong)).err().unwrap();
    assert_eq!(code(e.clone()), "badLesson");
    let errors = js_sys::Array::from(&get(&e, "errors"));
    assert!(errors.length() >= 1);
    assert!(s(get(&errors.get(0), "path")).contains("exercises[0]"), "{}", json(&errors));
    // A malformed file: unknown field, missing field, not JSON, not an object.
    for bad in [
        LESSON.replace(r#""unit": 1"#, r#""unit": 1, "colour": "red""#),
        LESSON.replace(r#""unit": 1,"#, ""),
        "{".to_string(),
        "[]".to_string(),
    ] {
        let e = Lesson::new(bad.clone().into()).err().unwrap_or_else(|| panic!("{bad} should be refused"));
        assert_eq!(code(e.clone()), "badLesson");
        assert!(js_sys::Array::is_array(&get(&e, "errors")));
    }
    assert_eq!(code(Lesson::new(JsValue::from(3)).err().unwrap()), "badLesson");
    let lesson = Lesson::new(js(LESSON)).unwrap();
    assert_eq!(code(lesson.run("nope".into()).err().unwrap()), "unknownExercise");
    assert_eq!(code(lesson.run(JsValue::NULL).err().unwrap()), "unknownExercise");
    let mut run = lesson.run("take".into()).unwrap();
    let start = run.sgf();
    for bad in ["3", "null", r#"{"play": "D3", "pass": true}"#, r#"{"move": "D3"}"#, r#"{"points": "D3"}"#, r#"{"answer": null}"#, "[]"] {
        assert_eq!(code(run.attempt(js(bad)).unwrap_err()), "badAttempt", "{bad}");
    }
    for bad in [r#"{"play": "Z9"}"#, r#"{"play": [5, 0]}"#, r#"{"points": [[9, 9]]}"#, r#""Q16""#] {
        assert_eq!(code(run.attempt(js(bad)).unwrap_err()), "badVertex", "{bad}");
    }
    assert_eq!(run.sgf(), start);
    assert!(!run.solved());
}

// ------------------------------------------------------------------ clock

#[wasm_bindgen_test]
fn the_clock_counts_byo_yomi() {
    let mut c = Clock::new(js(r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 3, "periodMs": 60000}"#)).unwrap();
    assert!(c.running().is_null());
    c.start("black".into(), 0.0).unwrap();
    assert_eq!(c.running(), "black");
    c.press(500.0).unwrap();
    assert_eq!(c.running(), "white");
    let t = c.time_left("black".into(), 500.0).unwrap();
    assert_eq!(json(&t), r#"{"mainMs":500,"periods":3,"periodMs":60000,"inOvertime":false,"flagged":false}"#);
    // White thinks into overtime: the referee calls the seconds.
    let calls = c.callouts("white".into(), 500.0, 1500.0 + 30_500.0).unwrap();
    let calls = js_sys::Array::from(&calls);
    assert!(calls.length() >= 1, "{}", json(&calls));
    assert!(!s(get(&calls.get(0), "zh")).is_empty() && !s(get(&calls.get(0), "en")).is_empty());
    assert_eq!(code(c.press(100.0).unwrap_err()), "badClock", "time cannot go back");
    assert_eq!(code(c.start("red".into(), 600.0).unwrap_err()), "badColor");
    assert_eq!(code(c.time_left("black".into(), -1.0).unwrap_err()), "badClock");
    assert_eq!(code(c.time_left("black".into(), f64::NAN).unwrap_err()), "badClock");
    for bad in [
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 0, "periodMs": 1000}"#,
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 5000, "periodMs": 1000}"#,
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 3}"#,
        r#"{"kind": "fischer", "mainMs": -5, "incrementMs": 1000}"#,
        r#"{"kind": "sandglass"}"#,
        r#"{"mainMs": 1000}"#,
        r#"{"kind": "absolute", "mainMs": 1000, "extra": 1}"#,
        r#""byoyomi""#,
    ] {
        assert_eq!(code(Clock::new(js(bad)).err().unwrap()), "badClock", "{bad}");
    }
    assert!(Clock::new(js(r#"{"kind": "unlimited"}"#)).is_ok());
}

// ------------------------------------------------------------------ no panic from any input

/// Every method, fed values of every JavaScript type: each call returns or throws an `Error`
/// with a code (a panic would abort the whole test run).
#[wasm_bindgen_test]
fn no_input_reaches_a_panic() {
    let values: Vec<JsValue> = vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::TRUE,
        JsValue::from(0),
        JsValue::from(-1),
        JsValue::from(1e300),
        JsValue::from(f64::NAN),
        JsValue::from(f64::INFINITY),
        JsValue::from(""),
        JsValue::from("D4"),
        JsValue::from("😀😀"),
        JsValue::from("x".repeat(10_000)),
        js("[]"),
        js("[0]"),
        js("[0, 0]"),
        js("[1e10, 0]"),
        js("[[0, 0]]"),
        js(r#"[["Z9"]]"#),
        js("{}"),
        js(r#"{"x": 0, "y": 0}"#),
        js(r#"{"size": 9}"#),
        js(r#"{"play": [0, 0]}"#),
        js_sys::Symbol::for_("tengen").into(),
        js_sys::BigInt::from(5).into(),
        js_sys::Function::new_no_args("return 1").into(),
    ];
    let check = |what: &str, r: Result<JsValue, JsValue>| {
        if let Err(e) = r {
            let c = code(e);
            assert!(!c.is_empty() && c != "internal", "{what}: {c}");
        }
    };
    for v in &values {
        check("new Game", Game::new(v.clone()).map(JsValue::from));
        check("fromSgf", Game::from_sgf(v.clone(), JsValue::UNDEFINED).map(JsValue::from));
        check("fromSgf options", Game::from_sgf("(;SZ[9])".into(), v.clone()).map(JsValue::from));
        check("fromDiagram", Game::from_diagram(v.clone(), v.clone()).map(JsValue::from));
        check("Lesson", Lesson::new(v.clone()).map(JsValue::from));
        check("Clock", Clock::new(v.clone()).map(JsValue::from));
        let mut g = new_game(r#"{"size": 9}"#);
        g.play("E5".into()).unwrap();
        let before = state(&g);
        check("play", g.play(v.clone()));
        if state(&g) != before {
            assert!(g.undo(), "a legal play was made: take it back");
        }
        assert_eq!(state(&g), before);
        check("check", g.check(v.clone()));
        check("preview", g.preview(v.clone()));
        check("chainAt", g.chain_at(v.clone()));
        check("eyeAt", g.eye_at(v.clone()));
        check("at", g.at(v.clone()));
        check("chainsInAtari", g.chains_in_atari(v.clone()));
        check("score", g.score(v.clone()));
        check("compareMethods", g.compare_methods(v.clone()));
        check("toggleDead", g.toggle_dead(v.clone(), v.clone()));
        check("estimate", g.estimate(if v.is_object() { v.clone() } else { js(r#"{"playouts": 2}"#) }));
        let lesson = Lesson::new(js(LESSON)).unwrap();
        check("run", lesson.run(v.clone()).map(JsValue::from));
        let mut run = lesson.run("take".into()).unwrap();
        check("attempt", run.attempt(v.clone()));
        let mut c = Clock::new(js(r#"{"kind": "absolute", "mainMs": 1000}"#)).unwrap();
        check("clock start", c.start(v.clone(), 0.0).map(|()| JsValue::UNDEFINED));
        check("timeLeft", c.time_left(v.clone(), v.as_f64().unwrap_or(0.0)));
        g.resign(JsValue::UNDEFINED).unwrap();
        g.undo();
        check("resign", g.resign(v.clone()));
    }
}

// ------------------------------------------------------------------ memory

fn memory_bytes() -> u32 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory.buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length()
}

/// Calls a method of a JavaScript object.
fn call(object: &JsValue, method: &str) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = get(object, method).unchecked_into();
    f.call0(object)
}

/// Creates and frees `cycles` games through JavaScript's `free()` (after a warm-up) and checks
/// that the wasm memory did not grow. `tests/node.rs` runs 100,000 cycles; the browser suite
/// fewer, since a test blocks the page that the test runner polls.
pub fn games_created_and_freed_do_not_grow_memory(cycles: u32) {
    let options = js(r#"{"size": 19}"#);
    // Each game goes to JavaScript as a `Game` object, which is freed with its own `free()`.
    let cycle = || {
        let mut game = Game::new(options.clone()).unwrap();
        game.play("D4".into()).unwrap();
        let object = JsValue::from(game);
        call(&object, "free").unwrap();
    };
    for _ in 0..1_000 {
        cycle();
    }
    let before = memory_bytes();
    for _ in 0..cycles {
        cycle();
    }
    assert_eq!(memory_bytes(), before, "the wasm memory grew");
}

#[wasm_bindgen_test]
fn a_freed_game_cannot_be_used() {
    let object = JsValue::from(new_game(r#"{"size": 9}"#));
    assert!(call(&object, "toSgf").unwrap().is_string());
    call(&object, "free").unwrap();
    let e = call(&object, "toSgf").unwrap_err();
    assert!(e.is_instance_of::<js_sys::Error>(), "using a freed game throws an Error");
    // `using` (explicit resource management) calls `free` through Symbol.dispose, where the
    // JavaScript engine has it.
    let symbol = get(&get(&js_sys::global(), "Symbol"), "dispose");
    if symbol.is_symbol() {
        let object = JsValue::from(new_game(r#"{"size": 9}"#));
        let dispose: js_sys::Function = js_sys::Reflect::get(&object, &symbol).unwrap().unchecked_into();
        dispose.call0(&object).unwrap();
        assert!(call(&object, "toSgf").is_err(), "disposed");
    }
}

// ------------------------------------------------------------------ hardening (issue 16)

#[wasm_bindgen_test]
fn a_bad_board_size_names_the_sizes_allowed() {
    for bad in ["1e9", "1", "26", "2.5", "-3", "\"9\""] {
        for key in ["size", "width", "height"] {
            let e = Game::new(js(&format!(r#"{{"{key}": {bad}}}"#))).err().unwrap_or_else(|| panic!("{key} {bad}"));
            let message = s(get(&e, "message"));
            assert_eq!(code(e), "badOptions");
            assert!(message.contains("from 2 to 25"), "{key} {bad}: {message}");
            assert!(!message.contains("to 1000"), "{key} {bad}: {message}");
        }
    }
    let e = Game::new(js(r#"{"size": 1e9}"#)).err().unwrap();
    assert_eq!(s(get(&e, "message")), "options.size must be a whole number from 2 to 25, not 1000000000.");
}

#[wasm_bindgen_test]
fn komi_survives_to_sgf_and_from_sgf_exactly() {
    // Read back as 1.5, 1, 5, -2 and 7.5 before: the hundredths and stones guesses for other
    // programs' records applied to tengen's own.
    for komi in [150.0, 100.0, 500.0, -200.0, 3.75, -3.75, 1000.0, -1000.0, 0.25, 7.5, 0.0] {
        for rules in ["chinese", "japanese"] {
            let g = new_game(&format!(r#"{{"size": 9, "komi": {komi}, "rules": "{rules}"}}"#));
            let text = g.to_sgf();
            assert!(text.contains("AP[tengen:"), "{text}");
            let back = Game::from_sgf(text.clone().into(), JsValue::UNDEFINED).unwrap();
            assert_eq!(back.komi(), komi, "{text}");
            // And again: a second round trip changes nothing either.
            assert_eq!(back.to_sgf(), text);
        }
    }
    // Past the limit every entry point shares: an error, not a komi of 1234.56.
    for text in ["(;SZ[9]KM[123456])", "(;SZ[9]KM[1000.5])", "(;SZ[9]KM[seven])"] {
        let e = Game::from_sgf(text.into(), JsValue::UNDEFINED).err().unwrap_or_else(|| panic!("{text}"));
        assert_eq!(code(e), "badSgf", "{text}");
    }
    // Another program's record still gets its komi guessed as it meant it.
    assert_eq!(Game::from_sgf("(;SZ[9]KM[375])".into(), JsValue::UNDEFINED).unwrap().komi(), 7.5);
}

#[wasm_bindgen_test]
fn text_that_is_no_game_tree_throws_bad_sgf() {
    for text in ["hello (world", "see the record (attached)", "hello (;world)", "((()))"] {
        let e = Game::from_sgf(text.into(), JsValue::UNDEFINED).err().unwrap_or_else(|| panic!("{text:?} was read as a game"));
        assert_eq!(code(e), "badSgf", "{text:?}");
    }
}

#[wasm_bindgen_test]
fn a_hundred_thousand_sibling_variations_load() {
    let text = format!("(;SZ[9];B[ee]{}(;W[cc];B[dd]))", "(;W[aa])".repeat(100_000));
    let g = Game::from_sgf(text.into(), JsValue::UNDEFINED).unwrap();
    // The main line is the first variation.
    assert_eq!(g.move_number(), 2);
    assert_eq!(s(g.at("A9".into()).unwrap()), "white");
}
