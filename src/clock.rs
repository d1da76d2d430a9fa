//! The game clock (第十二条 计时): sudden death (包干), byo-yomi (读秒) as the Chinese rules
//! describe it, Canadian overtime and Fischer increments, with the referee's call-outs.
//!
//! The clock never reads the time itself: every call takes `now` in milliseconds from any
//! fixed origin, so it is deterministic, testable, and the same in the browser and natively.
//!
//! Byo-yomi as in the Chinese rules: after the main time, a number of periods are kept (five
//! minutes in national events, one in local ones). A move that takes less than a period costs
//! nothing; each full period used takes one away; running out of the last one loses on time.
//! For a 60-second period the referee calls 30, 40, 50, 55 and 58 seconds, then "1分" (one
//! minute) and "还剩 X 分钟" (X minutes left, one per period kept); in the last period 30, 40
//! and 50 seconds and then counts 1 to 9, and "10，超时判负" is the time loss. A move made as
//! the referee says "10", or not yet made, counts the minute as used (the 2002 text's
//! 裁判员读出“10”而棋手同时落子或尚未落子，均应判为已使用1分钟): here a move at the
//! period's last millisecond or later.
//!
//! Canadian overtime: N moves in each period. Under the Chinese rules' 定时限步制, time saved
//! in one period carries into the next (节余时间可延至下一节使用): [`Clock::with_carry_over`].
//! Without it each period starts full, as GTP 2 and most servers run Canadian byo-yomi. Sudden death (包干): one budget, and a player who
//! gives up the fight on the board may stop the clock ([`Clock::concede_fight`]; the
//! contested points then go to the opponent, [`crate::referee::concede_contested`]).
//! A pause by agreement (暂停, 第十四条) is not counted: [`Clock::pause`], [`Clock::resume`].
//!
//! The whole clock serializes (serde), so a page can keep a game with its clock across a
//! reload.

use std::fmt;

use crate::Color;

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

    fn check(self) -> Result<(), ClockError> {
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

/// A clock that cannot do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    BadSettings(String),
    /// Time went backwards between two calls.
    TimeWentBack,
    NotRunning,
    /// A player has already lost on time.
    Flagged(Color),
    /// Paused by agreement: resume it first.
    Paused,
    /// Not paused, so nothing to resume.
    NotPaused,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::BadSettings(why) => write!(f, "bad time settings: {why}"),
            ClockError::TimeWentBack => f.write_str("the clock was given an earlier time than before"),
            ClockError::NotRunning => f.write_str("the clock is not running"),
            ClockError::Flagged(c) => write!(f, "{c} has already lost on time"),
            ClockError::Paused => f.write_str("the clock is paused: resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
        }
    }
}

impl std::error::Error for ClockError {}

/// One player's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerTime {
    pub main_ms: u64,
    /// Byo-yomi periods left, or Canadian stones still to play in this period.
    pub periods: u32,
    /// Time left in the current overtime period.
    pub period_ms: u64,
    pub in_overtime: bool,
    pub flagged: bool,
}

/// Something the referee (or the page) says aloud.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Callout {
    /// "30 seconds": seconds used in the current period.
    Seconds { seconds: u64 },
    /// The last seconds of the last period, counted 1 to 9.
    Count { n: u64 },
    /// A period was used up: "1分" for a one-minute period (else its seconds).
    PeriodUsed { seconds: u64 },
    /// Said after [`Callout::PeriodUsed`]: this many periods are left ("还剩 X 分钟" for
    /// one-minute periods, as the rules word it).
    PeriodsLeft { periods: u32, period_seconds: u64 },
    /// "10": out of time.
    TimeUp,
}

impl Callout {
    #[must_use]
    pub fn text_zh(self) -> String {
        match self {
            Callout::Seconds { seconds } => format!("{seconds}秒"),
            Callout::Count { n } => n.to_string(),
            Callout::PeriodUsed { seconds: 60 } => "1分".into(),
            Callout::PeriodUsed { seconds } => format!("{seconds}秒"),
            Callout::PeriodsLeft { periods, period_seconds: 60 } => format!("还剩{periods}分钟"),
            Callout::PeriodsLeft { periods, period_seconds } => format!("还剩{periods}次{period_seconds}秒"),
            Callout::TimeUp => "10，超时判负".into(),
        }
    }

