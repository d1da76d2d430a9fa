//! Time under GTP: the controller's settings (`time_settings`, `kgs-time_settings`) as a
//! [`TimeControl`] for the core [`Clock`](crate::Clock), its `time_left` reports as a
//! [`PlayerTime`], where the engine reads the time, and how long `genmove` may think.
//!
//! GTP 2 (section 4.2) knows only Canadian byo-yomi: `time_settings main byo_yomi_time
//! byo_yomi_stones`, where a byo-yomi time of 0 means sudden death (absolute time) and a
//! byo-yomi time above 0 with 0 stones means no time limit; `time_left color time stones`
//! gives the time left in the main time (stones 0) or in the current byo-yomi period (with the
//! stones still to play in it). KGS adds `kgs-time_settings none | absolute main | byoyomi main
//! period periods | canadian main period stones`; for byo-yomi its `time_left` gives the
//! time left in the current period and the periods left.

use std::fmt;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use crate::clock::{PlayerTime, TimeControl};

/// Times from the controller are kept below 2^53 ms (about 285,000 years), so that a main time
/// plus every period can be added up without overflow.
const MAX_MS: u64 = (1 << 53) - 1;

/// The most `genmove` keeps back from what it may use, for the response to reach the
/// controller in time.
const MAX_RESERVE_MS: u64 = 1_000;

/// The fewest moves `genmove` expects still to play in its main time.
const MIN_MOVES_LEFT: u64 = 10;

/// Seconds as sent by the controller (finite and not negative), in whole milliseconds.
pub(super) fn seconds_to_ms(seconds: f64) -> u64 {
    let ms = (seconds * 1000.0).round();
    if ms >= MAX_MS as f64 { MAX_MS } else { ms as u64 }
}

/// The time control `time_settings main byo_yomi_time byo_yomi_stones` describes (times in ms).
#[must_use]
pub fn gtp_time_control(main_ms: u64, byo_yomi_ms: u64, byo_yomi_stones: u32) -> TimeControl {
    if byo_yomi_ms == 0 {
        TimeControl::Absolute { main_ms }
    } else if byo_yomi_stones == 0 {
        TimeControl::Unlimited
    } else {
        TimeControl::Canadian { main_ms, stones: byo_yomi_stones, period_ms: byo_yomi_ms }
    }
}

/// The time control of `kgs-time_settings SYSTEM ...` (the arguments after the command name).
/// Errors are GTP messages: `syntax error`, or `unsupported time system` for a system other
/// than the four KGS sends.
pub fn kgs_time_control(args: &[&str]) -> Result<TimeControl, String> {
    let system = args.first().copied().ok_or_else(|| "syntax error".to_string())?;
    let seconds = |i: usize| -> Result<u64, String> {
        args.get(i).ok_or_else(|| "syntax error".to_string()).and_then(|s| parse_seconds(s)).map(seconds_to_ms)
    };
    let count = |i: usize| -> Result<u32, String> {
        args.get(i).and_then(|s| s.parse().ok()).ok_or_else(|| "syntax error".to_string())
    };
    match system {
        "none" => Ok(TimeControl::Unlimited),
        "absolute" => Ok(TimeControl::Absolute { main_ms: seconds(1)? }),
        "byoyomi" => {
            let (main_ms, period_ms, periods) = (seconds(1)?, seconds(2)?, count(3)?);
            // Byo-yomi without a period to use is sudden death.
            if period_ms == 0 || periods == 0 {
                Ok(TimeControl::Absolute { main_ms })
            } else {
                Ok(TimeControl::Byoyomi { main_ms, periods, period_ms })
            }
        }
        "canadian" => Ok(gtp_time_control(seconds(1)?, seconds(2)?, count(3)?)),
        _ => Err("unsupported time system (tengen knows none, absolute, byoyomi and canadian)".into()),
    }
}

/// A number of seconds: finite and not negative.
pub(super) fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(s),
        _ => Err("syntax error".into()),
    }
}

/// A player's time as `time_left color time stones` reports it under `control`: `stones` 0 is
/// main time; otherwise `time` is what is left of the current overtime period, and `stones`
/// the Canadian stones still to play in it (or, under byo-yomi, the periods left, as KGS sends
/// it). `None` without a time limit, where there is nothing to set.
#[must_use]
pub fn reported_time(control: TimeControl, time_ms: u64, stones: u32) -> Option<PlayerTime> {
    let main = |periods, period_ms| PlayerTime { main_ms: time_ms, periods, period_ms, in_overtime: false, flagged: false };
    let overtime = PlayerTime { main_ms: 0, periods: stones, period_ms: time_ms, in_overtime: true, flagged: false };
    match control {
        TimeControl::Unlimited => None,
        TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => Some(main(0, 0)),
        TimeControl::Byoyomi { periods, period_ms, .. } => Some(if stones == 0 { main(periods, period_ms) } else { overtime }),
        TimeControl::Canadian { stones: all, period_ms, .. } => Some(if stones == 0 { main(all, period_ms) } else { overtime }),
    }
}

