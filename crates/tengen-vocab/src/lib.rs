//! # tengen-vocab
//!
//! The words tengen (天元) speaks in: [`color`] (the players), [`vertex`] (points and board
//! sizes, with the GTP, SGF and `(x, y)` notations), [`rules`] (the axes on which rule sets
//! differ, and the named presets), [`illegal`] (why a move is refused, in Chinese and English)
//! and [`handicap`] (the handicap points).
//!
//! A crate of its own so that the WebAssembly build can compile `tengen-core` (the board, the
//! moves, the playouts) for speed while this code — parsing, names, messages, run once per call
//! rather than once per move — stays size-first: a cargo profile sets the optimisation level per
//! crate. `tengen` re-exports every module here under its old path; depend on `tengen`.

pub mod color;
#[doc(hidden)]
pub mod diagram;
pub mod handicap;
pub mod illegal;
#[doc(hidden)]
pub mod order;
pub mod rules;
pub mod vertex;

pub use color::{Color, ParseColorError};
pub use handicap::HandicapError;
pub use illegal::IllegalMove;
pub use rules::{HandicapCompensation, KoRule, RuleSet, Rules, ScoringMethod, UnknownRules};
pub use vertex::{BoardSize, SizeError, Vertex, VertexError};
