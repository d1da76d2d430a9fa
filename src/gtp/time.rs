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
/// The system's monotonic clock by default ([`TimeSource::system`]); the thinking thread's
/// CPU time with [`TimeSource::thread_cpu`] (`tengen-gtp --clock cpu`), fair on a shared
/// machine; tests give their own.
#[derive(Clone, Default)]
pub struct TimeSource(Source);

#[derive(Clone, Default)]
enum Source {
    #[default]
    Wall,
    ThreadCpu,
    Custom(Arc<dyn Fn() -> u64 + Send + Sync>),
}

impl TimeSource {
    /// The system's monotonic clock (read only when a time limit is in force).
    #[must_use]
    pub fn system() -> TimeSource {
        TimeSource(Source::Wall)
    }

    /// The CPU time of the thread that reads it: on a machine shared with other work, a
    /// second of it buys the same playouts however busy the cores are, where a wall-clock
    /// second buys fewer. On Linux it is the kernel's count of the time the thread has run
    /// (`/proc/thread-self/schedstat`, in ns); where that cannot be read (other systems, no
    /// `/proc`) this is the system's monotonic clock, as [`TimeSource::cpu_is_measured`]
    /// tells. It counts only the thread's own work, so the engine's clock under it runs
    /// slower than a controller's wall clock would when the cores are busy: it is for fair
    /// benchmarks, not for games where the controller enforces a wall-clock limit.
    #[must_use]
    pub fn thread_cpu() -> TimeSource {
        if thread_cpu_ns().is_some() { TimeSource(Source::ThreadCpu) } else { TimeSource::system() }
    }

    /// Whether this source counts CPU time (false for the wall clock, including
    /// [`TimeSource::thread_cpu`]'s fallback, and for a custom source).
    #[must_use]
    pub fn cpu_is_measured(&self) -> bool {
        matches!(self.0, Source::ThreadCpu)
    }

    /// Time as `now` tells it.
    #[must_use]
    pub fn from_fn(now: impl Fn() -> u64 + Send + Sync + 'static) -> TimeSource {
        TimeSource(Source::Custom(Arc::new(now)))
    }

    /// The time now, in ms.
    #[must_use]
    pub fn now(&self) -> u64 {
        match &self.0 {
            Source::Custom(now) => now(),
            Source::ThreadCpu => match thread_cpu_ns() {
                Some(ns) => ns / 1_000_000,
                // /proc went away after it was found: the wall clock keeps the engine going.
                None => wall_ms(),
            },
            Source::Wall => wall_ms(),
        }
    }
}

fn wall_ms() -> u64 {
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    let elapsed = ORIGIN.get_or_init(Instant::now).elapsed().as_millis();
    u64::try_from(elapsed).unwrap_or(u64::MAX)
}

/// The calling thread's CPU time in ns: the first field of `/proc/thread-self/schedstat`
/// (time spent running). The file stays open per thread and is read again from its start
/// (the kernel regenerates it on every read at offset 0), which costs a few µs.
#[cfg(target_os = "linux")]
fn thread_cpu_ns() -> Option<u64> {
    use std::cell::RefCell;
    use std::fs::File;
    use std::os::unix::fs::FileExt;
    thread_local! {
        static SCHEDSTAT: RefCell<Option<File>> = RefCell::new(File::open("/proc/thread-self/schedstat").ok());
    }
    SCHEDSTAT.with(|file| {
        let file = file.borrow();
        let mut buf = [0u8; 96];
        let n = file.as_ref()?.read_at(&mut buf, 0).ok()?;
        let text = std::str::from_utf8(&buf[..n]).ok()?;
        text.split_ascii_whitespace().next()?.parse().ok()
    })
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_ns() -> Option<u64> {
    None
}

impl fmt::Debug for TimeSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Source::Custom(_) => "TimeSource(custom)",
            Source::ThreadCpu => "TimeSource(thread cpu)",
            Source::Wall => "TimeSource(system)",
        })
    }
}

/// How many reads in a row may give the same millisecond before [`Deadline`] takes the clock
/// to be standing still. A real clock cannot: one playout and one read take at least a
/// microsecond even on the smallest board, so a real clock moves on within 1,000 reads.
pub const STALLED_READS: u32 = 10_000;