/// How long `genmove` may think, in ms, for a player with `time` left under `control`, with
/// `empty_points` on the board; `None` without a time limit.
///
/// In main time it plans an even share over the moves still to come (half the empty points,
/// at least ten); in byo-yomi, the current period; in a Canadian period, an even share of it
/// over the stones still to play. It never plans past the point where something would be lost
/// (the end of the main time and the current period: a byo-yomi period or the game), and keeps
/// a tenth of that back, at most one second, for the response to reach the controller.
#[must_use]
pub fn move_budget(control: TimeControl, time: PlayerTime, empty_points: usize) -> Option<u64> {
    if time.flagged {
        return if control == TimeControl::Unlimited { None } else { Some(0) };
    }
    let moves_left = (empty_points as u64 / 2).max(MIN_MOVES_LEFT);
    let share = time.main_ms / moves_left;
    let overtime = time.in_overtime || time.main_ms == 0;
    let (plan, safe) = match control {
        TimeControl::Unlimited => return None,
        TimeControl::Absolute { .. } => (share, time.main_ms),
        TimeControl::Fischer { increment_ms, .. } => (share.saturating_add(increment_ms), time.main_ms),
        TimeControl::Byoyomi { .. } => {
            let plan = if overtime { time.period_ms } else { share };
            (plan, time.main_ms.saturating_add(time.period_ms))
        }
        TimeControl::Canadian { .. } => {
            let plan = if overtime { time.period_ms / u64::from(time.periods.max(1)) } else { share };
            (plan, time.main_ms.saturating_add(time.period_ms))
        }
    };
    let reserve = (safe / 10).min(MAX_RESERVE_MS);
    Some(plan.min(safe - reserve))
}

/// Where the engine reads the time: milliseconds from any fixed origin, never going back.
/// The system's monotonic clock by default; tests give their own.
#[derive(Clone, Default)]
pub struct TimeSource(Option<Arc<dyn Fn() -> u64 + Send + Sync>>);

impl TimeSource {
    /// The system's monotonic clock (read only when a time limit is in force).
    #[must_use]
    pub fn system() -> TimeSource {
        TimeSource(None)
    }

    /// Time as `now` tells it.
    #[must_use]
    pub fn from_fn(now: impl Fn() -> u64 + Send + Sync + 'static) -> TimeSource {
        TimeSource(Some(Arc::new(now)))
    }

    /// The time now, in ms.
    #[must_use]
    pub fn now(&self) -> u64 {
        match &self.0 {
            Some(now) => now(),
            None => {
                static ORIGIN: OnceLock<Instant> = OnceLock::new();
                let elapsed = ORIGIN.get_or_init(Instant::now).elapsed().as_millis();
                u64::try_from(elapsed).unwrap_or(u64::MAX)
            }
        }
    }
}

impl fmt::Debug for TimeSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() { "TimeSource(custom)" } else { "TimeSource(system)" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock_time(main_ms: u64, periods: u32, period_ms: u64, in_overtime: bool) -> PlayerTime {
        PlayerTime { main_ms, periods, period_ms, in_overtime, flagged: false }
    }

    #[test]
    fn time_settings_follow_gtp_section_4_2() {
        assert_eq!(gtp_time_control(600_000, 0, 0), TimeControl::Absolute { main_ms: 600_000 });
        assert_eq!(gtp_time_control(600_000, 0, 25), TimeControl::Absolute { main_ms: 600_000 });
        assert_eq!(gtp_time_control(600_000, 30_000, 0), TimeControl::Unlimited);
        assert_eq!(
            gtp_time_control(0, 300_000, 25),
            TimeControl::Canadian { main_ms: 0, stones: 25, period_ms: 300_000 },
            "no main time: the game starts in byo-yomi"
        );
        assert_eq!(seconds_to_ms(1.5), 1_500);
        assert_eq!(seconds_to_ms(0.0004), 0);
        assert_eq!(seconds_to_ms(1e300), MAX_MS);
    }

