//! The per-move values at the boundary, built on the JavaScript side of it.
//!
//! `Game.play` returns a verdict object for every move, and a program replaying games makes
//! millions of them. Built from Rust they cost a call into JavaScript per object, per key and
//! per captured stone, and `Reflect.set` on a fresh object is itself slow in V8 (about 100 ns
//! a key): most of a move's time. Here a few small JavaScript functions
//! (`#[wasm_bindgen(inline_js)]`, folded into `tengen.js` by `scripts/inline-snippets.mjs`)
//! build each verdict as an object literal in one call, and read an `[x, y]` vertex in one
//! call instead of five (issue 19, item 1; `bench/RESULTS.md`). The objects have exactly the
//! documented shape (`docs/js-api.md`): plain objects, keys in the same order.

use wasm_bindgen::prelude::*;

use crate::{IllegalMove, Vertex};

#[wasm_bindgen(inline_js = r#"
export function tengenLegal(flat) {
  const captures = [];
  for (let i = 0; i < flat.length; i += 2) captures.push([flat[i], flat[i + 1]]);
  return { legal: true, captures };
}
export function tengenLegalNone() {
  return { legal: true, captures: [] };
}
export function tengenIllegal(reason, message, messageZh) {
  return { legal: false, reason, message, messageZh };
}
export function tengenPair(v) {
  if (Array.isArray(v) && v.length === 2) {
    const x = v[0], y = v[1];
    if (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < 256 && y < 256) return x | (y << 8);
  }
  return -1;
}
export function tengenMoveList(moves) {
  if (!Array.isArray(moves)) return null;
  const out = new Uint16Array(moves.length);
  for (let i = 0; i < moves.length; i++) {
    const v = moves[i];
    if (v === null || v === undefined) out[i] = 0xffff;
    else {
      const p = tengenPair(v);
      out[i] = p >= 0 ? p : 0xfffe;
    }
  }
  return out;
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = tengenLegal)]
    fn js_legal(flat: &[u8]) -> JsValue;
    #[wasm_bindgen(js_name = tengenLegalNone)]
    fn js_legal_none() -> JsValue;
    #[wasm_bindgen(js_name = tengenIllegal)]
    fn js_illegal(reason: &str, message: &str, message_zh: &str) -> JsValue;
    #[wasm_bindgen(js_name = tengenPair)]
    fn js_pair(v: &JsValue) -> i32;
    #[wasm_bindgen(js_name = tengenMoveList)]
    fn js_move_list(moves: &JsValue) -> Option<Vec<u16>>;
}

/// One entry of a move list read by [`move_list`].
pub enum ListedMove {
    Play(u8, u8),
    Pass,
    /// Not `[x, y]` of two small whole numbers: read the entry the general way.
    Other,
}

/// A move list (`[[x, y], "D4", null, ...]`) in one call: `None` if it is not an array.
pub fn move_list(moves: &JsValue) -> Option<Vec<ListedMove>> {
    let packed = js_move_list(moves)?;
    Some(
        packed
            .into_iter()
            .map(|p| match p {
                0xffff => ListedMove::Pass,
                0xfffe => ListedMove::Other,
                p => ListedMove::Play(p as u8, (p >> 8) as u8),
            })
            .collect(),
    )
}

/// `{ legal: true, captures: [[x, y], ...] }`.
pub fn legal(captures: &[Vertex]) -> JsValue {
    if captures.is_empty() {
        return js_legal_none();
    }
    let mut flat = Vec::with_capacity(2 * captures.len());
    for v in captures {
        flat.push(v.x);
        flat.push(v.y);
    }
    js_legal(&flat)
}

/// `{ legal: false, reason, message, messageZh }`: the core's code and sentences.
pub fn illegal(e: IllegalMove) -> JsValue {
    js_illegal(e.code(), &e.message_en(), &e.message_zh())
}

/// The coordinates of a value that is an array of exactly two whole numbers from 0 to 255
/// (`[x, y]`, the form programs pass), or `None` for anything else (read the slow way).
pub fn pair(v: &JsValue) -> Option<(u8, u8)> {
    let packed = js_pair(v);
    (packed >= 0).then_some((packed as u8, (packed >> 8) as u8))
}