    #[must_use]
    pub fn text_en(self) -> String {
        match self {
            Callout::Seconds { seconds } => format!("{seconds} seconds"),
            Callout::Count { n } => n.to_string(),
            Callout::PeriodUsed { seconds: 60 } => "one minute".into(),
            Callout::PeriodUsed { seconds } => format!("{seconds} seconds"),
            Callout::PeriodsLeft { periods: 1, period_seconds: 60 } => "1 minute left".into(),
            Callout::PeriodsLeft { periods, period_seconds: 60 } => format!("{periods} minutes left"),
            Callout::PeriodsLeft { periods: 1, period_seconds } => format!("1 period of {period_seconds} seconds left"),
            Callout::PeriodsLeft { periods, period_seconds } => {
                format!("{periods} periods of {period_seconds} seconds left")
            }
            Callout::TimeUp => "10, time is up: loss on time".into(),
        }
    }
}

/// A two-player game clock. It serializes whole (a page keeps it across a reload).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Clock {
    control: TimeControl,
    times: [PlayerTime; 2],
    /// Who is thinking, and since when.
    running: Option<(Color, u64)>,
    last_now: u64,
    /// Whose clock to restart when a pause by agreement ends.
    #[serde(default)]
    paused: Option<Color>,
    /// A player who gave up the fight under sudden death and stopped the clock.
    #[serde(default)]
    conceded: Option<Color>,
    /// Canadian: time saved in a period carries into the next (定时限步制).
    #[serde(default)]
    carry_over: bool,
}

impl Clock {
    pub fn new(control: TimeControl) -> Result<Clock, ClockError> {
        control.check()?;
        let (main_ms, periods, period_ms) = match control {
            TimeControl::Unlimited => (u64::MAX, 0, 0),
            TimeControl::Absolute { main_ms } | TimeControl::Fischer { main_ms, .. } => (main_ms, 0, 0),
            TimeControl::Byoyomi { main_ms, periods, period_ms } => (main_ms, periods, period_ms),
            TimeControl::Canadian { main_ms, stones, period_ms } => (main_ms, stones, period_ms),
        };
        let time = PlayerTime { main_ms, periods, period_ms, in_overtime: false, flagged: false };
        Ok(Clock {
            control,
            times: [time; 2],
            running: None,
            last_now: 0,
            paused: None,
            conceded: None,
            carry_over: false,
        })
    }

    /// The same clock with Canadian time saved in a period carried into the next, as the
    /// Chinese rules' 定时限步制 has it (`true`), or each period starting full (`false`, the
    /// default).
    #[must_use]
    pub fn with_carry_over(mut self, carry: bool) -> Clock {
        self.carry_over = carry;
        self
    }

    /// Whether Canadian time saved carries into the next period.
    #[must_use]
    pub fn carries_over(&self) -> bool {
        self.carry_over
    }

    /// Whose clock waits for the end of a pause by agreement, if paused.
    #[must_use]
    pub fn paused(&self) -> Option<Color> {
        self.paused
    }

    /// Pauses by agreement (暂停): the running player's time so far is charged (a byo-yomi
    /// period keeps what is left of it) and nothing counts until [`Clock::resume`].
    pub fn pause(&mut self, now: u64) -> Result<(), ClockError> {
        let color = self.running().ok_or(ClockError::NotRunning)?;
        self.stop(now)?;
        self.paused = Some(color);
        Ok(())
    }

    /// Ends a pause: the same player's clock runs again from `now`.
    pub fn resume(&mut self, now: u64) -> Result<(), ClockError> {
        let color = self.paused.ok_or(ClockError::NotPaused)?;
        self.start(color, now)?;
        self.paused = None;
        Ok(())
    }

