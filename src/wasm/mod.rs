//! The JavaScript facade, built only for `wasm32` (`pkg/tengen.js` via `wasm-pack --target web`).
//!
//! A thin layer over the core: every rule decision comes from [`crate::Game`]; this module only
//! converts values. The contract it grows into is `docs/js-api.md`; for now it has the engine
//! version and a minimal `Game` (enough for the temporary play page `www/index.html`).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{BoardSize, Color, IllegalMove, RuleSet, Vertex};

/// Runs once when the module is instantiated: Rust panics then reach `console.error` with
/// their message instead of an opaque `unreachable` trap.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The engine's version (the crate's version, e.g. `"0.1.0"`).
#[wasm_bindgen]
#[must_use]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// An `Error` with a `code` property, as the contract's misuse errors are.
fn js_error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.into()
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    // Plain objects (not `Map`s) for structs; serialising our own types cannot fail.
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::UNDEFINED)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Legal {
    legal: bool,
    captures: Vec<[u8; 2]>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Illegal {
    legal: bool,
    reason: &'static str,
    message: String,
    message_zh: String,
}

fn illegal(e: IllegalMove) -> JsValue {
    to_js(&Illegal { legal: false, reason: e.code(), message: e.message_en(), message_zh: e.message_zh() })
}

/// A game under the Chinese rules (the only preset exposed so far).
#[wasm_bindgen]
pub struct Game {
    inner: crate::Game,
}

#[wasm_bindgen]
impl Game {
    /// `new Game()` or `new Game({ size: 9 })` or `new Game({ width: 13, height: 9 })`.
    /// Bad options throw an `Error` with `code: "badOptions"`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Game, JsValue> {
        let get = |key: &str| -> Result<Option<u32>, JsValue> {
            if options.is_undefined() || options.is_null() {
                return Ok(None);
            }
            let v = js_sys::Reflect::get(&options, &JsValue::from_str(key))
                .map_err(|_| js_error("badOptions", "options must be an object"))?;
            if v.is_undefined() {
                return Ok(None);
            }
            match v.as_f64() {
                Some(n) if n.fract() == 0.0 && (0.0..=1000.0).contains(&n) => Ok(Some(n as u32)),
                _ => Err(js_error("badOptions", &format!("{key} must be a whole number"))),
            }
        };
        if !(options.is_undefined() || options.is_null() || options.is_object()) {
            return Err(js_error("badOptions", "options must be an object"));
        }
        let size = get("size")?;
        let width = get("width")?.or(size).unwrap_or(19);
        let height = get("height")?.or(size).unwrap_or(19);
        let size = BoardSize::from_u32(width, height).map_err(|e| js_error("badOptions", &e.to_string()))?;
        Ok(Game { inner: crate::Game::new(size, RuleSet::Chinese.rules()) })
    }

    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        u32::from(self.inner.size().width)
    }

    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        u32::from(self.inner.size().height)
    }

    /// `"black"` or `"white"`.
    #[wasm_bindgen(getter, js_name = toMove)]
    pub fn to_move(&self) -> String {
        self.inner.to_move().name_en().to_string()
    }

    /// Moves played so far, passes included.
    #[wasm_bindgen(getter, js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.inner.moves().len() as u32
    }

    /// The board, row-major from the top left: 1 black, -1 white, 0 empty.
    pub fn board(&self) -> js_sys::Int8Array {
        let size = self.inner.size();
        let cells: Vec<i8> = size
            .vertices()
            .map(|v| match self.inner.board().get(v) {
                Some(Color::Black) => 1,
                Some(Color::White) => -1,
                None => 0,
            })
            .collect();
        js_sys::Int8Array::from(cells.as_slice())
    }

    /// Plays the side to move at `v` (`"D4"`, `"dd"` or `[x, y]`):
    /// `{ legal: true, captures: [[x, y], ...] }` or `{ legal: false, reason, message, messageZh }`.
    /// A vertex that is malformed or off the board throws an `Error` with `code: "badVertex"`.
    pub fn play(&mut self, v: JsValue) -> Result<JsValue, JsValue> {
        let v = self.vertex(&v)?;
        Ok(match self.inner.play(v) {
            Ok(record) => to_js(&Legal { legal: true, captures: record.captured.iter().map(|c| [c.x, c.y]).collect() }),
            Err(e) => illegal(e),
        })
    }
}

impl Game {
    /// Reads a vertex argument: `"D4"`, `"dd"`, `"x,y"` or `[x, y]`, on this board.
    fn vertex(&self, v: &JsValue) -> Result<Vertex, JsValue> {
        let size = self.inner.size();
        let bad = |what: &str| js_error("badVertex", &format!("not a vertex on this board: {what}"));
        if let Some(s) = v.as_string() {
            return Vertex::parse(&s, size).map_err(|e| js_error("badVertex", &e.to_string()));
        }
        if js_sys::Array::is_array(v) {
            let a = js_sys::Array::from(v);
            let coord = |i: u32| a.get(i).as_f64().filter(|n| n.fract() == 0.0 && (0.0..256.0).contains(n));
            if let (2, Some(x), Some(y)) = (a.length(), coord(0), coord(1)) {
                let vx = Vertex::new(x as u8, y as u8);
                if size.contains(vx) {
                    return Ok(vx);
                }
            }
            return Err(bad(&format!("{:?}", a.to_string().as_string().unwrap_or_default())));
        }
        Err(bad("expected \"D4\", \"dd\" or [x, y]"))
    }
}
