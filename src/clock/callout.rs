//! What the referee says aloud in overtime, in both languages, and when in a period it is said.

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

/// The call-outs of one period of `length` ms (the first may be shorter than a full period
/// when the clock was paused in it), as offsets from its start.
pub(super) fn period_schedule(length: u64, full: u64, last: bool, left_after: u32) -> Vec<(u64, Callout)> {
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
    tengen_core::order::sort_small_by_key(&mut marks, |&(at, _)| at);
    marks.dedup();
    marks
}