    /// Sudden death only (包干 (4)): `color`, on turn, gives up the fight on the board and
    /// stops the clock; nothing runs for either player from then on.
    pub fn concede_fight(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        if !matches!(self.control, TimeControl::Absolute { .. }) {
            return Err(ClockError::BadSettings(
                "only sudden death lets a player stop the clock by giving up the fight".into(),
            ));
        }
        if self.running() != Some(color) {
            return Err(ClockError::NotRunning);
        }
        self.stop(now)?;
        self.conceded = Some(color);
        Ok(())
    }

    /// The player who gave up the fight under sudden death, if any.
    #[must_use]
    pub fn conceded(&self) -> Option<Color> {
        self.conceded
    }

    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Whose clock is running.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    fn advance(&mut self, now: u64) -> Result<(), ClockError> {
        if now < self.last_now {
            return Err(ClockError::TimeWentBack);
        }
        self.last_now = now;
        Ok(())
    }

    /// Starts `color`'s clock.
    pub fn start(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        self.advance(now)?;
        if let Some(c) = self.flagged() {
            return Err(ClockError::Flagged(c));
        }
        if self.paused.is_some() && self.running.is_none() && self.paused != Some(color) {
            return Err(ClockError::Paused);
        }
        self.running = Some((color, now));
        Ok(())
    }

    /// Stops the running clock (a pause), charging the time used so far.
    pub fn stop(&mut self, now: u64) -> Result<(), ClockError> {
        self.advance(now)?;
        let (color, since) = self.running.take().ok_or(ClockError::NotRunning)?;
        let time = self.time_after(color, now - since, false);
        self.times[color.index()] = time;
        Ok(())
    }

    /// The mover presses the clock after a move: their time is charged (a byo-yomi period
    /// that was not used up comes back whole) and the opponent's clock starts.
    pub fn press(&mut self, now: u64) -> Result<(), ClockError> {
        self.advance(now)?;
        let (color, since) = self.running.ok_or(ClockError::NotRunning)?;
        let time = self.time_after(color, now - since, true);
        self.times[color.index()] = time;
        if time.flagged {
            self.running = None;
            return Err(ClockError::Flagged(color));
        }
        self.running = Some((color.opponent(), now));
        Ok(())
    }

    /// `color`'s time as it stands at `now`.
    #[must_use]
    pub fn time_left(&self, color: Color, now: u64) -> PlayerTime {
        match self.running {
            Some((c, since)) if c == color => self.time_after(color, now.saturating_sub(since), false),
            _ => self.times[color.index()],
        }
    }

