//! The JavaScript facade, built only for `wasm32` (`pkg/tengen.js` via `wasm-pack --target web`).
//!
//! A thin layer over the core: every rule decision comes from [`crate::Game`], [`crate::score`],
//! [`crate::sgf`], [`crate::lesson`] and [`crate::clock`]; this module only reads JavaScript
//! arguments (checking every one: no JavaScript input reaches a panic) and converts results to
//! plain objects. The guide is `docs/js-api.md`; the TypeScript types are in [`types`].
//!
//! * [`Game`] (`game.rs`): play, verdicts, history, chains, the count and the estimate, SGF.
//! * [`Lesson`] and [`LessonRun`] (`lesson.rs`): the school's lessons and exercises, only with
//!   the `lessons` feature (the school's build; the npm engine package leaves them out to stay
//!   within its size budget: `scripts/build-wasm.sh`).
//! * [`Problems`] (`problems.rs`): generated practice problems, only with the `practice`
//!   feature (the school's build), over [`crate::problems`].
//! * [`Clock`] (`clock.rs`): the game clock.
//! * The game room (`room.rs`, only with the `room` feature, the site's build): the clock's
//!   pause and snapshot, nigiri, the `Referee`, sealed moves and the room's SGF.
//! * [`Tournament`] (`tournament.rs`, only with the `club` feature, the site build): the club's
//!   tournaments over [`crate::tournament`].
//! * `vertex.rs` reads vertices (`"D4"`, `"dd"`, `[x, y]`, `{ x, y }`) and colours;
//!   `options.rs` reads options objects (in one call out, which writes the simple values into
//!   wasm memory); `errors.rs` makes the `Error`s with a `code`;
//!   `score.rs` and `sgf.rs` convert the count and SGF; `de.rs` reads data (lesson files) with
//!   serde, every field checked (with `lessons` only; serde-wasm-bindgen's reader visits only
//!   the fields a struct knows, so `deny_unknown_fields` would not hold); values go out through
//!   serde-wasm-bindgen's JSON-compatible serializer (`errors::to_js`); `verdict.rs` builds the
//!   per-move verdicts and reads `[x, y]` on the JavaScript side (object literals: a call per
//!   move instead of one per key), and for `play([x, y])` and `playAt(x, y)` the glue itself
//!   does (`scripts/fast-glue.mjs`: no call out at all for a move that captures nothing,
//!   through the plain export `tengen_game_play_at` in `game/mod.rs`; `board()` likewise
//!   through `tengen_game_board`).

#[cfg(feature = "bench")]
mod bench;
mod clock;
#[cfg(any(feature = "lessons", feature = "room"))]
mod de;
pub mod errors;
mod game;
#[cfg(feature = "lessons")]
mod lesson;
mod options;
#[cfg(feature = "practice")]
mod problems;
#[cfg(feature = "room")]
mod room;
mod score;
mod sgf;
#[cfg(feature = "club")]
mod tournament;
pub mod types;
mod verdict;
pub mod vertex;

use wasm_bindgen::prelude::*;

pub use clock::Clock;
pub use game::Game;
#[cfg(feature = "lessons")]
pub use lesson::{Lesson, LessonRun};
#[cfg(feature = "practice")]
pub use problems::Problems;
#[cfg(feature = "club")]
pub use tournament::Tournament;

/// Runs once when the module is instantiated: Rust panics then reach `console.error` with
/// their message instead of an opaque `unreachable` trap.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The engine's version (the crate's version, e.g. `"0.1.0"`).
#[wasm_bindgen]
#[must_use]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
