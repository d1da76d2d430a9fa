//! # tengen-core
//!
//! The part of tengen (天元) that every move runs through: the board ([`board`]: stones, chains,
//! captures, the Zobrist hash), [`game`] (turns, ko, superko, history), validated set-ups
//! ([`position`]) and the light random [`playout`]s with their [`rng`]. The vocabulary
//! (colours, points, rule presets, why a move is refused, handicap points) is `tengen-vocab`,
//! re-exported here.
//!
//! It is a crate of its own only so that the WebAssembly build can compile this hot code for
//! speed while the rest of the engine, `tengen-vocab` included, is built for size: a cargo
//! profile sets the optimisation level per crate, not per module (`crates/README.md`). The
//! `tengen` crate re-exports every module here under its old path (`tengen::board::Board`,
//! `tengen::Game`, …); depend on `tengen`.
//!
//! Items marked `#[doc(hidden)]` are the engine's internals (raw cells, padded point indices,
//! the playout loop) that the rest of `tengen` uses; they are not part of the public API.

pub mod board;
pub mod game;
pub mod playout;
pub mod position;
#[doc(hidden)]
pub mod position_counts;
pub mod rng;
#[doc(hidden)]
pub mod zobrist;

// The vocabulary is a crate of its own, built for size (crates/tengen-vocab); its modules keep
// their paths here.
pub use tengen_vocab::{color, diagram, handicap, illegal, order, rules, vertex};

pub use board::Board;
pub use color::{Color, ParseColorError};
pub use game::{EyeKind, Game, GameEnd, Move, MovePreview, MoveRecord};
pub use handicap::HandicapError;
pub use illegal::IllegalMove;
pub use position::{Position, PositionError};
pub use rules::{HandicapCompensation, KoRule, RuleSet, Rules, ScoringMethod, UnknownRules};
pub use vertex::{BoardSize, SizeError, Vertex, VertexError};
