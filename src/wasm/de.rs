//! Reading data from JavaScript with serde, as `serde_json` reads JSON: a JavaScript value is
//! copied into a plain tree ([`Value`]) by one non-generic walk, and the tree is deserialised.
//!
//! Unlike `serde-wasm-bindgen`, whose structs read only the fields they know, every field of
//! an object is visited, so `#[serde(deny_unknown_fields)]` (the lesson format's rule: a typo
//! is an error, not a silent default) holds in the browser exactly as it does natively.

use serde::de::value::{Error, MapDeserializer, SeqDeserializer, StringDeserializer};
use serde::de::{self, DeserializeOwned, Deserializer, EnumAccess, IntoDeserializer, VariantAccess, Visitor};
use wasm_bindgen::{JsCast, JsValue};

/// A JavaScript value as data: what JSON can say.
#[derive(Debug, Clone)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

/// 2^64 and -2^63: whole numbers in between are read as integers.
const U64_END: f64 = 18_446_744_073_709_551_616.0;
const I64_MIN: f64 = -9_223_372_036_854_775_808.0;

/// How deep a value may nest (a lesson file is a few levels deep; a cycle is refused).
const MAX_DEPTH: u32 = 64;

impl Value {
    /// Copies a JavaScript value. `undefined` reads as `null`; functions, symbols and BigInts
    /// are refused, as `JSON.stringify` would drop or refuse them.
    pub fn from_js(v: &JsValue) -> Result<Value, String> {
        Value::read(v, 0)
    }

    fn read(v: &JsValue, depth: u32) -> Result<Value, String> {
        if depth > MAX_DEPTH {
            return Err(format!("the data is nested more than {MAX_DEPTH} levels deep"));
        }
        if v.is_null() || v.is_undefined() {
            return Ok(Value::Null);
        }
        if let Some(b) = v.as_bool() {
            return Ok(Value::Bool(b));
        }
        if let Some(n) = v.as_f64() {
            return Ok(Value::Number(n));
        }
        if let Some(s) = v.as_string() {
            return Ok(Value::String(s));
        }
        if js_sys::Array::is_array(v) {
            let a: &js_sys::Array = v.unchecked_ref();
            return a.iter().map(|item| Value::read(&item, depth + 1)).collect::<Result<_, _>>().map(Value::Array);
        }
        if v.is_object() {
            let entries = js_sys::Object::entries(v.unchecked_ref::<js_sys::Object>());
            let mut out = Vec::with_capacity(entries.length() as usize);
            for entry in entries.iter() {
                let pair: &js_sys::Array = entry.unchecked_ref();
                let key = pair.get(0).as_string().unwrap_or_default();
                out.push((key, Value::read(&pair.get(1), depth + 1)?));
            }
            return Ok(Value::Object(out));
        }
        Err("functions, symbols and BigInts are not data".into())
    }
}

/// Deserialises a JavaScript value into `T`.
pub fn from_js<T: DeserializeOwned>(v: &JsValue) -> Result<T, String> {
    let value = Value::from_js(v)?;
    T::deserialize(value).map_err(|e| e.to_string())
}

impl<'de> IntoDeserializer<'de, Error> for Value {
    type Deserializer = Value;

    fn into_deserializer(self) -> Value {
        self
    }
}

impl<'de> Deserializer<'de> for Value {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            // Whole numbers as integers, so that integer fields accept them (as JSON reads 3).
            Value::Number(n) if n.fract() == 0.0 && (0.0..U64_END).contains(&n) => visitor.visit_u64(n as u64),
            Value::Number(n) if n.fract() == 0.0 && (I64_MIN..0.0).contains(&n) => visitor.visit_i64(n as i64),
            Value::Number(n) => visitor.visit_f64(n),
            Value::String(s) => visitor.visit_string(s),
            Value::Array(items) => {
                let mut seq = SeqDeserializer::new(items.into_iter());
                let out = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(out)
            }
            Value::Object(entries) => {
                let mut map = MapDeserializer::new(entries.into_iter());
                let out = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(out)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_none(),
            other => visitor.visit_some(other),
        }
    }

    /// `"Variant"` for a unit variant, `{ "variant": payload }` for the others (as serde_json).
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::String(s) => visitor.visit_enum(StringDeserializer::<Error>::new(s)),
            Value::Object(mut entries) if entries.len() == 1 => {
                let (tag, payload) = entries.remove(0);
                visitor.visit_enum(Tagged { tag, payload })
            }
            Value::Object(entries) => Err(de::Error::invalid_length(entries.len(), &"an object with one key")),
            other => Err(de::Error::invalid_type(other.unexpected(), &"a string or an object with one key")),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    // Each kind of field reads only its own kind of value: a small function per visitor type
    // (`deserialize_any` would copy every branch into each of them).
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Bool(b) => visitor.visit_bool(b),
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Number(n) if n.fract() == 0.0 && (0.0..U64_END).contains(&n) => visitor.visit_u64(n as u64),
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Number(n) => visitor.visit_f64(n),
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::String(s) => visitor.visit_string(s),
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Array(items) => {
                let mut seq = SeqDeserializer::new(items.into_iter());
                let out = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(out)
            }
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Object(entries) => {
                let mut map = MapDeserializer::new(entries.into_iter());
                let out = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(out)
            }
            other => Err(other.invalid(&visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_f64(visitor)
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u128 char bytes byte_buf unit unit_struct tuple tuple_struct ignored_any
    }
}

impl Value {
    /// The error for a value of the wrong kind.
    fn invalid(&self, expected: &dyn de::Expected) -> Error {
        de::Error::invalid_type(self.unexpected(), expected)
    }

    fn unexpected(&self) -> de::Unexpected<'_> {
        match self {
            Value::Null => de::Unexpected::Unit,
            Value::Bool(b) => de::Unexpected::Bool(*b),
            Value::Number(n) => de::Unexpected::Float(*n),
            Value::String(s) => de::Unexpected::Str(s),
            Value::Array(_) => de::Unexpected::Seq,
            Value::Object(_) => de::Unexpected::Map,
        }
    }
}

/// An enum written `{ "variant": payload }`.
struct Tagged {
    tag: String,
    payload: Value,
}

impl<'de> EnumAccess<'de> for Tagged {
    type Error = Error;
    type Variant = Value;

    fn variant_seed<S: de::DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Value), Error> {
        let tag = seed.deserialize(StringDeserializer::<Error>::new(self.tag))?;
        Ok((tag, self.payload))
    }
}

impl<'de> VariantAccess<'de> for Value {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self {
            Value::Null => Ok(()),
            other => Err(de::Error::invalid_type(other.unexpected(), &"no value")),
        }
    }

    fn newtype_variant_seed<S: de::DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }
}