/// The end of one `genmove`'s thinking on a [`TimeSource`]. [`Deadline::out_of_time`] is asked
/// before every playout: it answers `true` once the next step (as long as the longest step
/// between two reads so far) would reach the deadline, or once the clock has given the same
/// reading [`STALLED_READS`] times in a row: a clock that does not move (a test's, a broken
/// one) ends the search rather than hanging it. With no deadline it never reads the time and
/// never ends the search. The CPU clock costs about a µs a read (a tenth of a 9×9 playout),
/// so it is read at every [`CPU_READ_EVERY`]th question only; the others read every time.
pub struct Deadline<'a> {
    source: &'a TimeSource,
    deadline: Option<u64>,
    last: Option<u64>,
    step: u64,
    same_reads: u32,
    read_every: u32,
    unread: u32,
}

/// How many questions to [`Deadline::out_of_time`] share one read of the CPU clock.
pub const CPU_READ_EVERY: u32 = 8;

impl<'a> Deadline<'a> {
    /// Thinking on `source` until `deadline` (in the source's ms; `None`: no limit).
    #[must_use]
    pub fn new(source: &'a TimeSource, deadline: Option<u64>) -> Deadline<'a> {
        let read_every = if source.cpu_is_measured() { CPU_READ_EVERY } else { 1 };
        Deadline { source, deadline, last: None, step: 0, same_reads: 0, read_every, unread: 0 }
    }

    /// Whether to stop thinking now.
    pub fn out_of_time(&mut self) -> bool {
        let Some(deadline) = self.deadline else { return false };
        if self.last.is_some() && self.unread + 1 < self.read_every {
            self.unread += 1;
            return false;
        }
        self.unread = 0;
        let now = self.source.now();
        if let Some(before) = self.last {
            self.step = self.step.max(now.saturating_sub(before));
            self.same_reads = if now == before { self.same_reads + 1 } else { 0 };
        }
        self.last = Some(now);
        now.saturating_add(self.step) >= deadline || self.same_reads >= STALLED_READS
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

    #[cfg(target_os = "linux")]
    #[test]
    fn the_cpu_clock_counts_this_threads_work_and_not_its_sleep() {
        let cpu = TimeSource::thread_cpu();
        assert!(cpu.cpu_is_measured(), "Linux has /proc/thread-self/schedstat");
        assert_eq!(format!("{cpu:?}"), "TimeSource(thread cpu)");
        let before = cpu.now();
        std::thread::sleep(std::time::Duration::from_millis(60));
        let slept = cpu.now() - before;
        assert!(slept < 30, "sleeping is not thinking: {slept} ms counted for 60 ms asleep");
        // Work until 40 ms of CPU time have been counted (a real-time guard keeps a broken
        // clock from hanging the test).
        let start = Instant::now();
        let mut x = 1u64;
        while cpu.now() < before + slept + 40 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            assert!(start.elapsed().as_millis() < 5_000, "the cpu clock did not move ({x})");
        }
        // Another thread has its own count: it starts near zero, whatever this one used.
        let other = std::thread::spawn(|| TimeSource::thread_cpu().now()).join().unwrap();
        assert!(other < cpu.now(), "a new thread's CPU time ({other} ms) is its own");
    }

    #[test]
    fn a_deadline_ends_thinking_when_its_clock_says_so() {
        // A clock that moves 3 ms a read, deadline at 30: it stops once the next step would
        // reach 30, and with no deadline it never reads the clock.
        let ticks = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let read = Arc::clone(&ticks);
        let source = TimeSource::from_fn(move || read.fetch_add(3, std::sync::atomic::Ordering::SeqCst));
        let mut deadline = Deadline::new(&source, Some(30));
        let mut playouts = 0;
        while !deadline.out_of_time() {
            playouts += 1;
        }
        assert_eq!(playouts, 9, "reads at 0, 3, …, 24 go on; at 27 the next step reaches 30");
        let before = ticks.load(std::sync::atomic::Ordering::SeqCst);
        let mut unlimited = Deadline::new(&source, None);
        assert!((0..1000).all(|_| !unlimited.out_of_time()));
        assert_eq!(ticks.load(std::sync::atomic::Ordering::SeqCst), before, "no deadline: no reads");
    }

    #[test]
    fn a_clock_standing_still_ends_thinking_after_stalled_reads() {
        let still = TimeSource::from_fn(|| 500);
        let mut deadline = Deadline::new(&still, Some(10_000));
        let mut playouts = 0u32;
        while !deadline.out_of_time() {
            playouts += 1;
        }
        assert_eq!(playouts, STALLED_READS, "the first read and then STALLED_READS - 1 equal ones go on");
    }
}
