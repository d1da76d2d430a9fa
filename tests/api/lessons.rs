//! Lessons and exercise runs through the JavaScript API.

use tengen::wasm::Lesson;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::{code, get, js, json, legal, s};

/// A small lesson in the school's format (lessons/README.md).
pub(super) const LESSON: &str = r#"{
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
