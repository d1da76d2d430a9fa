//! Misuse errors and value conversion at the boundary.
//!
//! Every error the facade throws is a real JavaScript `Error` with a `code` property (a stable
//! camelCase identifier, listed with its meaning in `docs/errors.md`) and a message in English,
//! one or more whole sentences that name the allowed values; some carry more properties (`line` and
//! `column` for SGF, `errors` for lessons, `messageZh` where the core has a Chinese sentence).
//! An illegal move is not an error: it is a verdict (`{ legal: false, reason, ... }`).

use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What a facade function returns: a value, or a thrown `Error`.
pub type JsResult<T> = Result<T, JsValue>;

/// The `code` values of thrown errors.
pub mod code {
    /// The options object (of `new Game`, `Game.fromSgf`, `estimate`, ...) is not valid.
    pub const BAD_OPTIONS: &str = "badOptions";
    /// A vertex argument is malformed or off the board.
    pub const BAD_VERTEX: &str = "badVertex";
    /// A colour argument is not `"black"` or `"white"`.
    pub const BAD_COLOR: &str = "badColor";
    /// SGF text that cannot be read or replayed.
    pub const BAD_SGF: &str = "badSgf";
    /// A diagram that is not a legal position.
    pub const BAD_POSITION: &str = "badPosition";
    /// A dead-stone list naming an empty point.
    pub const BAD_DEAD_STONES: &str = "badDeadStones";
    /// A lesson file that does not pass the checker.
    pub const BAD_LESSON: &str = "badLesson";
    /// A lesson exercise id that the lesson does not have.
    pub const UNKNOWN_EXERCISE: &str = "unknownExercise";
    /// An exercise attempt that is not `"pass"`, `{ play }`, `{ points }` or `{ answer }`.
    pub const BAD_ATTEMPT: &str = "badAttempt";
    /// Time-control settings or clock calls that make no sense.
    pub const BAD_CLOCK: &str = "badClock";
    /// A string argument was not a string.
    pub const BAD_ARGUMENT: &str = "badArgument";
    /// A value could not be converted (a bug: please report it).
    pub const INTERNAL: &str = "internal";
    /// A method called on an object after its `free()`. Thrown by the JavaScript glue, which
    /// `scripts/glue-errors.mjs` gives this code (wasm-bindgen's own message is "null pointer
    /// passed to rust").
    pub const FREED: &str = "freed";

    /// Every code, for the table in `docs/errors.md` (checked by `tests/e2e/errors.test.mjs`).
    pub const ALL: &[&str] = &[
        BAD_OPTIONS, BAD_VERTEX, BAD_COLOR, BAD_SGF, BAD_POSITION, BAD_DEAD_STONES, BAD_LESSON,
        UNKNOWN_EXERCISE, BAD_ATTEMPT, BAD_CLOCK, BAD_ARGUMENT, INTERNAL, FREED,
    ];
}

/// The message as a sentence with its full stop, so that a caller who adds a sentence of its
/// own ("The game in progress was kept.") does not run the two together.
fn sentence(message: &str) -> String {
    if message.ends_with(['.', '!', '?']) { message.to_string() } else { format!("{message}.") }
}

/// A JavaScript `Error` with a `code` property.
pub fn error(code: &str, message: &str) -> JsValue {
    error_with(code, message, &[])
}

/// A JavaScript `Error` with a `code` and further properties.
pub fn error_with(code: &str, message: &str, props: &[(&str, JsValue)]) -> JsValue {
    let err = js_sys::Error::new(&sentence(message));
    // Defining a property on a fresh, ordinary Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    for (key, value) in props {
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str(key), value);
    }
    err.into()
}

/// A Rust value as a plain JavaScript value: structs and maps as plain objects, `None` as
/// `null`, numbers as JavaScript numbers (serde-wasm-bindgen's JSON-compatible serializer).
/// It replaced JSON text written in Rust and read by `JSON.parse` (issue 19, item 7): 1.5 to
/// 2.4 times as fast on every value measured, for 3.9 KB gzipped (`bench/RESULTS.md`).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| error(code::INTERNAL, &format!("could not convert a value for JavaScript: {e}")))
}

/// [`to_js`] for getters, which cannot throw: `null` if the conversion failed.
pub fn to_js_or_null<T: Serialize + ?Sized>(value: &T) -> JsValue {
    to_js(value).unwrap_or(JsValue::NULL)
}

/// A string argument (typed `string` in TypeScript, but JavaScript can pass anything).
pub fn string_arg(value: &JsValue, what: &str, code: &str) -> JsResult<String> {
    value.as_string().ok_or_else(|| error(code, &format!("{what} must be a string")))
}
