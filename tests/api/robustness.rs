//! Bad input and lifetimes: no input reaches a panic, freed games give their memory back and
//! cannot be used, and the hardening of issue 16 (board sizes, exact komi, bad SGF).

use tengen::wasm::{Clock, Game, Lesson};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

use super::lessons::LESSON;
use super::{code, get, js, new_game, s, state};

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

// ------------------------------------------------------------------ the options reader

/// The options reader takes numbers, booleans and short ASCII strings from one call and
/// everything else from the object's values: each kind reads the same, and each wrong one is
/// refused with the field named.
#[wasm_bindgen_test]
fn options_of_every_kind_read_the_same() {
    // Numbers and short strings, twice in a row in different orders and lengths.
    let g = new_game(r#"{"rules": "japanese", "size": 13, "komi": 0.5}"#);
    assert_eq!((g.width(), g.komi()), (13, 0.5));
    let g = new_game(r#"{"size": 9, "rules": "chinese"}"#);
    assert_eq!((g.width(), g.komi()), (9, 7.5));
    let g = new_game(r#"{"size": 9, "rules": "Chinese-Simple-Ko"}"#);
    assert_eq!(g.width(), 9, "a preset name in another case");
    // Strings the one call does not carry as bytes: not ASCII, or long.
    for name in ["中国规则".to_owned(), "x".repeat(70)] {
        let e = Game::new(js(&format!(r#"{{"rules": "{name}"}}"#))).err().unwrap_or_else(|| panic!("{name}"));
        let message = s(get(&e, "message"));
        assert_eq!(code(e), "badOptions", "{name}");
        assert!(message.contains(&name), "the message names {name}: {message}");
    }
    // Wrong kinds, each named.
    for (bad, says) in [
        (r#"{"size": "9"}"#, "options.size must be a whole number from 2 to 25, not \"9\"."),
        (r#"{"size": true}"#, "options.size must be a whole number from 2 to 25, not true."),
        (r#"{"size": [9]}"#, "options.size must be a whole number from 2 to 25, not [9]."),
        (r#"{"rules": 1}"#, "options.rules must be a string, not 1."),
        (r#"{"rules": false}"#, "options.rules must be a string, not false."),
        (r#"{"komi": "7.5"}"#, "options.komi must be a number from -1000 to 1000, not \"7.5\"."),
    ] {
        let e = Game::new(js(bad)).err().unwrap_or_else(|| panic!("{bad}"));
        assert_eq!(s(get(&e, "message")), says, "{bad}");
    }
    // Booleans: SGF's `strict`.
    let record = JsValue::from("(;FF[4]SZ[9];B[ee])");
    assert!(Game::from_sgf(record.clone(), js(r#"{"strict": true}"#)).is_ok());
    assert!(Game::from_sgf(record.clone(), js(r#"{"strict": false, "rules": "japanese"}"#)).is_ok());
    let e = Game::from_sgf(record, js(r#"{"strict": "yes"}"#)).err().unwrap();
    assert_eq!(s(get(&e, "message")), "options.strict must be true or false, not \"yes\".");
    // A getter that throws is named, and nothing is made.
    let throwing = js_sys::Function::new_no_args("return { size: 9, get rules() { throw new Error('no') } }").call0(&JsValue::NULL).unwrap();
    let e = Game::new(throwing).err().unwrap();
    assert_eq!((code(e.clone()), s(get(&e, "message"))), ("badOptions".to_owned(), "options.rules could not be read.".to_owned()));
}
