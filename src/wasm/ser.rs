//! Values out to JavaScript: serde writes JSON text, which `JSON.parse` turns into plain
//! objects, arrays, strings, numbers, booleans and `null` in one call.
//!
//! This is what serde-wasm-bindgen's `json_compatible()` serializer gives (structs and maps as
//! plain objects, `None` as `null`, externally tagged enums as `{ "variant": value }`), with two
//! differences: every number is a plain JavaScript number (64-bit integers too, as JSON has no
//! others), and the code is smaller, since serde's derived code writes text instead of calling
//! into JavaScript for every field. Non-finite numbers are written as `null`, as
//! `JSON.stringify` does.

use std::fmt::{self, Write as _};

use serde::ser::{self, Serialize};

/// Why a value could not be written (only a custom `Serialize` error can cause it).
#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error(msg.to_string())
    }
}

/// The JSON text of a value.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = Json(String::with_capacity(128));
    value.serialize(&mut out)?;
    Ok(out.0)
}

struct Json(String);

impl Json {
    fn string(&mut self, s: &str) {
        let out = &mut self.0;
        out.push('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }

    /// A float in its own type's shortest form (an f32's 0.35, not 0.3499999940395355), or
    /// `null` when it is not finite.
    fn float(&mut self, n: impl fmt::Display, finite: bool) -> Result<(), Error> {
        if finite {
            let _ = write!(self.0, "{n}");
        } else {
            self.0.push_str("null");
        }
        Ok(())
    }

    fn integer(&mut self, n: impl fmt::Display) -> Result<(), Error> {
        let _ = write!(self.0, "{n}");
        Ok(())
    }
}

/// Serializer methods that each hand their one argument on to the same method of `self`, e.g.
/// `delegate!(integer: serialize_i8(i8), serialize_u8(u8))`.
macro_rules! delegate {
    ($to:ident: $($method:ident($ty:ty)),+ $(,)?) => {
        $(
            fn $method(self, v: $ty) -> Result<(), Error> {
                self.$to(v)
            }
        )+
    };
}

/// An array or object being written: whether a comma is needed before the next item.
pub struct Compound<'a> {
    json: &'a mut Json,
    first: bool,
    /// For a variant written `{ "name": [...] }` or `{ "name": {...} }`: close the outer object.
    close_variant: bool,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.json.0.push(',');
        }
        self.first = false;
    }

    fn end(self, close: char) -> Result<(), Error> {
        self.json.0.push(close);
        if self.close_variant {
            self.json.0.push('}');
        }
        Ok(())
    }
}

impl<'a> Json {
    fn open(&'a mut self, open: char, variant: Option<&str>) -> Compound<'a> {
        if let Some(name) = variant {
            self.0.push('{');
            self.string(name);
            self.0.push(':');
        }
        self.0.push(open);
        Compound { json: self, first: true, close_variant: variant.is_some() }
    }
}

impl<'a> ser::Serializer for &'a mut Json {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.0.push_str(if v { "true" } else { "false" });
        Ok(())
    }

    delegate!(integer:
        serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64),
        serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64),
    );

    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.float(v, v.is_finite())
    }

    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.float(v, v.is_finite())
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        let mut seq = self.open('[', None);
        for b in v {
            seq.comma();
            seq.json.integer(*b)?;
        }
        seq.end(']')
    }

    fn serialize_none(self) -> Result<(), Error> {
        self.0.push_str("null");
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.0.push_str("null");
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<(), Error> {
        self.string(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.0.push('{');
        self.string(variant);
        self.0.push(':');
        value.serialize(&mut *self)?;
        self.0.push('}');
        Ok(())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', None))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', None))
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', None))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', Some(variant)))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open('{', None))
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('{', None))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        Ok(self.open('{', Some(variant)))
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.comma();
        value.serialize(&mut *self.json)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, ']')
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, ']')
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, ']')
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, ']')
    }
}

/// Map keys: strings as they are; numbers, booleans and unit variants as their text (as
/// serde_json writes them); anything else is refused.
struct Key<'a>(&'a mut Json);

impl Key<'_> {
    fn text(self, t: impl fmt::Display) -> Result<(), Error> {
        self.0.string(&t.to_string());
        Ok(())
    }
}

fn bad_key() -> Error {
    Error("a map key must be a string or a number".into())
}

impl ser::Serializer for Key<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = ser::Impossible<(), Error>;
    type SerializeTuple = ser::Impossible<(), Error>;
    type SerializeTupleStruct = ser::Impossible<(), Error>;
    type SerializeTupleVariant = ser::Impossible<(), Error>;
    type SerializeMap = ser::Impossible<(), Error>;
    type SerializeStruct = ser::Impossible<(), Error>;
    type SerializeStructVariant = ser::Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.0.string(v);
        Ok(())
    }

    delegate!(text:
        serialize_bool(bool), serialize_char(char),
        serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64),
        serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64),
    );

    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_bytes(self, _v: &[u8]) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_none(self) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<(), Error> {
        self.0.string(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(bad_key())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(bad_key())
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        Err(bad_key())
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self::SerializeTupleStruct, Error> {
        Err(bad_key())
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(bad_key())
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(bad_key())
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self::SerializeStruct, Error> {
        Err(bad_key())
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(bad_key())
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.comma();
        key.serialize(Key(self.json))?;
        self.json.0.push(':');
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.json)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, '}')
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.comma();
        self.json.string(key);
        self.json.0.push(':');
        value.serialize(&mut *self.json)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, '}')
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(self, key, value)
    }

    fn end(self) -> Result<(), Error> {
        Compound::end(self, '}')
    }
}
