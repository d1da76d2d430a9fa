//! The game room's bindings (`--features room`, the site build only): the clock's pause,
//! snapshot and presets, nigiri ([`crate::nigiri`]), the referee ([`crate::referee`]), the
//! sealed move ([`crate::adjourn`]) and the room's SGF ([`crate::record`]). Left out of the
//! npm engine package to keep it within its size budget. No rule is decided here.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::clock::{Clock, clock_error, ms};
use super::de::from_js;
use super::errors::{JsResult, code, error, to_js};
use super::game::Game;
use super::vertex::{parse_color, parse_vertex, xy};
use crate::adjourn::{SealedMove, Unsealed};
use crate::clock::TimeControl;
use crate::game::Move;
use crate::nigiri::{Guess, nigiri as count_nigiri, random_guess, random_handful};
use crate::record::{self, RoomInfo};
use crate::referee::{self, Effect, Recorded, Ruling, VoidReason, WarningReason};
use crate::rng::Rng;
use crate::{Color, Vertex};

/// A time control as `new Clock(...)` takes it (camelCase fields).
fn control_js(control: TimeControl) -> JsResult<JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        kind: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        main_ms: Option<f64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        periods: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        stones: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        period_ms: Option<f64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        increment_ms: Option<f64>,
    }
    let mut v =
        View { kind: "unlimited", main_ms: None, periods: None, stones: None, period_ms: None, increment_ms: None };
    match control {
        TimeControl::Unlimited => {}
        TimeControl::Absolute { main_ms } => (v.kind, v.main_ms) = ("absolute", Some(main_ms as f64)),
        TimeControl::Byoyomi { main_ms, periods, period_ms } => {
            (v.kind, v.main_ms, v.periods, v.period_ms) =
                ("byoyomi", Some(main_ms as f64), Some(periods), Some(period_ms as f64));
        }
        TimeControl::Canadian { main_ms, stones, period_ms } => {
            (v.kind, v.main_ms, v.stones, v.period_ms) =
                ("canadian", Some(main_ms as f64), Some(stones), Some(period_ms as f64));
        }
        TimeControl::Fischer { main_ms, increment_ms } => {
            (v.kind, v.main_ms, v.increment_ms) = ("fischer", Some(main_ms as f64), Some(increment_ms as f64));
        }
    }
    to_js(&v)
}

/// `timePreset("national" | "club" | "blitz", mainMinutes)`: the time control of a preset,
/// as `new Clock(control)` takes it. Throws `badClock` for an unknown name.
#[wasm_bindgen(js_name = timePreset)]
pub fn time_preset(name: &str, main_minutes: u32) -> JsResult<JsValue> {
    let control = TimeControl::preset(name, u64::from(main_minutes)).ok_or_else(|| {
        error(code::BAD_CLOCK, &format!("unknown time preset {name:?}: expected national, club or blitz"))
    })?;
    control_js(control)
}

#[wasm_bindgen]
impl Clock {
    /// Pauses by agreement (暂停): nothing counts until `resume`. Throws `badClock`.
    pub fn pause(&mut self, now: f64) -> JsResult<()> {
        self.inner.pause(ms(now, "now")?).map_err(|e| clock_error(&e))
    }

    /// Ends a pause: the same player's clock runs again. Throws `badClock`.
    pub fn resume(&mut self, now: f64) -> JsResult<()> {
        self.inner.resume(ms(now, "now")?).map_err(|e| clock_error(&e))
    }

    /// Whose clock waits for the end of a pause, or `null`.
    #[wasm_bindgen(getter, unchecked_return_type = "Color | null")]
    pub fn paused(&self) -> JsValue {
        self.inner.paused().map_or(JsValue::NULL, |c| JsValue::from_str(c.name_en()))
    }

