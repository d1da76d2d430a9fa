//! `Clock`: the game clock for JavaScript ([`crate::clock`]). The clock never reads the time:
//! every call takes `now`, milliseconds from any fixed origin (`performance.now()`,
//! `Date.now()`), so a page decides what time is.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error, to_js, to_js_or_null};
use super::options::Options;
use super::vertex::parse_color;
use crate::clock::{Callout, ClockError, TimeControl};

/// The most periods (or Canadian stones) a time control may have.
const MAX_PERIODS: u32 = 1000;
/// Times are whole milliseconds up to JavaScript's largest safe integer.
const MAX_MS: f64 = 9_007_199_254_740_991.0;

pub(super) fn clock_error(e: &ClockError) -> JsValue {
    error(code::BAD_CLOCK, &e.to_string())
}

/// A time in milliseconds: a whole number from 0 to 2^53 - 1.
pub(super) fn ms(v: f64, what: &str) -> JsResult<u64> {
    match v {
        n if (0.0..=MAX_MS).contains(&n) => Ok(n.floor() as u64),
        _ => Err(error(code::BAD_CLOCK, &format!("{what} must be a time in milliseconds from 0 to 2^53 - 1"))),
    }
}

/// The time control, and whether Canadian time saved carries over (`carryOver`).
fn read_control(v: &JsValue) -> JsResult<(TimeControl, bool)> {
    const KEYS: &[&str] = &["kind", "mainMs", "periods", "periodMs", "stones", "incrementMs", "carryOver"];
    let o = Options::read(v, "the time control", KEYS, code::BAD_CLOCK)?;
    let kind = o.string("kind")?.ok_or_else(|| error(code::BAD_CLOCK, "the time control needs a kind"))?;
    let time = |key: &str| -> JsResult<u64> {
        match o.get(key)? {
            Some(v) => ms(v.as_f64().unwrap_or(f64::NAN), &format!("the time control's {key}")),
            None => Err(error(code::BAD_CLOCK, &format!("a {kind} time control needs {key}"))),
        }
    };
    let count = |key: &str| -> JsResult<u32> {
        o.uint(key, 1, MAX_PERIODS)?
            .ok_or_else(|| error(code::BAD_CLOCK, &format!("a {kind} time control needs {key}")))
    };
    let carry = o.boolean("carryOver")?.unwrap_or(false);
    let control = match kind.as_str() {
        "unlimited" => TimeControl::Unlimited,
        "absolute" => TimeControl::Absolute { main_ms: time("mainMs")? },
        "byoyomi" => {
            TimeControl::Byoyomi { main_ms: time("mainMs")?, periods: count("periods")?, period_ms: time("periodMs")? }
        }
        "canadian" => {
            TimeControl::Canadian { main_ms: time("mainMs")?, stones: count("stones")?, period_ms: time("periodMs")? }
        }
        "fischer" => TimeControl::Fischer { main_ms: time("mainMs")?, increment_ms: time("incrementMs")? },
        other => {
            return Err(error(
                code::BAD_CLOCK,
                &format!("unknown time control {other:?}: expected unlimited, absolute, byoyomi, canadian or fischer"),
            ));
        }
    };
    Ok((control, carry))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayerTimeView {
    main_ms: f64,
    periods: u32,
    period_ms: f64,
    in_overtime: bool,
    flagged: bool,
}

#[derive(Serialize)]
struct CalloutView {
    #[serde(flatten)]
    callout: CalloutKind,
    en: String,
    zh: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
enum CalloutKind {
    Seconds { seconds: f64 },
    Count { n: f64 },
    PeriodUsed { seconds: f64 },
    PeriodsLeft { periods: u32, period_seconds: f64 },
    TimeUp,
}

/// A two-player game clock: sudden death, byo-yomi as the Chinese rules describe it,
/// Canadian overtime, Fischer increments, and the referee's call-outs in both languages.
#[wasm_bindgen]
pub struct Clock {
    pub(super) inner: crate::clock::Clock,
}

#[wasm_bindgen]
impl Clock {
    /// `new Clock({ kind: "byoyomi", mainMs: 600000, periods: 5, periodMs: 60000 })`; a
    /// `canadian` control may add `carryOver: true` (time saved in a period carries into the
    /// next, the Chinese rules' 定时限步制).
    /// Throws `badClock`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "TimeControl")] control: JsValue) -> JsResult<Clock> {
        let (control, carry) = read_control(&control)?;
        let inner = crate::clock::Clock::new(control).map_err(|e| clock_error(&e))?.with_carry_over(carry);
        Ok(Clock { inner })
    }

    /// Whose clock is running, or `null`.
    #[wasm_bindgen(getter, unchecked_return_type = "Color | null")]
    pub fn running(&self) -> JsValue {
        self.inner.running().map_or(JsValue::NULL, |c| JsValue::from_str(c.name_en()))
    }

    /// The player who has run out of time, or `null`.
    #[wasm_bindgen(getter, unchecked_return_type = "Color | null")]
    pub fn flagged(&self) -> JsValue {
        self.inner.flagged().map_or(JsValue::NULL, |c| JsValue::from_str(c.name_en()))
    }

    /// Starts a player's clock. Throws `badColor` or `badClock`.
    pub fn start(&mut self, #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue, now: f64) -> JsResult<()> {
        let color = parse_color(&color)?;
        let now = ms(now, "now")?;
        self.inner.start(color, now).map_err(|e| clock_error(&e))
    }

    /// Stops the running clock (a pause). Throws `badClock`.
    pub fn stop(&mut self, now: f64) -> JsResult<()> {
        let now = ms(now, "now")?;
        self.inner.stop(now).map_err(|e| clock_error(&e))
    }

    /// The mover presses the clock after a move: their time is charged and the opponent's
    /// clock starts. Throws `badClock` (also when the mover has just run out of time).
    pub fn press(&mut self, now: f64) -> JsResult<()> {
        let now = ms(now, "now")?;
        self.inner.press(now).map_err(|e| clock_error(&e))
    }

    /// A player's time at `now`: `{ mainMs, periods, periodMs, inOvertime, flagged }`.
    #[wasm_bindgen(js_name = timeLeft, unchecked_return_type = "PlayerTime")]
    pub fn time_left(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        now: f64,
    ) -> JsResult<JsValue> {
        let color = parse_color(&color)?;
        let now = ms(now, "now")?;
        let t = self.inner.time_left(color, now);
        to_js(&PlayerTimeView {
            main_ms: t.main_ms as f64,
            periods: t.periods,
            period_ms: t.period_ms as f64,
            in_overtime: t.in_overtime,
            flagged: t.flagged,
        })
    }

    /// What the referee calls out for `color` after `from` and up to `to`: `[{ kind, ..., en,
    /// zh }]`.
    #[wasm_bindgen(unchecked_return_type = "Callout[]")]
    pub fn callouts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        from: f64,
        to: f64,
    ) -> JsResult<JsValue> {
        let color = parse_color(&color)?;
        let (from, to) = (ms(from, "from")?, ms(to, "to")?);
        let out: Vec<CalloutView> = self
            .inner
            .callouts(color, from, to)
            .into_iter()
            .map(|c| {
                let callout = match c {
                    Callout::Seconds { seconds } => CalloutKind::Seconds { seconds: seconds as f64 },
                    Callout::Count { n } => CalloutKind::Count { n: n as f64 },
                    Callout::PeriodUsed { seconds } => CalloutKind::PeriodUsed { seconds: seconds as f64 },
                    Callout::PeriodsLeft { periods, period_seconds } => {
                        CalloutKind::PeriodsLeft { periods, period_seconds: period_seconds as f64 }
                    }
                    Callout::TimeUp => CalloutKind::TimeUp,
                };
                CalloutView { callout, en: c.text_en(), zh: c.text_zh() }
            })
            .collect();
        Ok(to_js_or_null(&out))
    }
}
