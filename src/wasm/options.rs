//! Options objects: read field by field, every field checked, unknown fields refused (a typo
//! is an error, not a silent default).

use std::str::FromStr;

use wasm_bindgen::prelude::*;

use super::errors::{JsResult, error};
use crate::{RuleSet, Rules};

/// A JavaScript options object, checked to be a plain object with only known fields.
pub struct Options {
    obj: Option<js_sys::Object>,
    /// The known fields, and which of them the object has (bit `i` for `known[i]`): a field
    /// it does not have is not asked for, each ask being two calls into JavaScript (issue 19,
    /// item 1: a new `Game` asked for six fields to find two).
    known: &'static [&'static str],
    present: u64,
    what: &'static str,
    err: &'static str,
}

impl Options {
    /// `undefined` and `null` are no options; anything but a plain object is an error.
    pub fn read(v: &JsValue, what: &'static str, known: &'static [&'static str], err: &'static str) -> JsResult<Options> {
        debug_assert!(known.len() <= 64);
        if v.is_undefined() || v.is_null() {
            return Ok(Options { obj: None, known, present: 0, what, err });
        }
        if !v.is_object() || js_sys::Array::is_array(v) || v.is_function() {
            return Err(error(err, &format!("{what} must be an object")));
        }
        let obj: js_sys::Object = v.clone().unchecked_into();
        let mut present = 0;
        for key in js_sys::Object::keys(&obj).iter() {
            let key = key.as_string().unwrap_or_default();
            match known.iter().position(|&k| k == key) {
                Some(i) => present |= 1 << i,
                None => {
                    return Err(error(err, &format!("unknown option {key:?} in {what}: expected {}", known.join(", "))));
                }
            }
        }
        Ok(Options { obj: Some(obj), known, present, what, err })
    }

    /// A field's value; `undefined` when absent (`null` counts as absent too). Options are
    /// the object's own enumerable fields, the ones the check for unknown fields reads.
    pub fn get(&self, key: &str) -> JsResult<Option<JsValue>> {
        let Some(obj) = &self.obj else { return Ok(None) };
        if let Some(i) = self.known.iter().position(|&k| k == key)
            && self.present & (1 << i) == 0
        {
            return Ok(None);
        }
        let v = js_sys::Reflect::get(obj, &JsValue::from_str(key))
            .map_err(|_| error(self.err, &format!("{}.{key} could not be read", self.what)))?;
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