    /// Sudden death only: the player on turn gives up the fight and stops the clock.
    #[wasm_bindgen(js_name = concedeFight)]
    pub fn concede_fight(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        now: f64,
    ) -> JsResult<()> {
        let color = parse_color(&color)?;
        self.inner.concede_fight(color, ms(now, "now")?).map_err(|e| clock_error(&e))
    }

    /// The time control, as the constructor takes it.
    #[wasm_bindgen(getter, unchecked_return_type = "TimeControl")]
    pub fn control(&self) -> JsResult<JsValue> {
        let out = control_js(self.inner.control())?;
        if self.inner.carries_over() {
            let _ = js_sys::Reflect::set(&out, &JsValue::from_str("carryOver"), &JsValue::TRUE);
        }
        Ok(out)
    }

    /// Sets a player's time, as a record's `BL`/`WL` give it (`readRoomInfo`'s `timeLeft`):
    /// `{ mainMs, periods, periodMs, inOvertime }`. Throws `badClock`.
    #[wasm_bindgen(js_name = setTimeLeft)]
    pub fn set_time_left(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PlayerTime")] time: JsValue,
    ) -> JsResult<()> {
        let color = parse_color(&color)?;
        let o = super::options::Options::read(
            &time,
            "the time left",
            &["mainMs", "periods", "periodMs", "inOvertime", "flagged"],
            code::BAD_CLOCK,
        )?;
        let get_ms = |key: &str| -> JsResult<u64> {
            match o.get(key)? {
                Some(v) => ms(v.as_f64().unwrap_or(f64::NAN), key),
                None => Ok(0),
            }
        };
        let t = crate::clock::PlayerTime {
            main_ms: get_ms("mainMs")?,
            periods: o.uint("periods", 0, 1000)?.unwrap_or(0),
            period_ms: get_ms("periodMs")?,
            in_overtime: o.boolean("inOvertime")?.unwrap_or(false),
            flagged: o.boolean("flagged")?.unwrap_or(false),
        };
        self.inner.set_time_left(color, t);
        Ok(())
    }

    /// The whole clock as plain data, for storage (`Clock.fromJSON` reads it back).
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> JsResult<JsValue> {
        to_js(&self.inner)
    }

    /// A clock from `toJSON()`'s data. Throws `badClock`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(data: JsValue) -> JsResult<Clock> {
        let inner: crate::clock::Clock =
            from_js(&data).map_err(|e| error(code::BAD_CLOCK, &format!("not a stored clock: {e}")))?;
        Ok(Clock { inner })
    }
}

/// A hand for nigiri, as the engine takes it: `{ handful, stones }` (10–30 white stones;
/// one black stone shown for odd, two for even), fixed by `seed`.
#[wasm_bindgen(js_name = nigiriHand, unchecked_return_type = "{ handful: number; stones: 1 | 2 }")]
pub fn nigiri_hand(seed: u32) -> JsResult<JsValue> {
    #[derive(Serialize)]
    struct Hand {
        handful: u32,
        stones: u32,
    }
    let mut rng = Rng::new(u64::from(seed));
    let handful = random_handful(&mut rng);
    to_js(&Hand { handful, stones: random_guess(&mut rng).stones_shown() })
}

/// Counts out a nigiri (第十条): `handful` white stones against the guesser's `stones` (1:
/// odd, 2: even). `{ handful, guess, pairs, odd, guessedRight, holder, guesser, en, zh }`,
/// `guesser` being the colour the guesser takes. Throws `badArgument` with the reason.
#[wasm_bindgen]
pub fn nigiri(handful: u32, stones: u32) -> JsResult<JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        #[serde(flatten)]
        outcome: crate::nigiri::NigiriOutcome,
        en: String,
        zh: String,
    }
    let bad = |e: crate::nigiri::NigiriError| error(code::BAD_ARGUMENT, &format!("{e} ({})", e.message_zh()));
    let guess = Guess::from_stones(stones).map_err(bad)?;
    let outcome = count_nigiri(handful, guess).map_err(bad)?;
    to_js(&View { outcome, en: outcome.text_en(), zh: outcome.text_zh() })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulingView {
    move_number: usize,
    #[serde(flatten)]
    ruling: Ruling,
    effect: Effect,
    result_sgf: Option<String>,
    en: String,
    zh: String,
}

