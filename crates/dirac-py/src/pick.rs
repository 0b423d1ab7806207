//! One field of a view, found by its path of names, without writing the rest: what a result
//! reads when one of its fields is first read ([`crate::fields`]).
//!
//! A view is walked by its own `Serialize`: at each struct, the fields off the path are passed
//! over without being written, and the field at the path's end is written alone, as a
//! [`serde_json::Value`], or only probed (is it there, is it a view of its own?). A path through
//! anything but structs and options (a list, a map) is not walked: [`pick`] then writes the
//! whole view and reads the path in it, the same value by a longer way.

use serde::Serialize;
use serde::ser::{self, Impossible};
use serde_json::Value;

/// What the end of a path holds.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Found {
    /// Nothing: the field is absent or `None`.
    Nothing,
    /// A view of its own (a struct), not written: its fields are read one by one.
    View,
    /// The value, written.
    Value(Value),
}

/// Whether the end of the path is written or only probed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Want {
    /// Write the value.
    Value,
    /// Say only whether it is there, and whether it is a view.
    Probe,
}

/// The field of `view` at `path` (names of fields, from the view down).
pub(crate) fn pick(view: &impl Serialize, path: &[&str], want: Want) -> Result<Found, String> {
    match view.serialize(Walk { path, want }) {
        Ok(found) => Ok(found),
        Err(Stop::Unwalkable) => whole(view, path, want),
        Err(Stop::Failed(e)) => Err(e),
    }
}

/// [`pick`] through the whole view written as a value.
fn whole(view: &impl Serialize, path: &[&str], want: Want) -> Result<Found, String> {
    let mut value = serde_json::to_value(view).map_err(|e| e.to_string())?;
    for name in path {
        value = match value {
            Value::Object(mut fields) => fields.remove(*name).unwrap_or(Value::Null),
            _ => Value::Null,
        };
    }
    Ok(match (value, want) {
        (Value::Null, _) => Found::Nothing,
        (Value::Object(_), Want::Probe) => Found::View,
        (value, _) => Found::Value(value),
    })
}

/// Why a walk stopped.
#[derive(Debug)]
enum Stop {
    /// The path goes through something other than a struct or an option.
    Unwalkable,
    /// Writing the value failed.
    Failed(String),
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stop::Unwalkable => f.write_str("a path through a list or a map"),
            Stop::Failed(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: std::fmt::Display>(msg: T) -> Stop {
        Stop::Failed(msg.to_string())
    }
}

/// The end of the path: `value`, written or probed.
fn end<T: Serialize + ?Sized>(value: &T, want: Want) -> Result<Found, Stop> {
    match want {
        Want::Value => match serde_json::to_value(value) {
            Ok(Value::Null) => Ok(Found::Nothing),
            Ok(value) => Ok(Found::Value(value)),
            Err(e) => Err(Stop::Failed(e.to_string())),
        },
        Want::Probe => value.serialize(Probe),
    }
}

/// A walk down `path`, which is never empty while walking.
struct Walk<'a> {
    path: &'a [&'a str],
    want: Want,
}

/// The fields of a struct on the path: the one named next is walked (or ends the path).
struct Fields<'a> {
    walk: Walk<'a>,
    found: Found,
}

impl ser::SerializeStruct for Fields<'_> {
    type Ok = Found;
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        let Some((name, rest)) = self.walk.path.split_first() else {
            return Err(Stop::Unwalkable);
        };
        if key == *name {
            self.found = if rest.is_empty() {
                end(value, self.walk.want)?
            } else {
                value.serialize(Walk {
                    path: rest,
                    want: self.walk.want,
                })?
            };
        }
        Ok(())
    }

    fn end(self) -> Result<Found, Stop> {
        Ok(self.found)
    }
}

/// The serializer's types and the methods that stop a walk or a probe: every value but a struct
/// (of type `$fields`) or an option (`$found` for the probe, which knows a value when it sees
/// one).
macro_rules! stop_on_values {
    ($found:expr, $fields:ty) => {
        type Ok = Found;
        type Error = Stop;
        type SerializeSeq = Impossible<Found, Stop>;
        type SerializeTuple = Impossible<Found, Stop>;
        type SerializeTupleStruct = Impossible<Found, Stop>;
        type SerializeTupleVariant = Impossible<Found, Stop>;
        type SerializeMap = Impossible<Found, Stop>;
        type SerializeStruct = $fields;
        type SerializeStructVariant = Impossible<Found, Stop>;

        fn serialize_bool(self, _: bool) -> Result<Found, Stop> {
            $found
        }
        fn serialize_i8(self, _: i8) -> Result<Found, Stop> {
            $found
        }
        fn serialize_i16(self, _: i16) -> Result<Found, Stop> {
            $found
        }
        fn serialize_i32(self, _: i32) -> Result<Found, Stop> {
            $found
        }
        fn serialize_i64(self, _: i64) -> Result<Found, Stop> {
            $found
        }
        fn serialize_u8(self, _: u8) -> Result<Found, Stop> {
            $found
        }
        fn serialize_u16(self, _: u16) -> Result<Found, Stop> {
            $found
        }
        fn serialize_u32(self, _: u32) -> Result<Found, Stop> {
            $found
        }
        fn serialize_u64(self, _: u64) -> Result<Found, Stop> {
            $found
        }
        fn serialize_f32(self, _: f32) -> Result<Found, Stop> {
            $found
        }
        fn serialize_f64(self, _: f64) -> Result<Found, Stop> {
            $found
        }
        fn serialize_char(self, _: char) -> Result<Found, Stop> {
            $found
        }
        fn serialize_str(self, _: &str) -> Result<Found, Stop> {
            $found
        }
        fn serialize_bytes(self, _: &[u8]) -> Result<Found, Stop> {
            $found
        }
        fn serialize_unit_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
        ) -> Result<Found, Stop> {
            $found
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<Found, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_seq(self, _: Option<usize>) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_tuple(self, _: usize) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Impossible<Found, Stop>, Stop> {
            Err(Stop::Unwalkable)
        }
        fn serialize_none(self) -> Result<Found, Stop> {
            Ok(Found::Nothing)
        }
        fn serialize_unit(self) -> Result<Found, Stop> {
            Ok(Found::Nothing)
        }
        fn serialize_unit_struct(self, _: &'static str) -> Result<Found, Stop> {
            Ok(Found::Nothing)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<Found, Stop> {
            value.serialize(self)
        }
        fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Found, Stop> {
            value.serialize(self)
        }
    };
}

impl<'a> ser::Serializer for Walk<'a> {
    // A value where the path goes on: nothing is there.
    stop_on_values!(Ok(Found::Nothing), Fields<'a>);

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'a>, Stop> {
        Ok(Fields {
            walk: self,
            found: Found::Nothing,
        })
    }
}

/// Whether a value is there, and whether it is a struct, without writing it.
struct Probe;

/// A struct probed: a view.
struct Probed;

impl ser::SerializeStruct for Probed {
    type Ok = Found;
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        _: &'static str,
        _: &T,
    ) -> Result<(), Stop> {
        Ok(())
    }

    fn end(self) -> Result<Found, Stop> {
        Ok(Found::View)
    }
}

impl ser::Serializer for Probe {
    // A value that is not a view: the probe cannot say which, so the caller writes it.
    stop_on_values!(Err(Stop::Unwalkable), Probed);

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Probed, Stop> {
        Ok(Probed)
    }
}
