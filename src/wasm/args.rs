//! Arguments from JavaScript, checked where they cross into Rust.
//!
//! wasm-bindgen's own conversions trust the caller: a number where a binding takes a string
//! reaches its string copy and traps (`RuntimeError: memory access out of bounds`), and an
//! array of the wrong things throws an `Error` with no name. So every binding takes what
//! JavaScript can actually pass, a `JsValue`, and reads it here. Anything else than what the
//! argument takes becomes an `InvalidArgument` error that names the call, the argument, what it
//! expected and what it got: "analyze: fen must be a string, got 0". Ids and counts are checked
//! finite, whole and in range before they are converted, so that -1 never wraps round to
//! 4294967295.
//!
//! The reads never let a JavaScript exception through wasm (it would skip Rust's clean-up and
//! leave the object borrowed): a value's kind comes from `typeof`, and an array's length, its
//! items and an object's fields come through `Reflect`, whose errors are caught, so a proxy or
//! a getter that throws is refused like any other bad value.

use super::js_error;
use js_sys::{Array, ArrayBuffer, Function, Reflect, Uint8Array};
use std::ops::RangeInclusive;
use wasm_bindgen::{JsCast, JsValue};

/// The most items an array argument may hold (a game of the longest possible length has
/// fewer than 12,000 moves).
const MAX_ITEMS: u32 = 20_000;

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

impl FromArg for Vec<u8> {
    const EXPECTED: &'static str = "a Uint8Array";
    fn read(value: &JsValue) -> Option<Vec<u8>> {
        // A real typed array (a proxy is not a view), copied by its own length, whatever a
        // `length` property says.
        (ArrayBuffer::is_view(value) && value.is_instance_of::<Uint8Array>()).then(|| Uint8Array::new(value).to_vec())
    }
}

impl FromArg for Function {
    const EXPECTED: &'static str = "a function";
    fn read(value: &JsValue) -> Option<Function> {
        value.is_function().then(|| value.clone().unchecked_into())
    }
}

/// Whether `value` is an array (a proxy whose prototype cannot be read is not: `Array.isArray`
/// would throw on it).
fn is_array(value: &JsValue) -> bool {
    value.is_object() && Reflect::get_prototype_of(value).is_ok() && Array::is_array(value)
}

/// Argument `at`, an array of at most [`MAX_ITEMS`] (`expected` says of what): its items, to
/// be read one by one.
pub(super) fn array(value: &JsValue, at: &str, expected: &str) -> Result<Vec<JsValue>, JsValue> {
    items(value).ok_or_else(|| invalid(at, expected, value))
}

/// The items of an array of at most [`MAX_ITEMS`], or `None` (not an array, too long, or an
/// item that cannot be read).
fn items(value: &JsValue) -> Option<Vec<JsValue>> {
    if !is_array(value) {
        return None;
    }
    let length = get(value, "length").ok()?.as_f64()?;
    if length > MAX_ITEMS as f64 {
        return None;
    }
    let mut items = Vec::new();
    for i in 0..length as u32 {
        items.push(Reflect::get_u32(value, i).ok()?);
    }
    Some(items)
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

/// What a value is, for an error: a number as JavaScript writes it (`-1`, `NaN`), else its kind.
fn describe(value: &JsValue) -> String {
    if value.as_f64().is_some() {
        // JavaScript formats the number: Rust's float formatting would add kilobytes.
        return value
            .unchecked_ref::<js_sys::Number>()
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
    }
    if value.is_null() {
        "null".into()
    } else if is_array(value) {
        "an array".into()
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
    pub(super) fn read(value: JsValue, at: &'a str) -> Result<Options<'a>, JsValue> {
        let value = Some(value).filter(|v| !absent(v));
        match &value {
            Some(v) if !v.is_object() || is_array(v) => Err(invalid(at, "an object", v)),
            _ => Ok(Options { value, at }),
        }
    }

    /// Field `name` (`undefined` when the options are absent) and where it is: "analyze:
    /// options.nodes".
    fn field(&self, name: &str) -> Result<(JsValue, String), JsValue> {
        let at = format!("{}.{name}", self.at);
        match self.value.as_ref().map(|object| get(object, name)) {
            None => Ok((JsValue::UNDEFINED, at)),
            Some(Ok(value)) => Ok((value, at)),
            Some(Err(_)) => Err(js_error("InvalidArgument", format!("{at} cannot be read"))),
        }
    }

    /// A whole number field in `range`.
    pub(super) fn whole(&self, name: &str, range: RangeInclusive<f64>) -> Result<Option<f64>, JsValue> {
        let (value, at) = self.field(name)?;
        optional_whole(&value, &at, range)
    }

    /// A field read as `T`.
    pub(super) fn get<T: FromArg>(&self, name: &str) -> Result<Option<T>, JsValue> {
        let (value, at) = self.field(name)?;
        optional(&value, &at)
    }
}

/// Property `name` of `object` (an error when a getter or a proxy throws).
pub(super) fn get(object: &JsValue, name: &str) -> Result<JsValue, JsValue> {
    Reflect::get(object, &JsValue::from_str(name))
}