fn ruling_view(r: Recorded) -> RulingView {
    let Recorded { move_number, ruling } = r;
    RulingView {
        move_number,
        ruling,
        effect: ruling.effect(),
        result_sgf: ruling.result_sgf(),
        en: ruling.text_en(),
        zh: ruling.text_zh(),
    }
}

fn ruling_js(referee: &referee::Referee, ruling: Ruling) -> JsResult<JsValue> {
    let move_number = referee.rulings().last().map_or(0, |r| r.move_number);
    to_js(&ruling_view(Recorded { move_number, ruling }))
}

/// The referee of one game (referee mode): rules on illegal moves, warnings, moving twice and
/// time losses, and keeps every ruling for the record. Each ruling comes back as
/// `{ kind, color, moveNumber, effect: "none" | "loseTurn" | "loseGame", resultSgf, en, zh }`;
/// the page carries out the effect on its game (a pass for a lost turn).
#[wasm_bindgen]
pub struct Referee {
    inner: referee::Referee,
}

#[wasm_bindgen]
impl Referee {
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new() -> Referee {
        Referee { inner: referee::Referee::new() }
    }

    /// A referee from `toJSON()`'s data. Throws `badArgument`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(data: JsValue) -> JsResult<Referee> {
        let inner = from_js(&data).map_err(|e| error(code::BAD_ARGUMENT, &format!("not a stored referee: {e}")))?;
        Ok(Referee { inner })
    }

    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> JsResult<JsValue> {
        to_js(&self.inner)
    }

    /// The referee of a game record the room wrote: its rulings read back from the record's
    /// comments (`roomSgf` writes them), the warnings counted again. Throws `badSgf`.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(sgf: &str) -> JsResult<Referee> {
        let rulings = record::read_rulings(sgf).map_err(|e| super::sgf::sgf_error(&e))?;
        Ok(Referee { inner: referee::Referee::from_rulings(rulings) })
    }

    /// Every ruling so far, in order.
    #[wasm_bindgen(getter)]
    pub fn rulings(&self) -> JsResult<JsValue> {
        let list: Vec<RulingView> = self.inner.rulings().iter().copied().map(ruling_view).collect();
        to_js(&list)
    }

    /// `color`'s warnings so far.
    pub fn warnings(&self, #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue) -> JsResult<u32> {
        Ok(self.inner.warnings(parse_color(&color)?))
    }

    /// The engine refused `color`'s move for `reason` (its code) with `moveNumber` moves
    /// played: the ruling (the move void, the turn lost), or `null` when it is no move at
    /// all (an occupied point) and nothing is recorded.
    #[wasm_bindgen(js_name = judgeIllegal)]
    pub fn judge_illegal(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        reason: &str,
        move_number: u32,
    ) -> JsResult<JsValue> {
        let color = parse_color(&color)?;
        match self.inner.judge_illegal(color, VoidReason::from_code(reason), move_number as usize) {
            Some(r) => ruling_js(&self.inner, r),
            None => Ok(JsValue::NULL),
        }
    }

    /// A warning (`reason`: `clockBeforeMove`, `movedStone`, `wrongCapture`, `other`); the
    /// second loses the game (the ruling is then `lostByWarnings`). Throws `badArgument`.
    pub fn warn(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        reason: &str,
        move_number: u32,
    ) -> JsResult<JsValue> {
        let color = parse_color(&color)?;
        let why = WarningReason::from_code(reason).ok_or_else(|| {
            error(
                code::BAD_ARGUMENT,
                &format!("unknown warning {reason:?}: expected clockBeforeMove, movedStone, wrongCapture or other"),
            )
        })?;
        let r = self.inner.warn(color, why, move_number as usize);
        ruling_js(&self.inner, r)
    }

    /// `color` moved twice in a row: the game is lost.
    #[wasm_bindgen(js_name = playedTwice)]
    pub fn played_twice(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        move_number: u32,
    ) -> JsResult<JsValue> {
        let r = self.inner.played_twice(parse_color(&color)?, move_number as usize);
        ruling_js(&self.inner, r)
    }

    /// `color` ran out of time: the game is lost (`resultSgf` `W+T` / `B+T`).
    #[wasm_bindgen(js_name = lostOnTime)]
    pub fn lost_on_time(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        move_number: u32,
    ) -> JsResult<JsValue> {
        let r = self.inner.lost_on_time(parse_color(&color)?, move_number as usize);
        ruling_js(&self.inner, r)
    }

    /// Opens a sealed move (from `sealMove`) against `game` as it stands:
    /// `{ play: [x, y] | null, pass: boolean, ruling }`: a move to play, a sealed pass, or
    /// the ruling (turn lost) when the point is occupied or the move illegal. Changes nothing.
    /// Throws `badArgument` when the game no longer stands where the move was sealed.
    #[wasm_bindgen(js_name = openSeal)]
    pub fn open_seal(&mut self, game: &Game, sealed: JsValue) -> JsResult<JsValue> {
        #[derive(Serialize)]
        struct Opened {
            play: Option<crate::wasm::vertex::Xy>,
            pass: bool,
            ruling: Option<RulingView>,
        }
        let sealed = read_sealed(game, &sealed)?;
        let opened =
            sealed.open(game.core(), &mut self.inner).map_err(|e| error(code::BAD_ARGUMENT, &e.to_string()))?;
        let view = match opened {
            Unsealed::Played(Move::Play(v)) => Opened { play: Some(xy(v)), pass: false, ruling: None },
            Unsealed::Played(Move::Pass) => Opened { play: None, pass: true, ruling: None },
            Unsealed::TurnLost(ruling) => {
                let move_number = game.core().moves().len();
                Opened { play: None, pass: false, ruling: Some(ruling_view(Recorded { move_number, ruling })) }
            }
        };
        to_js(&view)
    }
}

