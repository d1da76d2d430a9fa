//! Moves through the JavaScript API: play, captures, what check and preview tell, occupied
//! points, suicide, ko and superko, passes and resignation, undo and redo, eyes and ataris.

use tengen::wasm::Game;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::{code, diagram, get, json, legal, n, new_game, reason, s, state, xy};

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