    /// The player who has run out of time at the last recorded moment, if any.
    #[must_use]
    pub fn flagged(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.time_left(c, self.last_now).flagged)
    }

    /// Sets a player's time directly (GTP `time_left`, or a referee's correction).
    pub fn set_time_left(&mut self, color: Color, time: PlayerTime) {
        self.times[color.index()] = time;
    }

    /// Charges `color` for `used` ms of thinking measured outside the clock, without starting
    /// or pressing it: for a program that times its own moves (a GTP engine's `genmove`),
    /// while the opponent's time is reported to it. `moved` says whether the thinking ended
    /// with a move (which gives back a byo-yomi period that was not used up, and counts a
    /// Canadian stone). The charge goes to the stored time: if `color`'s clock is running,
    /// the running stretch still counts on top. Returns the new time, or
    /// [`ClockError::Flagged`] when the charge runs it out.
    pub fn charge(&mut self, color: Color, used: u64, moved: bool) -> Result<PlayerTime, ClockError> {
        let time = self.time_after(color, used, moved);
        self.times[color.index()] = time;
        if time.flagged { Err(ClockError::Flagged(color)) } else { Ok(time) }
    }

    /// How long `color` can still think at `now` without a move before losing on time: the
    /// main time plus every overtime period left (the current one as far as it is left, the
    /// others whole; a Canadian period is the only one). `None` without a time limit;
    /// `Some(0)` for a player who has already lost on time.
    #[must_use]
    pub fn time_to_flag(&self, color: Color, now: u64) -> Option<u64> {
        let t = self.time_left(color, now);
        if t.flagged {
            return Some(0);
        }
        match self.control {
            TimeControl::Unlimited => None,
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => Some(t.main_ms),
            TimeControl::Byoyomi { period_ms, .. } => {
                let later = u64::from(t.periods.saturating_sub(1)).saturating_mul(period_ms);
                Some(t.main_ms.saturating_add(t.period_ms).saturating_add(later))
            }
            TimeControl::Canadian { .. } => Some(t.main_ms.saturating_add(t.period_ms)),
        }
    }

    /// The state after `color` has thought for `used` ms from their stored state;
    /// `moved` says whether the thinking ended with a move (which resets a period).
    fn time_after(&self, color: Color, used: u64, moved: bool) -> PlayerTime {
        let mut t = self.times[color.index()];
        if t.flagged {
            return t;
        }
        let from_main = used.min(t.main_ms);
        if self.control != TimeControl::Unlimited {
            t.main_ms -= from_main;
        }
        let mut rest = used - from_main;
        match self.control {
            TimeControl::Unlimited => {}
            TimeControl::Absolute { .. } => t.flagged = rest > 0 || (t.main_ms == 0 && used > 0),
            TimeControl::Fischer { increment_ms, .. } => {
                t.flagged = rest > 0 || (t.main_ms == 0 && used > 0);
                if moved && !t.flagged {
                    t.main_ms += increment_ms;
                }
            }
            TimeControl::Byoyomi { period_ms, .. } => {
                t.in_overtime |= t.main_ms == 0 && (used > 0 || moved);
                // Each whole period used up costs one.
                while rest >= t.period_ms && t.periods > 0 {
                    rest -= t.period_ms;
                    t.periods -= 1;
                    t.period_ms = period_ms;
                }
                if t.periods == 0 {
                    t.flagged = true;
                    t.period_ms = 0;
                } else if moved {
                    t.period_ms = period_ms;
                } else {
                    t.period_ms -= rest;
                }
            }
            TimeControl::Canadian { stones, period_ms, .. } => {
                t.in_overtime |= t.main_ms == 0 && (used > 0 || moved);
                if rest >= t.period_ms && t.in_overtime {
                    t.flagged = true;
                    t.period_ms = 0;
                } else if t.in_overtime {
                    t.period_ms -= rest;
                    if moved {
                        t.periods -= 1;
                        if t.periods == 0 {
                            // Time saved in this period carries into the next.
                            t.periods = stones;
                            t.period_ms =
                                if self.carry_over { t.period_ms.saturating_add(period_ms) } else { period_ms };
                        }
                    }
                }
            }
        }
        t
    }

    /// The call-outs for `color` that fall after `from` and up to `to` (both in the same
    /// stretch of thinking), in order: what a page should announce between two ticks.
    #[must_use]
    pub fn callouts(&self, color: Color, from: u64, to: u64) -> Vec<Callout> {
        let TimeControl::Byoyomi { period_ms, .. } = self.control else {
            return Vec::new();
        };
        let Some((c, since)) = self.running else {
            return Vec::new();
        };
        if c != color || to <= from {
            return Vec::new();
        }
        let start = self.times[color.index()];
        let mut out = Vec::new();
        // Walk the overtime periods the interval crosses, second by second of the schedule.
        let overtime_start = since + start.main_ms;
        let mut period_start = overtime_start;
        let mut periods = start.periods;
        let mut length = if start.in_overtime { start.period_ms } else { period_ms };
        while periods > 0 && period_start <= to {
            let last = periods == 1;
            for (at, callout) in period_schedule(length, period_ms, last, periods - 1) {
                let t = period_start + at;
                if t > from && t <= to {
                    out.push(callout);
                }
            }
            period_start += length;
            length = period_ms;
            periods -= 1;
        }
        out
    }
}

