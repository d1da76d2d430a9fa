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

mod callout;
mod error;
mod time_control;
#[cfg(test)]
mod tests;

use crate::Color;

use callout::period_schedule;
pub use callout::Callout;
pub use error::ClockError;
pub use time_control::TimeControl;

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
