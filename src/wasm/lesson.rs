//! The school's lessons for JavaScript: `new Lesson(file)` checks a lesson file with the core
//! ([`crate::lesson::Lesson::from_file`]), `lesson.view()` is what the page shows, and
//! `lesson.run(exerciseId)` is a [`LessonRun`] that judges the learner's attempts.

use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error, error_with, string_arg, to_js, to_js_or_null};
use super::game::Game;
use super::vertex::{parse_vertex, parse_vertices};
use crate::BoardSize;
use crate::lesson::{Attempt, ExerciseRun, LessonError, LessonFile};

/// A lesson file that does not pass the checker: `badLesson`, with `errors: [{ path,
/// message }]` (every problem found, each with the field at fault).
fn lesson_error(errors: &[LessonError]) -> JsValue {
    let shown: Vec<String> = errors.iter().take(3).map(ToString::to_string).collect();
    let more = if errors.len() > 3 { format!(" (and {} more)", errors.len() - 3) } else { String::new() };
    error_with(code::BAD_LESSON, &format!("the lesson is not valid: {}{more}", shown.join("; ")), &[("errors", to_js_or_null(errors))])
}

/// A checked lesson: its text, the figures the engine drew, and its exercises.
#[wasm_bindgen]
pub struct Lesson {
    inner: crate::lesson::Lesson,
}

#[wasm_bindgen]
impl Lesson {
    /// Checks a lesson file (the object of a `lessons/*.json` file, or its text): every
    /// position legal, every stated answer achieving its goal, every hint pointing at a move
    /// that works. Throws `badLesson` with `errors: [{ path, message }]`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "LessonFile | string")] file: JsValue) -> JsResult<Lesson> {
        let file = read_file(file)?;
        let inner = crate::lesson::Lesson::from_file(file).map_err(|errors| lesson_error(&errors))?;
        Ok(Lesson { inner })
    }

    /// A lesson file already proved by `cargo test --test lessons` (the school's own files):
    /// checked like `new Lesson(file)` except that the stated answers, hints and refutations
    /// are not played out again, which for reading goals takes seconds per unit. Throws
    /// `badLesson` like the constructor.
    #[wasm_bindgen(js_name = fromProvedFile)]
    pub fn from_proved_file(#[wasm_bindgen(unchecked_param_type = "LessonFile | string")] file: JsValue) -> JsResult<Lesson> {
        let file = read_file(file)?;
        let inner = crate::lesson::Lesson::from_proved_file(file).map_err(|errors| lesson_error(&errors))?;
        Ok(Lesson { inner })
    }

    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.inner.id().to_string()
    }

    /// The unit's place in the school (1, 2, ...).
    #[wasm_bindgen(getter)]
    pub fn unit(&self) -> u32 {
        self.inner.unit()
    }

    /// Everything a page shows: `{ id, unit, title, summary, intro, exercises }` (texts in
    /// both languages, figures drawn by the engine, each exercise's starting position).
    #[wasm_bindgen(unchecked_return_type = "LessonView")]
    pub fn view(&self) -> JsResult<JsValue> {
        to_js(&self.inner.view())
    }

    /// Starts an exercise. Throws `unknownExercise`.
    pub fn run(&self, #[wasm_bindgen(unchecked_param_type = "string", js_name = exerciseId)] exercise_id: JsValue) -> JsResult<LessonRun> {
        let id = string_arg(&exercise_id, "the exercise id", code::UNKNOWN_EXERCISE)?;
        let exercise = self.inner.exercise(&id).ok_or_else(|| {
            let ids: Vec<&str> = self.inner.exercises().iter().map(|e| e.id()).collect();
            error(code::UNKNOWN_EXERCISE, &format!("no exercise {id:?} in lesson {:?} (it has {})", self.inner.id(), ids.join(", ")))
        })?;
        Ok(LessonRun { inner: exercise.run() })
    }
}

/// One exercise in progress: the position the learner faces, the stage reached, the hints
/// given. A correct move is kept (with the opponent's reply); a wrong or illegal one changes
/// nothing, so the learner can try again at once.
#[wasm_bindgen]
pub struct LessonRun {
    inner: ExerciseRun,
}

#[wasm_bindgen]
impl LessonRun {
    #[wasm_bindgen(getter, js_name = exerciseId)]
    pub fn exercise_id(&self) -> String {
        self.inner.exercise().id().to_string()
    }

