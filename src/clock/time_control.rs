//! The time controls a clock can run: sudden death, byo-yomi, Canadian, Fischer, and the
//! named presets.

use super::ClockError;

/// How much time each player has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum TimeControl {
    /// No clock.
    Unlimited,
    /// Sudden death (包干): one budget for the whole game.
    Absolute { main_ms: u64 },
    /// Main time, then `periods` periods of `period_ms` (读秒).
    Byoyomi { main_ms: u64, periods: u32, period_ms: u64 },
    /// Main time, then `stones` moves to play in every `period_ms`.
    Canadian { main_ms: u64, stones: u32, period_ms: u64 },
    /// Main time plus `increment_ms` after every move.
    Fischer { main_ms: u64, increment_ms: u64 },
}

impl TimeControl {
    /// The Chinese national setting for a slow game: `main_minutes` and five one-minute periods.
    #[must_use]
    pub const fn chinese_national(main_minutes: u64) -> TimeControl {
        TimeControl::Byoyomi { main_ms: main_minutes * 60_000, periods: 5, period_ms: 60_000 }
    }

    /// A club setting: `main_minutes` and three 30-second periods.
    #[must_use]
    pub const fn club(main_minutes: u64) -> TimeControl {
        TimeControl::Byoyomi { main_ms: main_minutes * 60_000, periods: 3, period_ms: 30_000 }
    }

    /// A blitz setting (快棋, whose byo-yomi the rules leave to the organisers): `main_minutes`
    /// and three 10-second periods, counted 1 to 9 and "10" in the last one.
    #[must_use]
    pub const fn blitz(main_minutes: u64) -> TimeControl {
        TimeControl::Byoyomi { main_ms: main_minutes * 60_000, periods: 3, period_ms: 10_000 }
    }

    /// A named preset: `"national"`, `"club"` or `"blitz"` with `main_minutes`.
    #[must_use]
    pub fn preset(name: &str, main_minutes: u64) -> Option<TimeControl> {
        match name {
            "national" => Some(TimeControl::chinese_national(main_minutes)),
            "club" => Some(TimeControl::club(main_minutes)),
            "blitz" => Some(TimeControl::blitz(main_minutes)),
            _ => None,
        }
    }

    /// Refuses settings no clock can run (an empty overtime period, no periods or stones).
    pub(super) fn check(self) -> Result<(), ClockError> {
        match self {
            TimeControl::Byoyomi { periods: 0, .. } | TimeControl::Canadian { stones: 0, .. } => {
                Err(ClockError::BadSettings("overtime needs at least one period and one stone".into()))
            }
            TimeControl::Byoyomi { period_ms: 0, .. } | TimeControl::Canadian { period_ms: 0, .. } => {
                Err(ClockError::BadSettings("an overtime period cannot be empty".into()))
            }
            _ => Ok(()),
        }
    }
}
