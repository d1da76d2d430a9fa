//! Club tournaments run as the Chinese rules run them (第二十六条 to 第二十九条): the kinds of
//! event, the systems, scoring and tie-breaks, and withdrawals. Pure Rust, no WebAssembly
//! types; the JavaScript `Tournament` (src/wasm/tournament.rs, feature `club`) is a thin
//! facade over [`Event`]. The event file format and every formula with its source sentence
//! are in docs/tournament-format.md.
//!
//! * [`vocab`]: systems, results, ranks, the promotion rule.
//! * [`event`]: the event and the referee's operations ([`settings`]: its options); [`error`]: why one is refused.
//! * [`pairing`]: the next round for every system ([`teams`] for the team systems), over
//!   [`berger`] (round-robin tables) and
//!   [`swiss`] (the score-group matcher).
//! * [`standings`]: points and tie-breaks, individual and team; [`report`]: the crosstable
//!   and promotions; [`file`]: the versioned JSON event file (read; [`views`]: written).
//!
//! ```
//! use tengen::tournament::{Event, Outcome, PlayerInfo, Settings, System};
//!
//! let mut event = Event::new(Settings::new("Club night", System::RoundRobin)).unwrap();
//! for name in ["Li", "Wang", "Zhang"] {
//!     event.add_player(PlayerInfo { name: name.into(), ..PlayerInfo::default() }).unwrap();
//! }
//! let round = event.pair_next_round().unwrap();
//! let table = event.rounds[0].games[0].table_name();
//! event.set_result(round, &table, Some(Outcome::Black)).unwrap();
//! assert_eq!(event.standings()[0].points, 2.0);
//! ```

pub mod berger;
pub mod error;
pub mod event;
pub mod file;
pub mod pairing;
pub mod report;
pub mod settings;
pub mod standings;
pub mod swiss;
pub mod teams;
pub mod views;
pub mod vocab;

pub use error::{FieldProblem, TournamentError};
pub use event::{Event, Game, Player, PlayerInfo, Round, Settings, TeamMatch, Warning};
pub use report::{Cell, CrossRow, PromotionRow};
pub use standings::{Standing, TeamStanding, swiss_total, withdrawn_value};
pub use vocab::{Outcome, Promotion, Rank, System};

impl Event {
    /// Reads an event file (docs/tournament-format.md); refuses it with `badEvent` naming the
    /// field.
    pub fn from_json(text: &str) -> Result<Event, TournamentError> {
        file::from_json(text)
    }

    /// The event file's text; `Event::from_json(&e.to_json())?.to_json() == e.to_json()`.
    #[must_use]
    pub fn to_json(&self) -> String {
        file::to_json(self)
    }
}
