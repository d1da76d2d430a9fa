//! The count, the dead-stone estimate and the ownership map, as plain objects with `[x, y]`
//! vertices (the core's types are serialised as they are, only their vertices converted).

use serde::Serialize;

use super::errors::{code, error_with};
use super::vertex::{Xy, xy, xys};
use crate::score::{Estimate, GameResult, Owner, PointReason, Score, ScoreError, SideCount, UnsettledKind};
use crate::rules::ScoringMethod;
use crate::Color;
use wasm_bindgen::JsValue;

/// One point of the ownership map of a count.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PointView {
    vertex: Xy,
    owner: Owner,
    reason: PointReason,
    seki: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UnsettledView {
    kind: UnsettledKind,
    points: Vec<Xy>,
}

/// A counted position (`game.score(dead)`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScoreView<'a> {
    scoring: ScoringMethod,
    width: u8,
    height: u8,
    points: u32,
    base: f64,
    komi: f64,
    handicap: u32,
    handicap_compensation: f64,
    black: &'a SideCount,
    white: &'a SideCount,
    margin_points: f64,
    margin_stones: f64,
    winner: Option<Color>,
    result: GameResult,
    result_sgf: &'a str,
    result_zh: &'a str,
    result_en: &'a str,
    settled: bool,
    ownership: Vec<PointView>,
    dead: Vec<Xy>,
    seki: Vec<Xy>,
    unsettled: Vec<UnsettledView>,
}

impl<'a> ScoreView<'a> {
    pub fn new(s: &'a Score) -> ScoreView<'a> {
        ScoreView {
            scoring: s.scoring,
            width: s.size.width,
            height: s.size.height,
            points: s.points,
            base: s.base,
            komi: s.komi,
            handicap: s.handicap,
            handicap_compensation: s.handicap_compensation,
            black: &s.black,
            white: &s.white,
            margin_points: s.margin_points,
            margin_stones: s.margin_stones,
            winner: s.winner,
            result: s.result,
            result_sgf: &s.result_sgf,
            result_zh: &s.result_zh,
            result_en: &s.result_en,
            settled: s.is_settled(),
            ownership: s
                .ownership
                .iter()
                .map(|p| PointView { vertex: xy(p.vertex), owner: p.owner, reason: p.reason, seki: p.seki })
                .collect(),
            dead: xys(&s.dead),
            seki: xys(&s.seki),
            unsettled: s.unsettled.iter().map(|u| UnsettledView { kind: u.kind, points: xys(&u.points) }).collect(),
        }
    }
}

/// The same position counted both ways (`game.compareMethods(dead)`).
#[derive(Serialize)]
pub struct ComparisonView<'a> {
    pub area: ScoreView<'a>,
    pub territory: ScoreView<'a>,
}

/// The estimator's suggestion (`game.estimate()`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EstimateView {
    dead: Vec<Xy>,
    ownership: Vec<f64>,
    unconditionally_alive: Vec<Xy>,
    playouts: u32,
}

impl EstimateView {
    pub fn new(e: &Estimate) -> EstimateView {
        EstimateView {
            dead: xys(&e.dead),
            ownership: e.ownership.iter().map(|&x| shortest(x)).collect(),
            unconditionally_alive: xys(&e.unconditionally_alive),
            playouts: e.playouts,
        }
    }
}

/// The number JavaScript reads for an `f32`'s shortest decimal form (0.35, not the
/// 0.3499999940395355 that widening it to `f64` gives).
fn shortest(x: f32) -> f64 {
    let mut text = String::new();
    let _ = std::fmt::Write::write_fmt(&mut text, format_args!("{x}"));
    text.parse().unwrap_or(f64::from(x))
}

/// A dead-stone list that does not fit the board: `badDeadStones`, with the core's `reason`
/// (`offBoard`, `emptyPoint`, `sizeMismatch`) and the Chinese message.
pub fn score_error(e: ScoreError) -> JsValue {
    error_with(
        code::BAD_DEAD_STONES,
        &e.message_en(),
        &[("reason", JsValue::from_str(e.code())), ("messageZh", JsValue::from_str(&e.message_zh()))],
    )
}
