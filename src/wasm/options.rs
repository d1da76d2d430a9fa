//! Options objects: read field by field, every field checked, unknown fields refused (a typo
//! is an error, not a silent default).

use std::str::FromStr;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, error};
use crate::{RuleSet, Rules};

/// The most fields an options list may name (the longest, the time control's, has seven).
const MAX_FIELDS: usize = 8;
/// Room for the short ASCII strings of one options object (preset and kind names).
const TEXT_BYTES: usize = 64;

/// What the snippet found in a field (`Options::kinds`).
const ABSENT: u8 = 0;
const NUMBER: u8 = 1;
const TEXT: u8 = 2;
const BOOLEAN: u8 = 3;
/// Anything else (an array, an object, a long or non-ASCII string): read from `values`.
const OTHER: u8 = 4;

/// What the snippet writes for one options object: each field's kind, its number (or
/// boolean, or where its text is), and the text of short ASCII strings. One block at one
/// address, read by the snippet through its own view of the wasm memory.
#[repr(C)]
struct Fields {
    numbers: [f64; MAX_FIELDS],
    kinds: [u8; MAX_FIELDS],
    text: [u8; TEXT_BYTES],
}

// The snippet's offsets.
const _: () = assert!(std::mem::offset_of!(Fields, kinds) == 64 && std::mem::offset_of!(Fields, text) == 72 && TEXT_BYTES == 64);

/// A JavaScript options object, checked to be a plain object with only known fields.
pub struct Options {
    /// What each known field holds (`known[i]` at index `i`): absent (`undefined` or `null`),
    /// a number or boolean in `numbers[i]`, a short ASCII string in `text` (`numbers[i]` is
    /// its offset × 256 + its length), or something else, in `values`.
    fields: Fields,
    /// The object's value for each known field, when some field is of the last kind.
    values: Option<js_sys::Array>,
    known: &'static [&'static str],
    what: &'static str,
    err: &'static str,
}

// Reading an options object field by field cost about twenty calls across the boundary for
// `{ size, rules }` (the check of each key as a Rust string, then each field by name), 1.3 µs
// of a new 9×9 `Game`'s 3 µs (issue 19, item 1); reading the values as a list still cost two
// to four calls a field. This reads it in one call that writes into a block of the reader's
// (`Fields`, at `at`): each field's kind, numbers and booleans as they are, and short ASCII
// strings as bytes. The names of a list (`id`, its address) are read from memory the first
// time the list is used (`"*"` asks for them when `knownLength` is 0 and the list is new) and
// kept. It returns `undefined`, or the values in the order of the names when some field is
// of another kind, or `"?" + key` for the first unknown field, or `"!" + key` for a field
// whose getter threw, or `"~"` for a value that is no options object (`undefined` for
// `undefined` and `null`: no options). Own enumerable fields only, as `Object.keys` gives
// them. The memory is the module's own (`wasm_bindgen::memory()`, passed each time: a view of it is kept, and
// made again when the memory has grown, which leaves old views empty; `at` is a multiple of 8,
// the block's alignment).
#[wasm_bindgen(inline_js = r#"
export function tengenOptionValues(obj, id, memory, at, knownAt, knownLength) {
  if (obj === undefined || obj === null) return undefined;
  if (typeof obj !== "object" || Array.isArray(obj)) return "~";
  const own = tengenOptionValues;
  if (own.lists === undefined) own.lists = new Map();
  if (own.bytes === undefined || own.bytes.byteLength === 0) {
    own.bytes = new Uint8Array(memory.buffer);
    own.numbers = new Float64Array(memory.buffer);
  }
  const bytes = own.bytes, numbers = own.numbers;
  let names = own.lists.get(id);
  if (names === undefined) {
    if (knownLength === 0) return "*";
    names = new TextDecoder().decode(bytes.subarray(knownAt, knownAt + knownLength)).split(",");
    own.lists.set(id, names);
  }
  const kinds = at + 64, text = at + 72, room = 64;
  let values;
  let used = 0;
  for (const key of Object.keys(obj)) {
    const i = names.indexOf(key);
    if (i < 0) return "?" + key;
    let v;
    try {
      v = obj[key];
    } catch {
      return "!" + key;
    }
    const type = typeof v;
    let kind = 4;
    if (v === undefined || v === null) {
      continue;
    } else if (type === "number" || type === "boolean") {
      kind = type === "number" ? 1 : 3;
      numbers[at / 8 + i] = type === "number" ? v : v ? 1 : 0;
    } else if (type === "string" && v.length <= room - used) {
      let c = 0;
      while (c < v.length && v.charCodeAt(c) < 128) {
        bytes[text + used + c] = v.charCodeAt(c);
        c++;
      }
      if (c === v.length) {
        kind = 2;
        numbers[at / 8 + i] = used * 256 + v.length;
        used += v.length;
      }
    }
    bytes[kinds + i] = kind;
    if (kind === 4) {
      if (values === undefined) values = new Array(names.length);
      values[i] = v;
    }
  }
  return values;
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = tengenOptionValues)]
    fn js_option_values(obj: &JsValue, id: u32, memory: &JsValue, at: *mut Fields, known_at: *const u8, known_length: usize) -> JsValue;
}

