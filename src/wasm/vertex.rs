//! Vertices and colours at the boundary.
//!
//! A vertex is accepted as GTP text (`"D4"`, rows from the bottom, no `I`), SGF text (`"dd"`),
//! `"x,y"`, an array `[x, y]` or an object `{ x, y }` (0-based, `y = 0` the top row), and is
//! always returned as `[x, y]`. Anything else, or a point off the board, is a `badVertex` error.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error};
use crate::{BoardSize, Color, Vertex};

/// The JavaScript form of a vertex: `[x, y]`.
pub type Xy = [u8; 2];

pub fn xy(v: Vertex) -> Xy {
    [v.x, v.y]
}

pub fn xys(vs: &[Vertex]) -> Vec<Xy> {
    vs.iter().map(|&v| xy(v)).collect()
}

/// A whole number from 0 to 255, or `None`.
fn coordinate(v: &JsValue) -> Option<u8> {
    let n = v.as_f64()?;
    (n.fract() == 0.0 && (0.0..256.0).contains(&n)).then_some(n as u8)
}

/// A short rendering of a value for an error message.
pub(crate) fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        return "undefined".into();
    }
    let text = js_sys::JSON::stringify(v).ok().and_then(|s| s.as_string()).unwrap_or_else(|| format!("{v:?}"));
    let mut short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

fn off_board(x: impl std::fmt::Display, y: impl std::fmt::Display, size: BoardSize) -> JsValue {
    error(code::BAD_VERTEX, &format!("[{x}, {y}] is off the {size} board (x from 0 to {}, y from 0 to {})", size.width - 1, size.height - 1))
}

/// A vertex from two numbers (the fast paths `playAt` and `isLegalAt`, which take no arrays
/// or strings to convert).
pub fn vertex_at(x: f64, y: f64, size: BoardSize) -> JsResult<Vertex> {
    size.vertex_at_numbers(x, y).ok_or_else(|| off_board(x, y, size))
}

/// Reads a vertex on a board of `size`.
pub fn parse_vertex(v: &JsValue, size: BoardSize) -> JsResult<Vertex> {
    let off = |x: u8, y: u8| off_board(x, y, size);
    // `[x, y]` of two small whole numbers in one call (`verdict::pair`); anything else, and
    // every error message, the general way below.
    if let Some((x, y)) = super::verdict::pair(v) {
        return if size.contains(Vertex::new(x, y)) { Ok(Vertex::new(x, y)) } else { Err(off(x, y)) };
    }
    // Arrays first: `[x, y]` is the form programs use, and every check is a call into JS.
    let pair = if js_sys::Array::is_array(v) {
        let a: &js_sys::Array = v.unchecked_ref();
        if a.length() == 2 { coordinate(&a.get(0)).zip(coordinate(&a.get(1))) } else { None }
    } else if let Some(s) = v.as_string() {
        return Vertex::parse(&s, size).map_err(|e| error(code::BAD_VERTEX, &e.to_string()));
    } else if v.is_object() {
        let get = |k: &str| js_sys::Reflect::get(v, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED);
        coordinate(&get("x")).zip(coordinate(&get("y")))
    } else {
        None
    };
    match pair {
        Some((x, y)) if size.contains(Vertex::new(x, y)) => Ok(Vertex::new(x, y)),
        Some((x, y)) => Err(off(x, y)),
        None => Err(error(
            code::BAD_VERTEX,
            &format!("not a vertex: {} (expected \"D4\", \"dd\", [x, y] or {{ x, y }})", describe(v)),
        )),
    }
}

/// Reads a list of vertices; `undefined` and `null` are the empty list.
pub fn parse_vertices(v: &JsValue, size: BoardSize, what: &str) -> JsResult<Vec<Vertex>> {
    if v.is_undefined() || v.is_null() {
        return Ok(Vec::new());
    }
    if !js_sys::Array::is_array(v) {
        return Err(error(code::BAD_VERTEX, &format!("{what} must be an array of vertices")));
    }
    let a = js_sys::Array::from(v);
    let mut out = Vec::with_capacity(a.length() as usize);
    for item in a.iter() {
        out.push(parse_vertex(&item, size)?);
    }
    Ok(out)
}

/// Reads a colour: `"black"`, `"white"`, `"b"`, `"w"` (any case), `黑`, `白`.
pub fn parse_color(v: &JsValue) -> JsResult<Color> {
    v.as_string()
        .and_then(|s| s.parse::<Color>().ok())
        .ok_or_else(|| error(code::BAD_COLOR, &format!("not a colour: {} (expected \"black\" or \"white\")", describe(v))))
}