/// The call-outs of one period of `length` ms (the first may be shorter than a full period
/// when the clock was paused in it), as offsets from its start.
fn period_schedule(length: u64, full: u64, last: bool, left_after: u32) -> Vec<(u64, Callout)> {
    let secs = full / 1000;
    let mut marks: Vec<(u64, Callout)> = Vec::new();
    let mut add = |second: u64, callout: Callout| {
        let at_full = second * 1000;
        // Offsets are measured from the end, so a shortened first period keeps the same calls.
        if at_full <= full && full - at_full <= length {
            marks.push((length - (full - at_full), callout));
        }
    };
    for before_end in [30, 20, 10] {
        if secs > before_end {
            add(secs - before_end, Callout::Seconds { seconds: secs - before_end });
        }
    }
    if last {
        for n in 1..10 {
            if secs >= 10 {
                add(secs - 10 + n, Callout::Count { n });
            }
        }
        add(secs, Callout::TimeUp);
    } else {
        for before_end in [5, 2] {
            if secs > before_end {
                add(secs - before_end, Callout::Seconds { seconds: secs - before_end });
            }
        }
        add(secs, Callout::PeriodUsed { seconds: secs });
        add(secs, Callout::PeriodsLeft { periods: left_after, period_seconds: secs });
    }
    // Stable: "1分" stays before "还剩 X 分钟" at the same instant.
    marks.sort_by_key(|&(at, _)| at);
    marks.dedup();
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u64 = 60_000;

    #[test]
    fn a_move_inside_a_period_costs_nothing() {
        let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 5, period_ms: MIN }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.press(59_000).unwrap();
        let t = clock.time_left(Color::Black, 59_000);
        assert_eq!((t.periods, t.period_ms, t.flagged), (5, MIN, false));
        // White takes 61 seconds: one period is gone.
        clock.press(59_000 + 61_000).unwrap();
        let t = clock.time_left(Color::White, 120_000);
        assert_eq!((t.periods, t.period_ms), (4, MIN));
    }

    #[test]
    fn main_time_runs_out_into_byoyomi_then_time_loss() {
        let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 10_000, periods: 1, period_ms: MIN }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        let t = clock.time_left(Color::Black, 30_000);
        assert!(t.in_overtime);
        assert_eq!((t.main_ms, t.periods, t.period_ms), (0, 1, 40_000));
        assert_eq!(clock.press(10_000 + MIN), Err(ClockError::Flagged(Color::Black)));
        assert_eq!(clock.flagged(), Some(Color::Black));
    }

    #[test]
    fn the_referee_calls_as_the_rules_say() {
        let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
        clock.start(Color::Black, 0).unwrap();
        let calls: Vec<String> = clock.callouts(Color::Black, 0, MIN).into_iter().map(Callout::text_zh).collect();
        assert_eq!(calls, ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩4分钟"]);
        // The last minute: 30, 40, 50, then 1 to 9 and "10".
        let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 1, period_ms: MIN }).unwrap();
        clock.start(Color::White, 1000).unwrap();
        let calls: Vec<String> =
            clock.callouts(Color::White, 1000, 1000 + MIN).into_iter().map(Callout::text_en).collect();
        assert_eq!(calls.len(), 3 + 9 + 1);
        assert_eq!(calls[..4], ["30 seconds", "40 seconds", "50 seconds", "1"]);
        assert_eq!(calls.last().unwrap(), "10, time is up: loss on time");
        let zh: Vec<String> =
            clock.callouts(Color::White, 1000, 1000 + MIN).into_iter().map(Callout::text_zh).collect();
        assert_eq!(zh[2..], ["50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时判负"]);
        assert!(clock.callouts(Color::Black, 0, MIN).is_empty(), "Black's clock is not running");
    }

    #[test]
    fn sudden_death_fischer_and_canadian() {
        let mut clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.press(4_000).unwrap();
        assert_eq!(clock.time_left(Color::Black, 4_000).main_ms, 1_000);
        let mut clock = Clock::new(TimeControl::Fischer { main_ms: 5_000, increment_ms: 2_000 }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.press(4_000).unwrap();
        assert_eq!(clock.time_left(Color::Black, 4_000).main_ms, 3_000);
        let mut clock = Clock::new(TimeControl::Canadian { main_ms: 0, stones: 2, period_ms: 10_000 }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.press(3_000).unwrap(); // Black: one stone, 7 s left for the other
        clock.press(3_000).unwrap(); // White moves at once
        assert_eq!(clock.time_left(Color::Black, 3_000).periods, 1);
        assert_eq!(clock.press(3_000 + 7_000), Err(ClockError::Flagged(Color::Black)));
    }

    #[test]
    fn time_to_flag_counts_main_time_and_every_period_left() {
        let byo = TimeControl::Byoyomi { main_ms: 10_000, periods: 3, period_ms: 30_000 };
        let mut clock = Clock::new(byo).unwrap();
        assert_eq!(clock.time_to_flag(Color::Black, 0), Some(10_000 + 3 * 30_000));
        clock.start(Color::Black, 0).unwrap();
        // 25 s in: main time gone, 15 s of the first period used.
        assert_eq!(clock.time_to_flag(Color::Black, 25_000), Some(15_000 + 2 * 30_000));
        assert_eq!(clock.time_to_flag(Color::White, 25_000), Some(100_000), "White's clock is not running");
        // Thinking exactly that long more is a time loss.
        assert_eq!(clock.press(25_000 + 75_000), Err(ClockError::Flagged(Color::Black)));
        assert_eq!(clock.time_to_flag(Color::Black, 100_000), Some(0));

        let canadian = TimeControl::Canadian { main_ms: 5_000, stones: 10, period_ms: 60_000 };
        let clock = Clock::new(canadian).unwrap();
        assert_eq!(clock.time_to_flag(Color::White, 0), Some(65_000));
        let clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
        assert_eq!(clock.time_to_flag(Color::White, 0), Some(5_000));
        assert_eq!(Clock::new(TimeControl::Unlimited).unwrap().time_to_flag(Color::Black, 0), None);
    }

    #[test]
    fn charging_time_measured_elsewhere_follows_the_same_rules() {
        let byo = TimeControl::Byoyomi { main_ms: 10_000, periods: 2, period_ms: 30_000 };
        let mut clock = Clock::new(byo).unwrap();
        // 12 s: main time is gone, and the move came inside the first period: it comes back whole.
        let t = clock.charge(Color::Black, 12_000, true).unwrap();
        assert_eq!((t.main_ms, t.periods, t.period_ms, t.in_overtime), (0, 2, 30_000, true));
        assert_eq!(clock.running(), None, "charging does not start the clock");
        assert_eq!(clock.time_left(Color::White, 0).main_ms, 10_000, "White is not charged");
        // 31 s in byo-yomi uses up one period.
        let t = clock.charge(Color::Black, 31_000, true).unwrap();
        assert_eq!((t.periods, t.period_ms), (1, 30_000));
        // A pause without a move keeps what is left of the period.
        let t = clock.charge(Color::Black, 5_000, false).unwrap();
        assert_eq!(t.period_ms, 25_000);
        assert_eq!(clock.charge(Color::Black, 25_000, true), Err(ClockError::Flagged(Color::Black)));
        assert_eq!(clock.flagged(), Some(Color::Black));

        // Canadian: every move in overtime counts a stone; the last one starts a new period.
        let canadian = TimeControl::Canadian { main_ms: 0, stones: 2, period_ms: 10_000 };
        let mut clock = Clock::new(canadian).unwrap();
        let t = clock.charge(Color::White, 4_000, true).unwrap();
        assert_eq!((t.periods, t.period_ms), (1, 6_000));
        let t = clock.charge(Color::White, 5_000, true).unwrap();
        assert_eq!((t.periods, t.period_ms), (2, 10_000), "the next period starts full");
        // With no main time, even a move that took no measurable time is played in overtime.
        let mut clock = Clock::new(canadian).unwrap();
        let t = clock.charge(Color::Black, 0, true).unwrap();
        assert_eq!((t.in_overtime, t.periods, t.period_ms), (true, 1, 10_000));
        let t = clock.charge(Color::White, 0, false).unwrap();
        assert!(!t.in_overtime, "a pause of no time is not a move");
    }

    #[test]
    fn a_reported_time_replaces_the_clocks_own() {
        let canadian = TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 };
        let mut clock = Clock::new(canadian).unwrap();
        let reported = PlayerTime { main_ms: 0, periods: 3, period_ms: 20_000, in_overtime: true, flagged: false };
        clock.set_time_left(Color::Black, reported);
        assert_eq!(clock.time_left(Color::Black, 0), reported);
        assert_eq!(clock.time_to_flag(Color::Black, 0), Some(20_000));
        let t = clock.charge(Color::Black, 2_000, true).unwrap();
        assert_eq!((t.periods, t.period_ms), (2, 18_000));
    }

    #[test]
    fn the_ten_rule_a_move_as_ten_is_called_uses_the_minute() {
        // 裁判员读出“10”而棋手同时落子或尚未落子，均应判为已使用1分钟.
        let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.press(MIN - 1).unwrap();
        assert_eq!(clock.time_left(Color::Black, MIN).periods, 5, "a move before the call costs nothing");
        clock.press(MIN - 1 + MIN).unwrap();
        assert_eq!(clock.time_left(Color::White, 2 * MIN).periods, 4, "a move at the call uses the minute");
        // In the last period the same moment is the time loss.
        let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 1, period_ms: MIN }).unwrap();
        clock.start(Color::White, 0).unwrap();
        assert!(!clock.time_left(Color::White, MIN - 1).flagged);
        assert!(clock.time_left(Color::White, MIN).flagged);
        assert_eq!(clock.press(MIN), Err(ClockError::Flagged(Color::White)));
    }

    #[test]
    fn each_period_used_is_called_one_minute_then_the_minutes_left() {
        let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 5_000, periods: 3, period_ms: MIN }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        let calls: Vec<String> =
            clock.callouts(Color::Black, 0, 5_000 + 3 * MIN).into_iter().map(Callout::text_zh).collect();
        let first = ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩2分钟"];
        let second = ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩1分钟"];
        let last = ["30秒", "40秒", "50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时判负"];
        assert_eq!(calls, [&first[..], &second[..], &last[..]].concat());
        // The calls fall where the rules put them: 30 s into the first period, after main time.
        assert_eq!(clock.callouts(Color::Black, 0, 5_000 + 30_000 - 1), []);
        assert_eq!(clock.callouts(Color::Black, 0, 5_000 + 30_000), [Callout::Seconds { seconds: 30 }]);
        let en: Vec<String> =
            clock.callouts(Color::Black, 5_000 + 59_000, 5_000 + MIN).into_iter().map(Callout::text_en).collect();
        assert_eq!(en, ["one minute", "2 minutes left"]);
        // A 30-second club period: 10, 20, 25, 28, then the period used and what is left.
        let mut clock = Clock::new(TimeControl::club(0)).unwrap();
        clock.start(Color::White, 0).unwrap();
        let calls: Vec<String> = clock.callouts(Color::White, 0, 30_000).into_iter().map(Callout::text_zh).collect();
        assert_eq!(calls, ["10秒", "20秒", "25秒", "28秒", "30秒", "还剩2次30秒"]);
    }

    #[test]
    fn presets_name_the_national_club_and_blitz_settings() {
        assert_eq!(
            TimeControl::preset("national", 60),
            Some(TimeControl::Byoyomi { main_ms: 3_600_000, periods: 5, period_ms: MIN })
        );
        assert_eq!(
            TimeControl::preset("club", 20),
            Some(TimeControl::Byoyomi { main_ms: 1_200_000, periods: 3, period_ms: 30_000 })
        );
        assert_eq!(
            TimeControl::preset("blitz", 5),
            Some(TimeControl::Byoyomi { main_ms: 300_000, periods: 3, period_ms: 10_000 })
        );
        assert_eq!(TimeControl::preset("lightning", 5), None);
    }

    #[test]
    fn canadian_time_saved_carries_into_every_later_period() {
        // 每10分钟限着15手 scaled down: 3 moves in 10 s.
        let canadian = TimeControl::Canadian { main_ms: 0, stones: 3, period_ms: 10_000 };
        let mut clock = Clock::new(canadian).unwrap().with_carry_over(true);
        for _ in 0..3 {
            clock.charge(Color::Black, 2_000, true).unwrap();
        }
        let t = clock.time_left(Color::Black, 0);
        assert_eq!((t.periods, t.period_ms), (3, 14_000), "4 s saved + the next 10 s");
        for _ in 0..3 {
            clock.charge(Color::Black, 4_000, true).unwrap();
        }
        assert_eq!(clock.time_left(Color::Black, 0).period_ms, 12_000);
        assert_eq!(clock.charge(Color::Black, 12_000, true), Err(ClockError::Flagged(Color::Black)));
    }

    #[test]
    fn a_pause_by_agreement_is_not_counted() {
        let mut clock = Clock::new(TimeControl::Absolute { main_ms: 60_000 }).unwrap();
        clock.start(Color::Black, 0).unwrap();
        clock.pause(10_000).unwrap();
        assert_eq!((clock.running(), clock.paused()), (None, Some(Color::Black)));
        assert_eq!(clock.start(Color::White, 20_000), Err(ClockError::Paused), "no one else's clock starts");
        // An hour's lunch break.
        assert_eq!(clock.time_left(Color::Black, 3_600_000).main_ms, 50_000);
        clock.resume(3_600_000).unwrap();
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.time_left(Color::Black, 3_605_000).main_ms, 45_000);
        assert_eq!(clock.resume(3_605_000), Err(ClockError::NotPaused));
        // In byo-yomi a pause keeps what is left of the period.
        let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
        clock.start(Color::White, 0).unwrap();
        clock.pause(40_000).unwrap();
        clock.resume(100_000).unwrap();
        let t = clock.time_left(Color::White, 110_000);
        assert_eq!((t.periods, t.period_ms), (5, 10_000));
    }

    #[test]
    fn giving_up_the_fight_stops_a_sudden_death_clock() {
        let mut clock = Clock::new(TimeControl::Absolute { main_ms: 60_000 }).unwrap();
        clock.start(Color::White, 0).unwrap();
        assert_eq!(clock.concede_fight(Color::Black, 1_000), Err(ClockError::NotRunning), "only on turn");
        clock.concede_fight(Color::White, 5_000).unwrap();
        assert_eq!((clock.running(), clock.conceded()), (None, Some(Color::White)));
        assert_eq!(clock.time_left(Color::White, 999_999).main_ms, 55_000, "no time runs after it");
        let mut byo = Clock::new(TimeControl::chinese_national(1)).unwrap();
        byo.start(Color::Black, 0).unwrap();
        assert!(matches!(byo.concede_fight(Color::Black, 1), Err(ClockError::BadSettings(_))));
    }

    #[test]
    fn a_clock_survives_serialization_mid_game() {
        let mut clock = Clock::new(TimeControl::club(1)).unwrap();
        clock.start(Color::Black, 1_000).unwrap();
        clock.press(50_000).unwrap();
        let text = serde_json::to_string(&clock).unwrap();
        let back: Clock = serde_json::from_str(&text).unwrap();
        assert_eq!(back, clock);
        assert_eq!(back.running(), Some(Color::White));
        assert_eq!(back.time_left(Color::White, 80_000), clock.time_left(Color::White, 80_000));
    }

    #[test]
    fn bad_settings_and_time_going_back_are_refused() {
        assert!(Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 0, period_ms: MIN }).is_err());
        let mut clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
        clock.start(Color::Black, 100).unwrap();
        assert_eq!(clock.press(50), Err(ClockError::TimeWentBack));
        assert_eq!(clock.running(), Some(Color::Black), "nothing changed");
    }
}