thread_local! {
    /// The module's memory, for the snippet.
    static MEMORY: JsValue = wasm_bindgen::memory();
}

impl Options {
    /// `undefined` and `null` are no options; anything but an object (an array, a function, a
    /// number...) is an error. The snippet tells which, in the same call.
    pub fn read(v: &JsValue, what: &'static str, known: &'static [&'static str], err: &'static str) -> JsResult<Options> {
        debug_assert!(!known.is_empty() && known.len() <= MAX_FIELDS, "an options list names one to {MAX_FIELDS} fields");
        let mut o = Options {
            fields: Fields { numbers: [0.0; MAX_FIELDS], kinds: [ABSENT; MAX_FIELDS], text: [0; TEXT_BYTES] },
            values: None,
            known,
            what,
            err,
        };
        // The names only the first time a list is used: the snippet says `"*"` for a list it
        // has not seen, and keeps it once it has (joining the names on every call cost an
        // allocation and a copy per new `Game`).
        let id = known.as_ptr() as u32;
        let at: *mut Fields = &mut o.fields;
        let mut read = MEMORY.with(|memory| js_option_values(v, id, memory, at, std::ptr::null(), 0));
        if read.is_undefined() {
            return Ok(o);
        }
        let mut problem = read.as_string();
        if problem.as_deref() == Some("*") {
            let names = known.join(",");
            read = MEMORY.with(|memory| js_option_values(v, id, memory, at, names.as_ptr(), names.len()));
            if read.is_undefined() {
                return Ok(o);
            }
            problem = read.as_string();
        }
        if problem.as_deref() == Some("~") {
            return Err(error(err, &format!("{what} must be an object")));
        }
        if let Some(problem) = problem {
            let key = &problem[1..];
            return Err(if problem.starts_with('?') {
                error(err, &format!("unknown option {key:?} in {what}: expected {}", known.join(", ")))
            } else {
                error(err, &format!("{what}.{key} could not be read"))
            });
        }
        o.values = Some(read.unchecked_into());
        Ok(o)
    }

    /// The index of a field and what it holds (`ABSENT` for a field not in the list).
    fn field(&self, key: &str) -> (usize, u8) {
        // Length and first byte before the whole name: the size-first build compares strings
        // through two calls.
        let same = |k: &str| k.len() == key.len() && k.as_bytes().first() == key.as_bytes().first() && k == key;
        match self.known.iter().position(|&k| same(k)) {
            Some(i) => (i, self.fields.kinds[i]),
            None => (0, ABSENT),
        }
    }

    /// A short string the snippet wrote as bytes.
    fn text_of(&self, i: usize) -> &str {
        let packed = self.fields.numbers[i] as usize;
        let (at, len) = (packed / 256, packed % 256);
        // The snippet wrote only character codes below 128.
        std::str::from_utf8(&self.fields.text[at..at + len]).unwrap_or_default()
    }

    /// A field's value; `None` when absent (`null` and `undefined` count as absent). Options
    /// are the object's own enumerable fields, the ones the check for unknown fields reads.
    pub fn get(&self, key: &str) -> JsResult<Option<JsValue>> {
        let (i, kind) = self.field(key);
        Ok(match kind {
            ABSENT => None,
            NUMBER => Some(JsValue::from_f64(self.fields.numbers[i])),
            BOOLEAN => Some(JsValue::from_bool(self.fields.numbers[i] != 0.0)),
            TEXT => Some(JsValue::from_str(self.text_of(i))),
            _ => {
                debug_assert_eq!(kind, OTHER);
                self.values.as_ref().map(|values| values.get(i as u32))
            }
        })
    }

    /// A field that holds a number: `Ok(None)` when absent, `Err(value)` when it holds
    /// something else (for the caller's error).
    fn number_field(&self, key: &str) -> Result<Option<f64>, JsValue> {
        match self.field(key) {
            (_, ABSENT) => Ok(None),
            (i, NUMBER) => Ok(Some(self.fields.numbers[i])),
            _ => Err(self.get(key).ok().flatten().unwrap_or(JsValue::UNDEFINED)),
        }
    }

    /// `options.size must be a whole number from 2 to 25, not 1000000000.`: the rule and
    /// what was given.
    fn bad(&self, key: &str, expected: &str, given: &JsValue) -> JsValue {
        error(self.err, &format!("{}.{key} must be {expected}, not {}", self.what, super::vertex::describe(given)))
    }

    /// A whole number from `min` to `max`.
    pub fn uint(&self, key: &str, min: u32, max: u32) -> JsResult<Option<u32>> {
        match self.number_field(key) {
            Ok(None) => Ok(None),
            Ok(Some(n)) if n.fract() == 0.0 && n >= f64::from(min) && n <= f64::from(max) => Ok(Some(n as u32)),
            Ok(Some(n)) => Err(self.bad(key, &format!("a whole number from {min} to {max}"), &JsValue::from_f64(n))),
            Err(v) => Err(self.bad(key, &format!("a whole number from {min} to {max}"), &v)),
        }
    }

    /// A finite number whose size is at most `max_abs`.
    pub fn number(&self, key: &str, max_abs: f64) -> JsResult<Option<f64>> {
        match self.number_field(key) {
            Ok(None) => Ok(None),
            Ok(Some(n)) if n.is_finite() && n.abs() <= max_abs => Ok(Some(n)),
            Ok(Some(n)) => Err(self.bad(key, &format!("a number from -{max_abs} to {max_abs}"), &JsValue::from_f64(n))),
            Err(v) => Err(self.bad(key, &format!("a number from -{max_abs} to {max_abs}"), &v)),
        }
    }

    pub fn string(&self, key: &str) -> JsResult<Option<String>> {
        match self.field(key) {
            (_, ABSENT) => Ok(None),
            (i, TEXT) => Ok(Some(self.text_of(i).to_owned())),
            _ => {
                let v = self.get(key)?.unwrap_or(JsValue::UNDEFINED);
                v.as_string().map(Some).ok_or_else(|| self.bad(key, "a string", &v))
            }
        }
    }

    pub fn boolean(&self, key: &str) -> JsResult<Option<bool>> {
        match self.field(key) {
            (_, ABSENT) => Ok(None),
            (i, BOOLEAN) => Ok(Some(self.fields.numbers[i] != 0.0)),
            _ => {
                let v = self.get(key)?.unwrap_or(JsValue::UNDEFINED);
                Err(self.bad(key, "true or false", &v))
            }
        }
    }

    /// `rules` (a preset name) and `komi`, over the defaults of the Chinese rules.
    pub fn rules(&self) -> JsResult<(Option<RuleSet>, Rules)> {
        let preset = match self.string("rules")? {
            Some(name) => Some(RuleSet::from_str(&name).map_err(|e| error(self.err, &e.to_string()))?),
            None => None,
        };
        let mut rules = preset.unwrap_or(RuleSet::Chinese).rules();
        if let Some(komi) = self.komi()? {
            rules.komi = komi;
        }
        Ok((preset, rules))
    }

    /// `komi`, in points.
    pub fn komi(&self) -> JsResult<Option<f64>> {
        self.number("komi", Rules::MAX_KOMI)
    }
}
