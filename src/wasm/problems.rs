//! The practice problem generator for JavaScript (only with the `practice` feature, in the
//! school's build): `Problems.kinds()`, `Problems.generate({ kind, size, difficulty, seed })`,
//! `Problems.check(problem, attempt)` and `Problems.solution(problem)`, over
//! [`crate::problems`]. Stateless: a problem is its request, so the page keeps plain objects
//! and nothing needs freeing; the last problems made are kept so that checking one does not
//! generate it again.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error, error_with, string_arg, to_js};
use super::options::Options;
use super::vertex::{parse_vertex, parse_vertices};
use crate::BoardSize;
use crate::lesson::Attempt;
use crate::problems::{self, Kind, Problem, ProblemError, Request};

#[wasm_bindgen(typescript_custom_section)]
const PRACTICE_TYPES: &'static str = r#"
/** The kinds of generated problem. */
export type ProblemKind =
  | "liberty-count" | "liberties" | "capture" | "atari" | "escape" | "connect" | "cut" | "double-atari"
  | "capture-two" | "ladder-net" | "snapback" | "forbidden" | "eye" | "vital-point" | "life-death" | "race" | "ko-threat" | "ko-retake" | "seki" | "make-seki" | "dead-stones" | "count" | "result" | "handicap-result";

/** How a problem is answered: a move (`{ play }`), points (`{ points }`), a number or a choice (`{ answer }`). */
export type AnswerForm = "move" | "points" | "number" | "choice";

/** A kind, with its names and the school's units that practise it (`Problems.kinds()`). */
export interface ProblemKindInfo {
  kind: ProblemKind;
  id: ProblemKind;
  name: Text;
  answer: AnswerForm;
  /** Lesson ids (`"liberties"`, `"ladder"`, ...). */
  units: string[];
  minSize: number;
  maxSize: number;
}

/** What to generate (`Problems.generate`). The same request always gives the same problem. */
export interface ProblemRequest {
  kind: ProblemKind;
  /** The side of the square board (default 9; each kind's `minSize` to `maxSize`). */
  size?: number;
  /** 1 (first steps) to 5 (default 1). */
  difficulty?: number;
  /** A whole number from 0 to 2^53 - 1 (default 0). */
  seed?: number;
}

/** A generated problem, without its answers. It carries its request, so it can be passed back to `check` and `solution`. */
export interface ProblemView {
  kind: ProblemKind;
  size: number;
  difficulty: number;
  seed: number;
  width: number;
  height: number;
  /** The stones as a diagram: rows from the top, `X` black, `O` white, `.` empty. */
  position: string;
  /** Setup stones, the player to move and the moves before the learner's turn, for `<go-board sgf>`. */
  sgf: string;
  /** The moves played before the learner's turn, the last one the opponent's (`ko-threat`: the ko just taken); empty for a set-up problem. */
  history: Vertex[];
  /** The side to move, which the learner plays. */
  toMove: Color;
  prompt: Text;
  answer: AnswerForm;
  /** The choices (`answer: "choice"`), or extra answers beside a move (escape: "it cannot escape"). */
  options: { value: string; label: Text }[];
  /** What the question points at (the chain, the point). */
  marks: Mark[];
  /** Stones to show as dead (counting problems). */
  dead: Vertex[];
}

/** The engine's judgement of an attempt at a problem. */
export interface ProblemVerdict {
  correct: boolean;
  /** False for a move the rules forbid (`reason` names the rule). */
  legal: boolean;
  reason?: IllegalReason;
  /** Why the attempt is right or wrong, from the engine's facts. */
  explanation: Text;
  /** For a wrong move: the opponent's answer, to play on the board after the learner's move. */
  refutation: Vertex | null;
  /** What to mark after the attempt (the learner's chain, its liberties, wrong points). */
  marks: Mark[];
  /** Points answers: correct points not given, and points given that are wrong. */
  missing: Vertex[];
  wrong: Vertex[];
  /** For a right move: the rest of its line, the opponent's answer first (`ko-threat`: the answer to the threat, then the retake). */
  line: Vertex[];
}

/** The answers (`Problems.solution`). */
export interface ProblemSolution {
  /** The answer in words. */
  text: Text;
  /** Every correct move. */
  moves: Vertex[];
  /** The exact set of points. */
  points: Vertex[];
  number: number | null;
  choice: string | null;
  /** The answer played out from the first correct move, the two sides in turn. */
  line: Vertex[];
}

/** Codes of the errors `Problems` throws (besides `badOptions` and `badAttempt`). */
export type ProblemErrorCode = "unknownKind" | "badSize" | "badDifficulty" | "exhausted";
"#;

/// The largest seed JavaScript numbers hold exactly.
const MAX_SEED: f64 = 9_007_199_254_740_991.0;

thread_local! {
    /// The last few problems made, most recent last.
    static RECENT: RefCell<Vec<Problem>> = const { RefCell::new(Vec::new()) };
}

const RECENT_KEPT: usize = 8;

/// A `ProblemError` as a JavaScript `Error` with `code` and `messageZh`.
fn problem_error(e: &ProblemError) -> JsValue {
    error_with(
        e.code(),
        &e.message_en(),
        &[("messageZh", JsValue::from_str(&e.message_zh()))],
    )
}

