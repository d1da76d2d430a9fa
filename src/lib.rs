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

pub mod adjourn;
pub mod board;
pub mod bot;
pub mod clock;
pub mod color;
pub mod game;
pub mod gtp;
pub mod handicap;
pub mod playout;
pub mod illegal;
pub mod lesson;
pub mod nigiri;
pub mod position;
mod position_counts;
pub mod problems;
pub mod record;
pub mod referee;
pub mod rng;
pub mod rules;
pub mod score;
pub mod sgf;
pub mod tournament;
pub mod uct;
pub mod vertex;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
mod zobrist;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod reference_tests;

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