    /// The stage reached (0-based; several-move exercises have more than one).
    #[wasm_bindgen(getter)]
    pub fn stage(&self) -> u32 {
        self.inner.stage() as u32
    }

    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.inner.is_solved()
    }

    /// The prompt of the current stage: `{ en, zh }`.
    #[wasm_bindgen(unchecked_return_type = "Text")]
    pub fn prompt(&self) -> JsResult<JsValue> {
        to_js(&self.inner.prompt())
    }

    /// Judges an attempt: `"pass"`, `{ play: vertex }`, `{ points: [vertex, ...] }` or
    /// `{ answer: "184.5" }`. Returns the engine's verdict `{ legal, correct, solved, stage,
    /// reason?, explanation, reply?, replyPass, refutation?, marks, missing, wrong }`.
    /// Throws `badAttempt` or `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "LessonVerdict")]
    pub fn attempt(&mut self, #[wasm_bindgen(unchecked_param_type = "Attempt")] attempt: JsValue) -> JsResult<JsValue> {
        let a = parse_attempt(&attempt, self.inner.exercise().size())?;
        to_js(&self.inner.attempt(&a))
    }

    /// The next hint (authored hints first, then the answer): `{ text, points, isAnswer }`.
    #[wasm_bindgen(unchecked_return_type = "Hint")]
    pub fn hint(&mut self) -> JsResult<JsValue> {
        to_js(&self.inner.hint())
    }

    /// The answer of the current stage, as a hint (`isAnswer: true`).
    #[wasm_bindgen(unchecked_return_type = "Hint")]
    pub fn answer(&self) -> JsResult<JsValue> {
        to_js(&self.inner.answer_hint())
    }

    /// The position now, with its history, as SGF (for `<go-board sgf>`).
    pub fn sgf(&self) -> String {
        self.inner.sgf()
    }

    /// The position now as a `Game` (a copy: playing on it does not change the run).
    pub fn game(&self) -> Game {
        Game::from_core(self.inner.game().clone())
    }

    /// Starts the exercise again.
    pub fn reset(&mut self) {
        self.inner.reset();
    }
}

/// Reads an attempt: `"pass"`, a vertex, `{ pass: true }`, `{ play }`, `{ points }`, `{ answer }`.
fn parse_attempt(v: &JsValue, size: BoardSize) -> JsResult<Attempt> {
    let bad = || error(code::BAD_ATTEMPT, "an attempt is \"pass\", { play: vertex }, { points: [vertex, ...] } or { answer: string }");
    if let Some(s) = v.as_string() {
        if s.trim().eq_ignore_ascii_case("pass") {
            return Ok(Attempt::Pass);
        }
        return parse_vertex(v, size).map(Attempt::Play);
    }
    if !v.is_object() || js_sys::Array::is_array(v) {
        return Err(bad());
    }
    let get = |k: &str| js_sys::Reflect::get(v, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED);
    let keys: Vec<String> = js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>()).iter().filter_map(|k| k.as_string()).collect();
    if keys.len() != 1 {
        return Err(bad());
    }
    let value = get(&keys[0]);
    match keys[0].as_str() {
        "play" => parse_vertex(&value, size).map(Attempt::Play),
        "points" => {
            if !js_sys::Array::is_array(&value) {
                return Err(bad());
            }
            parse_vertices(&value, size, "points").map(Attempt::Points)
        }
        "pass" if value.as_bool() == Some(true) => Ok(Attempt::Pass),
        "answer" => {
            if let Some(n) = value.as_f64() {
                if n.is_finite() {
                    return Ok(Attempt::Answer(format!("{n}")));
                }
            }
            let text = string_arg(&value, "answer", code::BAD_ATTEMPT)?;
            Ok(Attempt::Answer(text))
        }
        _ => Err(bad()),
    }
}

/// A lesson file from JavaScript: the object of a `lessons/*.json` file, or its text.
fn read_file(file: JsValue) -> JsResult<LessonFile> {
    let value = match file.as_string() {
        Some(text) => js_sys::JSON::parse(&text).map_err(|e| {
            let detail = js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default();
            lesson_error(&[LessonError { path: String::new(), message: format!("not JSON: {detail}") }])
        })?,
        None => file,
    };
    super::de::from_js(&value).map_err(|message| lesson_error(&[LessonError { path: String::new(), message }]))
}
