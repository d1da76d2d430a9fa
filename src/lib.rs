//! # tengen (天元)
//!
//! A Go (围棋, weiqi, baduk) rules and scoring engine. The core implements the Chinese Weiqi
//! Rules exactly — area counting with komi 3¾ stones, suicide forbidden, situational superko —
//! and every common rule set as a preset. It has no WebAssembly types; the `wasm` module is a
//! thin facade over it, built only for `wasm32`.
//!
//! ```
//! use tengen::{BoardSize, Color, Game, IllegalMove, RuleSet, Vertex};
//!
//! let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
//! let e5 = Vertex::from_gtp("E5", game.size()).unwrap();
//! game.play(e5).unwrap();
//! assert_eq!(game.board().get(e5), Some(Color::Black));
//! let err = game.play(e5).unwrap_err();
//! assert_eq!(err, IllegalMove::Occupied(e5));
//! assert_eq!(err.message_zh(), "这里已经有棋子了");
//! ```
//!
//! The modules, from the bottom up: [`color`] and [`vertex`] (vocabulary), [`board`] (stones,
//! chains, captures), [`rules`] (presets), [`position`] (validated set-ups), [`game`] (turns,
//! ko, superko, history, teaching queries), [`score`] (counting), [`sgf`], [`gtp`], [`clock`],
//! [`lesson`] and [`playout`]; for a game played in full, [`nigiri`] (choosing colours),
//! [`referee`] (penalties), [`adjourn`] (the sealed move) and [`record`] (the room's SGF).
//! The vocabulary, the board, the game and the playouts are built in two crates of their own
//! (`crates/tengen-vocab`, `crates/tengen-core`: so that the wasm build can compile the hot code
//! for speed) and re-exported here under these same paths.

pub mod adjourn;
pub mod bot;
pub mod clock;
pub mod gtp;
pub mod lesson;
pub mod nigiri;
pub mod problems;
pub mod record;
pub mod referee;
pub mod score;
pub mod sgf;
pub mod tournament;
pub mod uct;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod reference_tests;

// The hot code lives in its own crate (crates/tengen-core) so that the wasm build can compile it
// for speed and the rest for size; its modules keep their paths here (`tengen::board`, …).
pub use tengen_core::{board, color, game, handicap, illegal, playout, position, rng, rules, vertex};

pub use color::{Color, ParseColorError};
pub use board::Board;
pub use clock::{Callout, Clock, ClockError, PlayerTime, TimeControl};
pub use game::{EyeKind, Game, GameEnd, Move, MovePreview, MoveRecord};
pub use handicap::HandicapError;
pub use illegal::IllegalMove;
pub use position::{Position, PositionError};
pub use score::{DeadStones, GameResult, Score, ScoreError};
pub use rules::{HandicapCompensation, KoRule, RuleSet, Rules, ScoringMethod, UnknownRules};
pub use vertex::{BoardSize, SizeError, Vertex, VertexError};
