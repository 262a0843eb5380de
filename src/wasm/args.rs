//! Arguments from JavaScript, checked where they cross into Rust.
//!
//! wasm-bindgen's own conversions trust the caller: a number where a binding takes a string
//! reaches its string copy and traps (`RuntimeError: memory access out of bounds`), and an
//! array of the wrong things throws an `Error` with no name. So every binding takes what
//! JavaScript can actually pass, a `JsValue`, and reads it here. Anything else than what the
//! argument takes becomes an `InvalidArgument` error that names the binding, the argument, what
//! it expected and what it got: "analyze: fen must be a string, got number". Ids and counts
//! are checked finite, whole and in range before they are converted, so that -1 never wraps
//! round to 4294967295.

use super::js_error;
use js_sys::{Array, Function, Reflect, Uint8Array};
use std::ops::RangeInclusive;
use wasm_bindgen::{JsCast, JsValue};

/// What an argument can be read as.
pub(super) trait FromArg: Sized {
    /// What the argument must be, for the error: "a string".
    const EXPECTED: &'static str;
    fn read(value: &JsValue) -> Option<Self>;
}

impl FromArg for String {
    const EXPECTED: &'static str = "a string";
    fn read(value: &JsValue) -> Option<String> {
        value.as_string()
    }
}

impl FromArg for bool {
    const EXPECTED: &'static str = "true or false";
    fn read(value: &JsValue) -> Option<bool> {
        value.as_bool()
    }
}

impl FromArg for Vec<String> {
    const EXPECTED: &'static str = "an array of strings";
    fn read(value: &JsValue) -> Option<Vec<String>> {
        value.dyn_ref::<Array>()?.iter().map(|v| v.as_string()).collect()
    }
}

impl FromArg for Vec<u8> {
    const EXPECTED: &'static str = "a Uint8Array";
    fn read(value: &JsValue) -> Option<Vec<u8>> {
        value.dyn_ref::<Uint8Array>().map(Uint8Array::to_vec)
    }
}

impl FromArg for Function {
    const EXPECTED: &'static str = "a function";
    fn read(value: &JsValue) -> Option<Function> {
        value.dyn_ref::<Function>().cloned()
    }
}

/// Argument `at` ("analyze: fen") read as `T`.
pub(super) fn arg<T: FromArg>(value: &JsValue, at: &str) -> Result<T, JsValue> {
    T::read(value).ok_or_else(|| invalid(at, T::EXPECTED, value))
}

/// Whether an optional argument or field is absent: `undefined` or `null`.
fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// An optional argument: `None` when absent, else read as `T`.
pub(super) fn optional<T: FromArg>(value: &JsValue, at: &str) -> Result<Option<T>, JsValue> {
    if absent(value) {
        Ok(None)
    } else {
        arg(value, at).map(Some)
    }
}

/// A whole number in `range`: an id, a count, a depth.
pub(super) fn whole(value: &JsValue, at: &str, range: RangeInclusive<f64>) -> Result<f64, JsValue> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && range.contains(&n) => Ok(n),
        _ => {
            let expected = format!(
                "a whole number from {} to {}",
                *range.start() as u64,
                *range.end() as u64
            );
            Err(invalid(at, &expected, value))
        }
    }
}

/// An optional whole number in `range`: `None` when absent.
pub(super) fn optional_whole(value: &JsValue, at: &str, range: RangeInclusive<f64>) -> Result<Option<f64>, JsValue> {
    if absent(value) {
        Ok(None)
    } else {
        whole(value, at, range).map(Some)
    }
}

/// The `InvalidArgument` error of `value` at `at`, which must be `expected`.
pub(super) fn invalid(at: &str, expected: &str, value: &JsValue) -> JsValue {
    js_error(
        "InvalidArgument",
        format!("{at} must be {expected}, got {}", describe(value)),
    )
}

/// What a value is, for an error: a number as JavaScript writes it (`-1`, `NaN`), else its type.
fn describe(value: &JsValue) -> String {
    if value.as_f64().is_some() {
        // JavaScript formats the number: Rust's float formatting would add kilobytes.
        if let Some(text) = value
            .unchecked_ref::<js_sys::Number>()
            .to_string_with_radix(10)
            .ok()
            .and_then(|t| t.as_string())
        {
            return text;
        }
    }
    if value.is_null() {
        "null".into()
    } else if let Some(array) = value.dyn_ref::<Array>() {
        // What the array holds, for an array of the wrong things: "an array of number, string".
        let mut kinds: Vec<String> = Vec::new();
        for kind in array.iter().map(|v| v.js_typeof().as_string().unwrap_or_default()) {
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        if kinds.is_empty() {
            "an empty array".into()
        } else {
            format!("an array of {}", kinds.join(", "))
        }
    } else {
        value.js_typeof().as_string().unwrap_or_default()
    }
}

/// An options object (`undefined` and `null` mean none) whose fields are read by name.
pub(super) struct Options<'a> {
    value: Option<JsValue>,
    at: &'a str,
}

impl<'a> Options<'a> {
    /// The options argument `at` ("analyze: options").
    pub(super) fn read(value: Option<JsValue>, at: &'a str) -> Result<Options<'a>, JsValue> {
        let value = value.filter(|v| !absent(v));
        match &value {
            Some(v) if !v.is_object() || Array::is_array(v) => Err(invalid(at, "an object", v)),
            _ => Ok(Options { value, at }),
        }
    }

    /// Field `name`, `undefined` when absent.
    fn field(&self, name: &str) -> Result<JsValue, JsValue> {
        match &self.value {
            None => Ok(JsValue::UNDEFINED),
            Some(object) => {
                get(object, name).map_err(|_| js_error("InvalidArgument", format!("{}.{name} cannot be read", self.at)))
            }
        }
    }

    /// A whole number field in `range`.
    pub(super) fn whole(&self, name: &str, range: RangeInclusive<f64>) -> Result<Option<f64>, JsValue> {
        optional_whole(&self.field(name)?, &format!("{}.{name}", self.at), range)
    }

    /// A field read as `T`.
    pub(super) fn get<T: FromArg>(&self, name: &str) -> Result<Option<T>, JsValue> {
        optional(&self.field(name)?, &format!("{}.{name}", self.at))
    }
}

/// Property `name` of `object` (a getter may throw).
pub(super) fn get(object: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    Reflect::get(object, &JsValue::from_str(name))
}
