//! # tengen (天元)
//!
//! A Go (围棋, weiqi, baduk) rules and scoring engine. The core implements the Chinese Weiqi
//! Rules exactly — area counting with komi 3¾ stones, suicide forbidden, situational superko —
//! and every common rule set as a preset. It has no WebAssembly types; the `wasm` module is a
//! thin facade over it, built only for `wasm32`.

pub mod color;
pub mod vertex;

pub use color::{Color, ParseColorError};
pub use vertex::{BoardSize, SizeError, Vertex, VertexError};