impl Default for Referee {
    fn default() -> Referee {
        Referee::new()
    }
}

fn read_sealed(game: &Game, v: &JsValue) -> JsResult<SealedMove> {
    let get = |k: &str| js_sys::Reflect::get(v, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED);
    let color = parse_color(&get("color"))?;
    let move_number = get("moveNumber")
        .as_f64()
        .filter(|n| n.fract() == 0.0 && *n >= 0.0)
        .ok_or_else(|| error(code::BAD_ARGUMENT, "a sealed move needs its moveNumber"))? as usize;
    let at = get("at");
    let at: Option<Vertex> =
        if at.is_null() || at.is_undefined() { None } else { Some(parse_vertex(&at, game.core().size())?) };
    Ok(SealedMove { color, move_number, at })
}

/// Seals `at` (a vertex, or `null` for a pass) for the player to move in `game`:
/// `{ color, moveNumber, at: [x, y] | null }`, to keep hidden until `openSeal`. Throws
/// `badArgument` when the game is over, `badVertex` for a point off the board.
#[wasm_bindgen(js_name = sealMove)]
pub fn seal_move(game: &Game, at: JsValue) -> JsResult<JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        color: Color,
        move_number: usize,
        at: Option<crate::wasm::vertex::Xy>,
    }
    let at = if at.is_null() || at.is_undefined() { None } else { Some(parse_vertex(&at, game.core().size())?) };
    let sealed = SealedMove::seal(game.core(), at).map_err(|e| error(code::BAD_ARGUMENT, &e.to_string()))?;
    to_js(&View { color: sealed.color, move_number: sealed.move_number, at: sealed.at.map(xy) })
}

