//! The plain objects JavaScript receives, written as JSON text and parsed by the browser.
//!
//! A DTO is a struct declared with [`js_object!`]: JavaScript sees each field under its
//! camelCase name, `None` as `null`, slices and vectors as arrays, pairs as two-element arrays.
//! No serde: its serializer and the derived code were about a tenth of the page module, where
//! this writer is a few hundred bytes.

use super::js_error;
use wasm_bindgen::JsValue;

/// A value that writes itself as JSON.
pub(super) trait Json {
    fn write(&self, out: &mut String);
}

/// The JavaScript value of a DTO.
pub(super) fn to_js(value: &impl Json) -> Result<JsValue, JsValue> {
    let mut text = String::new();
    value.write(&mut text);
    js_sys::JSON::parse(&text).map_err(|_| js_error("InternalError", "a result did not read back as JSON"))
}

/// Declares a DTO: a struct, and its [`Json`] as an object of its fields in declaration order.
macro_rules! js_object {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident $(<$lt:lifetime>)? {
            $($(#[$field_meta:meta])* $field:ident: $ty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name $(<$lt>)? {
            $($(#[$field_meta])* $field: $ty),*
        }

        impl $(<$lt>)? $crate::wasm::json::Json for $name $(<$lt>)? {
            fn write(&self, out: &mut String) {
                let mut object = $crate::wasm::json::Object::new(out);
                $(object.field(stringify!($field), &self.$field);)*
                object.end();
            }
        }
    };
}
pub(super) use js_object;

/// An object being written: `{`, then fields, then `}` from [`Object::end`].
pub(super) struct Object<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> Object<'a> {
    pub(super) fn new(out: &'a mut String) -> Object<'a> {
        out.push('{');
        Object { out, first: true }
    }

    /// A field under the camelCase form of `name` (`check_square` becomes `checkSquare`).
    pub(super) fn field(&mut self, name: &str, value: &(impl Json + ?Sized)) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        self.out.push('"');
        let mut upper = false;
        for c in name.chars() {
            match c {
                '_' => upper = true,
                c if upper => {
                    self.out.push(c.to_ascii_uppercase());
                    upper = false;
                }
                c => self.out.push(c),
            }
        }
        self.out.push_str("\":");
        value.write(self.out);
    }

    pub(super) fn end(self) {
        self.out.push('}');
    }
}

impl Json for bool {
    fn write(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// Writes a whole number: its sign, then its digits, most significant first.
fn integer(out: &mut String, negative: bool, magnitude: u64) {
    if negative {
        out.push('-');
    }
    let mut digits = [0u8; 20];
    let mut rest = magnitude;
    let mut len = 0;
    loop {
        digits[len] = b'0' + (rest % 10) as u8;
        len += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[..len].iter().rev().map(|&d| d as char));
}

impl Json for u64 {
    fn write(&self, out: &mut String) {
        integer(out, false, *self);
    }
}

impl Json for i32 {
    fn write(&self, out: &mut String) {
        integer(out, *self < 0, self.unsigned_abs() as u64);
    }
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl Json for $t {
            fn write(&self, out: &mut String) {
                (*self as u64).write(out);
            }
        }
    )*};
}
unsigned!(u8, u32, usize);

impl Json for f64 {
    /// JSON has no NaN or infinity: they are written as `null`.
    fn write(&self, out: &mut String) {
        if self.is_finite() {
            use std::fmt::Write;
            let _ = write!(out, "{self}");
        } else {
            out.push_str("null");
        }
    }
}

impl Json for str {
    fn write(&self, out: &mut String) {
        out.push('"');
        for c in self.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    out.push_str("\\u00");
                    out.push(HEX[c as usize >> 4] as char);
                    out.push(HEX[c as usize & 15] as char);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

impl Json for String {
    fn write(&self, out: &mut String) {
        self.as_str().write(out);
    }
}

impl<T: Json + ?Sized> Json for &T {
    fn write(&self, out: &mut String) {
        (**self).write(out);
    }
}

impl<T: Json> Json for Option<T> {
    fn write(&self, out: &mut String) {
        match self {
            Some(value) => value.write(out),
            None => out.push_str("null"),
        }
    }
}

impl<T: Json> Json for [T] {
    fn write(&self, out: &mut String) {
        out.push('[');
        for (i, value) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            value.write(out);
        }
        out.push(']');
    }
}

impl<T: Json> Json for Vec<T> {
    fn write(&self, out: &mut String) {
        self.as_slice().write(out);
    }
}

impl<A: Json, B: Json> Json for (A, B) {
    fn write(&self, out: &mut String) {
        out.push('[');
        self.0.write(out);
        out.push(',');
        self.1.write(out);
        out.push(']');
    }
}

/// JSON text written already (by a writer that needed more than the value, such as the
/// position a move is written in).
pub(super) struct Raw(pub String);

impl Raw {
    pub(super) fn of(value: &impl Json) -> Raw {
        let mut text = String::new();
        value.write(&mut text);
        Raw(text)
    }
}

impl Json for Raw {
    fn write(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    js_object! {
        struct Sample<'a> {
            plain: u32,
            two_words: Option<&'a str>,
            list: Vec<(String, i32)>,
            ratio: f64,
            text: &'a str,
        }
    }

    #[test]
    fn writes_camel_case_fields_nulls_arrays_and_escapes() {
        let sample = Sample {
            plain: 7,
            two_words: None,
            list: vec![("a".into(), -12), ("b".into(), 0)],
            ratio: 0.25,
            text: "say \"hi\"\\\n\u{1}é",
        };
        let mut out = String::new();
        sample.write(&mut out);
        assert_eq!(
            out,
            r#"{"plain":7,"twoWords":null,"list":[["a",-12],["b",0]],"ratio":0.25,"text":"say \"hi\"\\\u000a\u0001é"}"#
        );
    }

    #[test]
    fn writes_extreme_whole_numbers_and_non_finite_floats() {
        let mut out = String::new();
        [u64::MAX as f64, f64::NAN, f64::INFINITY].as_slice().write(&mut out);
        out.push(' ');
        i32::MIN.write(&mut out);
        out.push(' ');
        (u32::MAX as u64).write(&mut out);
        assert_eq!(out, "[18446744073709552000,null,null] -2147483648 4294967295");
    }
}
