//! A GTP (Go Text Protocol, version 2) front end, so that tengen can be driven by GoGui,
//! Sabaki, KGS clients and GNU Go's tools, and compared against other engines.
//!
//! The protocol engine is a library: [`Engine::handle_line`] takes one input line and returns
//! the [`Response`], so sessions are tested as transcripts without a process. The
//! `tengen-gtp` binary only connects it to standard input and output.
//!
//! Commands: the GTP 2 set (`protocol_version name version known_command list_commands quit
//! boardsize clear_board komi play genmove undo showboard final_score final_status_list
//! loadsgf fixed_handicap place_free_handicap set_free_handicap time_settings time_left`), the
//! GNU Go extensions `is_legal list_stones countlib findlib captures printsgf`, and
//! `kgs-rules` (`chinese`, `japanese`, `aga`, `new_zealand`, or any tengen preset name such as
//! `tromp-taylor`) with `kgs-genmove_cleanup` and `kgs-time_settings`.
//!
//! Behaviour worth knowing:
//! - `play` accepts either colour at any time, as GTP requires, and play goes on after two
//!   passes (the controller decides when the game is over).
//! - Errors use the protocol's messages: `illegal move`, `invalid coordinate`, `invalid
//!   color`, `unacceptable size`, `board not empty`, `syntax error`, `unknown command`.
//! - `genmove` plays the tree search's move ([`crate::uct`], [`Search::Tree`], the default) or
//!   the game room's flat playouts ([`Search::Flat`], [`crate::bot`]: captures and escapes
//!   from atari first, otherwise light playouts per candidate point, 12 per point), with a
//!   seed from the engine's own generator (reproducible with no time limit), and passes when
//!   nothing sensible is left. It never resigns. [`Engine::last_search`] tells what the last
//!   tree search did (its playouts), for benchmarks.
//! - Time ([`time`]): `time_settings` (Canadian byo-yomi as GTP 2 section 4.2 defines it) and
//!   `kgs-time_settings` (`none`, `absolute`, `byoyomi`, `canadian`; other systems are refused)
//!   set a core [`Clock`](crate::Clock) for both colours, which `clear_board` restarts;
//!   `time_left` replaces a colour's time with the controller's report. Under a time limit
//!   `genmove` thinks within [`Engine::time_budget`] (it passes if that runs out before it
//!   has a move) and charges what it used to its colour's clock. The engine times only its own
//!   moves; the opponent's time is whatever the controller reports. Running out of time is the
//!   controller's to rule on: the engine keeps count and plays on.
//! - The time comes from a [`TimeSource`], read only under a time limit: the system's
//!   monotonic clock by default, or the thinking thread's CPU time
//!   ([`TimeSource::thread_cpu`], `tengen-gtp --clock cpu`), so that a benchmark on a shared
//!   machine gives the search the same work per second however busy the cores are; tests give
//!   their own with [`Engine::set_time_source`]. The search ends when the time source says
//!   the move's time is up ([`time::Deadline`]), or when it gives the same millisecond
//!   [`time::STALLED_READS`] times running (a clock that does not move must not hang it).

mod command;
mod engine;
pub mod time;

pub use command::{Command, Response, preprocess};
pub use engine::{COMMANDS, DEFAULT_SEED, Engine, PLAYOUTS_PER_POINT, Search, TREE_PLAYOUTS_PER_POINT};
pub use time::TimeSource;
