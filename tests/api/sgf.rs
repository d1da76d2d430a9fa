//! SGF in and out through the JavaScript API, and bad records and diagrams.

use tengen::wasm::Game;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::{code, diagram, get, js, json, n, new_game, s, state};

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
