//! Options objects: read field by field, every field checked, unknown fields refused (a typo
//! is an error, not a silent default).

use std::str::FromStr;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, error};
use crate::{RuleSet, Rules};

/// A JavaScript options object, checked to be a plain object with only known fields.
pub struct Options {
    /// The object's value for each known field (`known[i]` at index `i`; `undefined` for a
    /// field it does not have), read in one call (`tengenOptionValues`).
    values: Option<js_sys::Array>,
    known: &'static [&'static str],
    what: &'static str,
    err: &'static str,
}

// Reading an options object field by field cost about twenty calls across the boundary for
// `{ size, rules }` (the check of each key as a Rust string, then each field by name), 1.3 µs
// of a new 9×9 `Game`'s 3 µs (issue 19, item 1). This reads it in one call: `known` is the
// list of field names joined by commas, decoded once per list (`id`, the list's address) and
// kept (`"*"` asks for the names when `known` is empty and the list is new). It returns the
// values in the order of `known`, or `"?" + key` for the first unknown
// field, or `"!" + key` for a field whose getter threw. Own enumerable fields only, as
// `Object.keys` gives them.
#[wasm_bindgen(inline_js = r#"
export function tengenOptionValues(obj, id, known) {
  const lists = tengenOptionValues.lists || (tengenOptionValues.lists = new Map());
  let names = lists.get(id);
  if (names === undefined) {
    if (known.length === 0) return "*";
    names = new TextDecoder().decode(known).split(",");
    lists.set(id, names);
  }
  const values = new Array(names.length);
  for (const key of Object.keys(obj)) {
    const i = names.indexOf(key);
    if (i < 0) return "?" + key;
    try {
      values[i] = obj[key];
    } catch {
      return "!" + key;
    }
  }
  return values;
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = tengenOptionValues)]
    fn js_option_values(obj: &JsValue, id: u32, known: &[u8]) -> JsValue;
}

impl Options {
    /// `undefined` and `null` are no options; anything but a plain object is an error.
    pub fn read(v: &JsValue, what: &'static str, known: &'static [&'static str], err: &'static str) -> JsResult<Options> {
        if v.is_undefined() || v.is_null() {
            return Ok(Options { values: None, known, what, err });
        }
        if !v.is_object() || js_sys::Array::is_array(v) || v.is_function() {
            return Err(error(err, &format!("{what} must be an object")));
        }
        // The names only the first time a list is used: the snippet says `"*"` for a list it
        // has not seen, and keeps it once it has (joining the names on every call cost an
        // allocation and a copy per new `Game`).
        debug_assert!(!known.is_empty(), "an options list names at least one field");
        let id = known.as_ptr() as u32;
        let mut read = js_option_values(v, id, &[]);
        let mut problem = read.as_string();
        if problem.as_deref() == Some("*") {
            read = js_option_values(v, id, known.join(",").as_bytes());
            problem = read.as_string();
        }
        if let Some(problem) = problem {
            let key = &problem[1..];
            return Err(if problem.starts_with('?') {
                error(err, &format!("unknown option {key:?} in {what}: expected {}", known.join(", ")))
            } else {
                error(err, &format!("{what}.{key} could not be read"))
            });
        }
        Ok(Options { values: Some(read.unchecked_into()), known, what, err })
    }

    /// A field's value; `None` when absent (`null` and `undefined` count as absent). Options
    /// are the object's own enumerable fields, the ones the check for unknown fields reads.
    pub fn get(&self, key: &str) -> JsResult<Option<JsValue>> {
        let Some(values) = &self.values else { return Ok(None) };
        let Some(i) = self.known.iter().position(|&k| k == key) else { return Ok(None) };
        let v = values.get(i as u32);
        Ok((!v.is_undefined() && !v.is_null()).then_some(v))
    }

    /// `options.size must be a whole number from 2 to 25, not 1000000000.`: the rule and
    /// what was given.
    fn bad(&self, key: &str, expected: &str, given: &JsValue) -> JsValue {
        error(self.err, &format!("{}.{key} must be {expected}, not {}", self.what, super::vertex::describe(given)))
    }

    /// A whole number from `min` to `max`.
    pub fn uint(&self, key: &str, min: u32, max: u32) -> JsResult<Option<u32>> {
        let Some(v) = self.get(key)? else { return Ok(None) };
        match v.as_f64() {
            Some(n) if n.fract() == 0.0 && n >= f64::from(min) && n <= f64::from(max) => Ok(Some(n as u32)),
            _ => Err(self.bad(key, &format!("a whole number from {min} to {max}"), &v)),
        }
    }

    /// A finite number whose size is at most `max_abs`.
    pub fn number(&self, key: &str, max_abs: f64) -> JsResult<Option<f64>> {
        let Some(v) = self.get(key)? else { return Ok(None) };
        match v.as_f64() {
            Some(n) if n.is_finite() && n.abs() <= max_abs => Ok(Some(n)),
            _ => Err(self.bad(key, &format!("a number from -{max_abs} to {max_abs}"), &v)),
        }
    }

    pub fn string(&self, key: &str) -> JsResult<Option<String>> {
        let Some(v) = self.get(key)? else { return Ok(None) };
        v.as_string().map(Some).ok_or_else(|| self.bad(key, "a string", &v))
    }

    pub fn boolean(&self, key: &str) -> JsResult<Option<bool>> {
        let Some(v) = self.get(key)? else { return Ok(None) };
        v.as_bool().map(Some).ok_or_else(|| self.bad(key, "true or false", &v))
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