/// Reads a request: `{ kind, size?, difficulty?, seed? }`. With `strict`, other fields are
/// refused (a request); without, they are ignored (a problem view carries its request).
fn read_request(v: &JsValue, strict: bool) -> JsResult<Request> {
    const FIELDS: [&str; 4] = ["kind", "size", "difficulty", "seed"];
    if !v.is_object() || js_sys::Array::is_array(v) {
        return Err(error(
            code::BAD_OPTIONS,
            "a problem request must be an object { kind, size, difficulty, seed }",
        ));
    }
    let options = if strict {
        Options::read(v, "the problem request", &FIELDS, code::BAD_OPTIONS)?
    } else {
        // Only the request's fields are read from a problem view.
        let picked = js_sys::Object::new();
        for key in FIELDS {
            let value =
                js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
            let _ = js_sys::Reflect::set(&picked, &JsValue::from_str(key), &value);
        }
        Options::read(&picked.into(), "the problem", &FIELDS, code::BAD_OPTIONS)?
    };
    let kind_value = options
        .get("kind")?
        .ok_or_else(|| error(code::BAD_OPTIONS, "the problem request needs a kind"))?;
    let kind_id = string_arg(&kind_value, "the problem kind", code::BAD_OPTIONS)?;
    let kind = Kind::from_id(&kind_id).map_err(|e| problem_error(&e))?;
    let size = options.uint("size", 0, 255)?.unwrap_or(9) as u8;
    let difficulty = options.uint("difficulty", 0, 255)?.unwrap_or(1) as u8;
    let seed = match options.get("seed")? {
        None => 0,
        Some(s) => match s.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..=MAX_SEED).contains(&n) => n as u64,
            _ => {
                return Err(error(
                    code::BAD_OPTIONS,
                    "the seed must be a whole number from 0 to 2^53 - 1",
                ));
            }
        },
    };
    Ok(Request::new(kind, size, difficulty, seed))
}

/// The problem of a request, from the recent ones or made now.
fn problem_for(request: &Request) -> JsResult<Problem> {
    if let Some(p) = RECENT.with(|r| r.borrow().iter().find(|p| p.request == *request).cloned()) {
        return Ok(p);
    }
    let problem = problems::generate(request).map_err(|e| problem_error(&e))?;
    RECENT.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= RECENT_KEPT {
            r.remove(0);
        }
        r.push(problem.clone());
    });
    Ok(problem)
}

/// The practice problem generator.
#[wasm_bindgen]
pub struct Problems;

#[wasm_bindgen]
impl Problems {
    /// Every kind with its names in both languages, its answer form, its units and sizes.
    #[wasm_bindgen(unchecked_return_type = "ProblemKindInfo[]")]
    pub fn kinds() -> JsResult<JsValue> {
        to_js(&problems::kinds())
    }

    /// Makes a problem, every answer verified by the engine. Throws `badOptions`,
    /// `unknownKind`, `badSize`, `badDifficulty` or `exhausted` (with `messageZh`).
    #[wasm_bindgen(unchecked_return_type = "ProblemView")]
    pub fn generate(
        #[wasm_bindgen(unchecked_param_type = "ProblemRequest")] request: JsValue,
    ) -> JsResult<JsValue> {
        let request = read_request(&request, true)?;
        to_js(&problem_for(&request)?.view())
    }

    /// Judges an attempt at a problem (a `ProblemView` or its request): `{ play }`,
    /// `{ points }`, `{ answer }`. Throws `badAttempt` or `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "ProblemVerdict")]
    pub fn check(
        #[wasm_bindgen(unchecked_param_type = "ProblemView | ProblemRequest")] problem: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Attempt")] attempt: JsValue,
    ) -> JsResult<JsValue> {
        let problem = problem_for(&read_request(&problem, false)?)?;
        let attempt = parse_attempt(&attempt, problem.size())?;
        to_js(&problem.check(&attempt))
    }

    /// The answers: every correct move, the set of points, the number or the choice, the
    /// line played out, and the answer in words.
    #[wasm_bindgen(unchecked_return_type = "ProblemSolution")]
    pub fn solution(
        #[wasm_bindgen(unchecked_param_type = "ProblemView | ProblemRequest")] problem: JsValue,
    ) -> JsResult<JsValue> {
        let problem = problem_for(&read_request(&problem, false)?)?;
        to_js(&problem.solution_view())
    }
}

/// Reads an attempt: a vertex or `{ play }`, `{ points }`, `{ answer }` (a string or number).
fn parse_attempt(v: &JsValue, size: BoardSize) -> JsResult<Attempt> {
    let bad = || {
        error(
            code::BAD_ATTEMPT,
            "an attempt is { play: vertex }, { points: [vertex, ...] } or { answer: string | number }",
        )
    };
    if v.as_string().is_some() || js_sys::Array::is_array(v) {
        return parse_vertex(v, size).map(Attempt::Play);
    }
    if !v.is_object() {
        return Err(bad());
    }
    let keys: Vec<String> = js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>())
        .iter()
        .filter_map(|k| k.as_string())
        .collect();
    if keys.len() != 1 {
        return Err(bad());
    }
    let value = js_sys::Reflect::get(v, &JsValue::from_str(&keys[0])).unwrap_or(JsValue::UNDEFINED);
    match keys[0].as_str() {
        "play" => parse_vertex(&value, size).map(Attempt::Play),
        "points" if js_sys::Array::is_array(&value) => {
            parse_vertices(&value, size, "points").map(Attempt::Points)
        }
        "answer" => match value.as_f64() {
            Some(n) if n.is_finite() => Ok(Attempt::Answer(format!("{n}"))),
            _ => string_arg(&value, "answer", code::BAD_ATTEMPT).map(Attempt::Answer),
        },
        _ => Err(bad()),
    }
}