/// The game's SGF (`game.toSgf()`) with the room's information: `info` is
/// `{ black, white, date, result, comments: [[node, text], …], event, round }` (all optional); the time
/// control and the times left come from `clock` at `now`. Throws `badSgf`, `badArgument`.
#[wasm_bindgen(js_name = roomSgf)]
pub fn room_sgf(sgf: &str, info: JsValue, clock: &Clock, now: f64) -> JsResult<String> {
    let mut info: RoomInfo = if info.is_undefined() || info.is_null() {
        RoomInfo::default()
    } else {
        from_js(&info).map_err(|e| error(code::BAD_ARGUMENT, &format!("bad room information: {e}")))?
    };
    let now = ms(now, "now")?;
    info.time = Some(clock.inner.control());
    info.time_left = Some([clock.inner.time_left(Color::Black, now), clock.inner.time_left(Color::White, now)]);
    record::annotate(sgf, &info).map_err(|e| super::sgf::sgf_error(&e))
}

/// The room's information in a record: `{ black, white, date, result, time, timeLeft, event,
/// round }` (`time` as `new Clock` takes it, or `null`). Throws `badSgf`.
#[wasm_bindgen(js_name = readRoomInfo)]
pub fn read_room_info(sgf: &str) -> JsResult<JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        black: String,
        white: String,
        date: String,
        result: Option<String>,
        time_left: Option<[crate::clock::PlayerTime; 2]>,
        event: String,
        round: String,
    }
    let info = record::read(sgf).map_err(|e| super::sgf::sgf_error(&e))?;
    let out = to_js(&View {
        black: info.black,
        white: info.white,
        date: info.date,
        result: info.result,
        time_left: info.time_left,
        event: info.event,
        round: info.round,
    })?;
    let time = match info.time {
        Some(t) => control_js(t)?,
        None => JsValue::NULL,
    };
    let _ = js_sys::Reflect::set(&out, &JsValue::from_str("time"), &time);
    Ok(out)
}

/// The engine's move at a strength (`"beginner"`, `"casual"`, `"strong"`: budgets and
/// tactics in `src/bot.rs`) for the side to move, without playing it: `[x, y]`, or `null`
/// for a pass. Throws `badOptions` for an unknown strength.
#[wasm_bindgen(js_name = engineMoveAt, unchecked_return_type = "Vertex | null")]
pub fn engine_move_at(game: &Game, strength: &str, seed: u32) -> JsResult<JsValue> {
    let strength = crate::bot::Strength::from_name(strength).ok_or_else(|| {
        error(code::BAD_OPTIONS, &format!("unknown strength {strength:?}: expected beginner, casual or strong"))
    })?;
    match crate::bot::choose_move_at(game.core(), strength, u64::from(seed)) {
        Move::Play(v) => to_js(&xy(v)),
        Move::Pass => Ok(JsValue::NULL),
    }
}

/// The count when `conceder` gave up the fight under sudden death (包干 (4)): `game` counted
/// with `dead`, every shared point going to the opponent. `{ black, white, resultSgf,
/// resultZh, resultEn }` (totals before komi). Throws `badDeadStones`, `badVertex`.
#[wasm_bindgen(js_name = concedeCount)]
pub fn concede_count(
    game: &Game,
    #[wasm_bindgen(unchecked_param_type = "VertexInput[]")] dead: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Color")] conceder: JsValue,
) -> JsResult<JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct View {
        black: f64,
        white: f64,
        result_sgf: String,
        result_zh: String,
        result_en: String,
    }
    let dead = super::vertex::parse_vertices(&dead, game.core().size(), "the dead stones")?;
    let conceder = parse_color(&conceder)?;
    let score =
        crate::score::count_game(game.core(), &dead).map_err(|e| error(code::BAD_DEAD_STONES, &e.to_string()))?;
    let (black, white, result) = referee::concede_contested(&score, conceder);
    to_js(&View { black, white, result_sgf: result.to_sgf(), result_zh: result.to_zh(), result_en: result.to_en() })
}