    #[test]
    fn kgs_time_systems() {
        assert_eq!(kgs_time_control(&["none"]), Ok(TimeControl::Unlimited));
        assert_eq!(kgs_time_control(&["absolute", "60"]), Ok(TimeControl::Absolute { main_ms: 60_000 }));
        assert_eq!(
            kgs_time_control(&["byoyomi", "1800", "30", "5"]),
            Ok(TimeControl::Byoyomi { main_ms: 1_800_000, periods: 5, period_ms: 30_000 })
        );
        assert_eq!(kgs_time_control(&["byoyomi", "60", "30", "0"]), Ok(TimeControl::Absolute { main_ms: 60_000 }));
        assert_eq!(
            kgs_time_control(&["canadian", "600", "300", "25"]),
            Ok(TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 })
        );
        for bad in [&[][..], &["absolute"], &["absolute", "-1"], &["byoyomi", "60", "30"], &["canadian", "1", "2", "x"]] {
            assert_eq!(kgs_time_control(bad), Err("syntax error".to_string()), "{bad:?}");
        }
        assert!(kgs_time_control(&["fischer", "60", "10"]).unwrap_err().starts_with("unsupported time system"));
    }

    #[test]
    fn time_left_reports_become_player_times() {
        let canadian = TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 };
        assert_eq!(reported_time(canadian, 540_000, 0), Some(clock_time(540_000, 25, 300_000, false)));
        assert_eq!(reported_time(canadian, 25_000, 3), Some(clock_time(0, 3, 25_000, true)));
        let byoyomi = TimeControl::Byoyomi { main_ms: 600_000, periods: 5, period_ms: 30_000 };
        assert_eq!(reported_time(byoyomi, 12_000, 2), Some(clock_time(0, 2, 12_000, true)), "2 periods left");
        assert_eq!(reported_time(byoyomi, 100_000, 0), Some(clock_time(100_000, 5, 30_000, false)));
        let absolute = TimeControl::Absolute { main_ms: 600_000 };
        assert_eq!(reported_time(absolute, 7_000, 0), Some(clock_time(7_000, 0, 0, false)));
        assert_eq!(reported_time(TimeControl::Unlimited, 7_000, 0), None);
    }

    #[test]
    fn budgets_share_the_time_and_never_reach_the_end_of_it() {
        let absolute = TimeControl::Absolute { main_ms: 600_000 };
        // 81 empty points: 40 moves to come.
        assert_eq!(move_budget(absolute, clock_time(600_000, 0, 0, false), 81), Some(15_000));
        // Late in the game, at least ten moves are still expected.
        assert_eq!(move_budget(absolute, clock_time(60_000, 0, 0, false), 4), Some(6_000));
        // Almost out of time: a tenth is kept back.
        assert_eq!(move_budget(absolute, clock_time(500, 0, 0, false), 4), Some(50));
        assert_eq!(move_budget(absolute, clock_time(0, 0, 0, false), 81), Some(0));
        let flagged = PlayerTime { flagged: true, ..clock_time(0, 0, 0, false) };
        assert_eq!(move_budget(absolute, flagged, 81), Some(0));

        let byoyomi = TimeControl::Byoyomi { main_ms: 0, periods: 5, period_ms: 30_000 };
        // In byo-yomi the whole period, less one second.
        assert_eq!(move_budget(byoyomi, clock_time(0, 5, 30_000, true), 300), Some(29_000));
        // Main time nearly gone: its share, which is less than the period.
        assert_eq!(move_budget(byoyomi, clock_time(20_000, 5, 30_000, false), 300), Some(133));

        let canadian = TimeControl::Canadian { main_ms: 0, stones: 25, period_ms: 300_000 };
        assert_eq!(move_budget(canadian, clock_time(0, 25, 300_000, false), 300), Some(12_000));
        assert_eq!(move_budget(canadian, clock_time(0, 2, 5_000, true), 300), Some(2_500));
        // One stone left with 900 ms: keep 90 ms back.
        assert_eq!(move_budget(canadian, clock_time(0, 1, 900, true), 300), Some(810));

        let fischer = TimeControl::Fischer { main_ms: 60_000, increment_ms: 5_000 };
        assert_eq!(move_budget(fischer, clock_time(60_000, 0, 0, false), 81), Some(6_500));
        assert_eq!(move_budget(TimeControl::Unlimited, clock_time(u64::MAX, 0, 0, false), 81), None);
    }

    #[test]
    fn a_custom_time_source_is_used() {
        let source = TimeSource::from_fn(|| 1234);
        assert_eq!(source.now(), 1234);
        assert_eq!(format!("{source:?}"), "TimeSource(custom)");
        let system = TimeSource::system();
        let a = system.now();
        assert!(system.now() >= a, "the system clock never goes back");
    }
}
