//! The club's `Tournament` (only with the `club` feature, the site build): a thin facade over
//! [`crate::tournament::Event`]. It reads JavaScript arguments (options objects go through
//! `JSON.stringify` to the core's own readers, so the browser refuses exactly what the native
//! tests refuse), calls the core and converts the answers to plain objects. No rule is
//! decided here. The agreed API is /work/coord/tournament-api.md; the event file and every
//! error code are in docs/tournament-format.md.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error, error_with, to_js};
use crate::tournament::file::{self, PlayerView, SettingsView};
use crate::tournament::{
    Event, Outcome, PromotionRow, Standing, System, TeamStanding, TournamentError,
};

#[wasm_bindgen(typescript_custom_section)]
const CLUB_TYPES: &'static str = r#"
/** The systems of 第二十七条 (and the team forms of 第二十六条). */
export type TournamentSystem =
  | "roundRobin" | "doubleRoundRobin" | "swiss" | "knockout" | "doubleKnockout"
  | "teamRoundRobin" | "teamSwiss" | "teamAllPlay" | "match" | "challenge";

/** Options of `Tournament.create` (and `settings()`, normalised: every field present). */
export interface TournamentSettings {
  name: string;
  system: TournamentSystem;
  /** Swiss and team Swiss: rounds planned, 1 to 99 (default 5). */
  rounds?: number | null;
  /** match: 3, 5 or 7 (best of), or 10 (十局制). */
  gamesPerMatch?: number | null;
  /** teamRoundRobin, teamSwiss: boards of a team match (default 4). */
  boards?: number | null;
  /** knockout: losses that put a player out (1 default; 2 or more: 多败淘汰). */
  lives?: number | null;
  /** Shared places allowed (第二十八条 C, default true); false: a play-off or lot decides (D). */
  shareds?: boolean;
  /** A rank event (第二十六条三): default promotion 胜两局升一级. */
  rankEvent?: { promotion?: { wins?: number; steps?: number } } | null;
}

/** A game result as the referee enters it. */
export type TournamentResult = "black" | "white" | "draw" | "blackForfeit" | "whiteForfeit" | "bothForfeit";

export interface TournamentPlayerInput { name: string; rank?: string | null; club?: string; team?: string }
export interface TournamentPlayer {
  id: number; name: string; rank: string | null; club: string; team: string;
  /** The first round the player is no longer paired in, or null. */
  withdrawn: number | null;
}
export interface TournamentGame {
  /** A number; in team events `"3.2"` (team match 3, board 2). */
  table: number | string;
  board: number | null;
  black: number;
  /** null: a bye (轮空). */
  white: number | null;
  result: TournamentResult | null;
}
export interface TournamentMatch { table: number; black: string; white: string | null }
export interface TournamentRound { round: number; games: TournamentGame[]; matches: TournamentMatch[] }
export interface TournamentStanding {
  place: number; shared: boolean; undecided: boolean; id: number; name: string;
  points: number; games: number; wins: number; draws: number; losses: number; byes: number;
  /** Tie-break A (第二十八条一1). */
  opponentPoints: number;
  /** Tie-break B. */
  warnings: number;
  /** The Swiss 总得分 (other systems: points). */
  total: number;
  withdrawn: number | null;
}
export interface TournamentTeamStanding {
  place: number; shared: boolean; undecided: boolean; id: number; name: string;
  /** 场分 */
  points: number;
  /** 局分 */
  gamePoints: number;
  /** 局分 of each board, the first board first. */
  boardPoints: number[];
  /** Team Swiss 总得分 (other systems: match points). */
  total: number;
  matches: number; wins: number; draws: number; losses: number;
}
export interface TournamentCell {
  opponent: number | null; round: number; colour: "black" | "white" | null;
  result: "win" | "loss" | "draw" | "forfeitWin" | "forfeitLoss" | "bye" | null;
}
export interface TournamentCrossRow { id: number; cells: TournamentCell[] }
export interface TournamentPromotion { id: number; name: string; from: string; to: string; wins: number }
"#;

/// A tournament error as a JavaScript `Error` with its `code`, `messageZh` and, for a file
/// or settings error, the `field`.
fn throw(e: &TournamentError) -> JsValue {
    let mut props = vec![("messageZh", JsValue::from_str(&e.message_zh()))];
    if let Some(field) = e.field() {
        props.push(("field", JsValue::from_str(field)));
    }
    error_with(e.code(), &e.message_en(), &props)
}

/// A JavaScript value as the core's JSON (`undefined` and functions refused).
fn json(value: &JsValue, what: &str) -> JsResult<serde_json::Value> {
    let text = js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .ok_or_else(|| error("badSettings", &format!("{what} must be an object")))?;
    serde_json::from_str(&text)
        .map_err(|_| error("badSettings", &format!("{what} must be an object")))
}

/// A whole number argument (an id, a round).
fn whole(value: f64, what: &str) -> JsResult<u32> {
    if value.fract() == 0.0 && (0.0..=1e9).contains(&value) {
        Ok(value as u32)
    } else {
        Err(error(
            code::BAD_ARGUMENT,
            &format!("{what} must be a whole number, not {value}"),
        ))
    }
}

/// A tournament (第二十六条 to 第二十九条): players, rounds, results, standings.
#[wasm_bindgen]
pub struct Tournament {
    inner: Event,
}

#[derive(Serialize)]
struct GameView {
    table: serde_json::Value,
    board: Option<u32>,
    black: u32,
    white: Option<u32>,
    result: Option<&'static str>,
}

#[derive(Serialize)]
struct MatchView<'a> {
    table: u32,
    black: &'a str,
    white: Option<&'a str>,
}

#[derive(Serialize)]
struct RoundView<'a> {
    round: u32,
    games: Vec<GameView>,
    matches: Vec<MatchView<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StandingView<'a> {
    place: u32,
    shared: bool,
    undecided: bool,
    id: u32,
    name: &'a str,
    points: f64,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
    opponent_points: f64,
    warnings: u32,
    total: f64,
    withdrawn: Option<u32>,
}

impl<'a> From<&'a Standing> for StandingView<'a> {
    fn from(s: &'a Standing) -> StandingView<'a> {
        StandingView {
            place: s.place,
            shared: s.shared,
            undecided: s.undecided,
            id: s.id,
            name: &s.name,
            points: s.points,
            games: s.games,
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
            byes: s.byes,
            opponent_points: s.opponent_points,
            warnings: s.warnings,
            total: s.total,
            withdrawn: s.withdrawn,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TeamStandingView<'a> {
    place: u32,
    shared: bool,
    undecided: bool,
    id: u32,
    name: &'a str,
    points: f64,
    game_points: f64,
    board_points: &'a [f64],
    total: f64,
    matches: u32,
    wins: u32,
    draws: u32,
    losses: u32,
}

impl<'a> From<&'a TeamStanding> for TeamStandingView<'a> {
    fn from(s: &'a TeamStanding) -> TeamStandingView<'a> {
        TeamStandingView {
            place: s.place,
            shared: s.shared,
            undecided: s.undecided,
            id: s.id,
            name: &s.name,
            points: s.points,
            game_points: s.game_points,
            board_points: &s.board_points,
            total: s.total,
            matches: s.matches,
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
        }
    }
}

#[wasm_bindgen]
impl Tournament {
    /// A new event with no players. `options.id` names the event (default: made from the
    /// time and a random number). Throws `badSettings` (with `field`).
    pub fn create(
        #[wasm_bindgen(unchecked_param_type = "TournamentSettings & { id?: string }")]
        options: JsValue,
    ) -> JsResult<Tournament> {
        let (settings, id) =
            file::settings_from_json(&json(&options, "the options")?).map_err(|e| throw(&e))?;
        let mut inner = Event::new(settings).map_err(|e| throw(&e))?;
        let id = id.unwrap_or_else(|| {
            let stamp = js_sys::Date::now() as u64;
            let random = (js_sys::Math::random() * 1e9) as u64;
            format!("ev-{stamp:x}-{random:x}")
        });
        inner.set_id(&id).map_err(|e| throw(&e))?;
        Ok(Tournament { inner })
    }

    /// The event's id (in the file; the game room's links carry it).
    pub fn id(&self) -> String {
        self.inner.id.clone()
    }

    /// Replaces the settings while no round is paired (players kept). Throws `badSettings`,
    /// `eventStarted`.
    #[wasm_bindgen(js_name = updateSettings)]
    pub fn update_settings(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "TournamentSettings")] options: JsValue,
    ) -> JsResult<()> {
        let (settings, id) =
            file::settings_from_json(&json(&options, "the options")?).map_err(|e| throw(&e))?;
        if id.is_some() {
            return Err(error("badSettings", "id cannot be changed"));
        }
        self.inner.update_settings(settings).map_err(|e| throw(&e))
    }

    /// The rounds the event will have where the system fixes them (Swiss plan, round-robin
    /// table, a match's games), else null (knockouts, challenges).
    #[wasm_bindgen(js_name = roundsPlanned)]
    pub fn rounds_planned(&self) -> Option<u32> {
        self.inner.rounds_planned()
    }

    /// The referee's warnings: `[{ player, round }]`.
    #[wasm_bindgen(unchecked_return_type = "{ player: number; round: number }[]")]
    pub fn warnings(&self) -> JsResult<JsValue> {
        #[derive(Serialize)]
        struct W {
            player: u32,
            round: u32,
        }
        to_js(
            &self
                .inner
                .warnings
                .iter()
                .map(|w| W {
                    player: w.player,
                    round: w.round,
                })
                .collect::<Vec<_>>(),
        )
    }

    /// Reads an event file. Throws `badEvent` with `field` (the JSON path).
    #[wasm_bindgen(js_name = fromJson)]
    pub fn from_json(text: JsValue) -> JsResult<Tournament> {
        let text = text
            .as_string()
            .ok_or_else(|| error("badEvent", "the event file must be a string of JSON text"))?;
        Event::from_json(&text)
            .map(|inner| Tournament { inner })
            .map_err(|e| throw(&e))
    }

    /// The event file's text.
    #[wasm_bindgen(js_name = toJson)]
    pub fn to_json(&self) -> String {
        self.inner.to_json()
    }

    /// The settings, normalised.
    #[wasm_bindgen(unchecked_return_type = "TournamentSettings")]
    pub fn settings(&self) -> JsResult<JsValue> {
        to_js(&SettingsView::from(&self.inner.settings))
    }

    /// Enters a player; returns the id. Throws `badSettings`, `eventStarted`.
    #[wasm_bindgen(js_name = addPlayer)]
    pub fn add_player(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "TournamentPlayerInput")] player: JsValue,
    ) -> JsResult<u32> {
        let info =
            file::player_info_from_json(&json(&player, "the player")?).map_err(|e| throw(&e))?;
        self.inner.add_player(info).map_err(|e| throw(&e))
    }

    /// Changes a player's details. Throws `unknownPlayer`, `badSettings`, `eventStarted`.
    #[wasm_bindgen(js_name = updatePlayer)]
    pub fn update_player(
        &mut self,
        id: f64,
        #[wasm_bindgen(unchecked_param_type = "TournamentPlayerInput")] player: JsValue,
    ) -> JsResult<()> {
        let info =
            file::player_info_from_json(&json(&player, "the player")?).map_err(|e| throw(&e))?;
        self.inner
            .update_player(whole(id, "id")?, info)
            .map_err(|e| throw(&e))
    }

    /// Removes a player before round 1. Throws `unknownPlayer`, `eventStarted`.
    #[wasm_bindgen(js_name = removePlayer)]
    pub fn remove_player(&mut self, id: f64) -> JsResult<()> {
        self.inner
            .remove_player(whole(id, "id")?)
            .map_err(|e| throw(&e))
    }

    /// The players in entry order.
    #[wasm_bindgen(unchecked_return_type = "TournamentPlayer[]")]
    pub fn players(&self) -> JsResult<JsValue> {
        to_js(
            &self
                .inner
                .players
                .iter()
                .map(PlayerView::from)
                .collect::<Vec<_>>(),
        )
    }

    /// The player withdraws (第二十九条). Throws `unknownPlayer`, `alreadyWithdrawn`.
    pub fn withdraw(&mut self, id: f64) -> JsResult<()> {
        self.inner.withdraw(whole(id, "id")?).map_err(|e| throw(&e))
    }

    /// Pairs the next round; returns its number. Throws `roundUnfinished`, `eventFinished`,
    /// `tooFewPlayers`, `badTeams`.
    #[wasm_bindgen(js_name = pairNextRound)]
    pub fn pair_next_round(&mut self) -> JsResult<u32> {
        self.inner.pair_next_round().map_err(|e| throw(&e))
    }

    /// Drops the last round while it has no result. Throws `noRound`, `resultsEntered`.
    #[wasm_bindgen(js_name = unpairLastRound)]
    pub fn unpair_last_round(&mut self) -> JsResult<u32> {
        self.inner.unpair_last_round().map_err(|e| throw(&e))
    }

    /// Whether the event is over: the last round complete and no round left to pair.
    pub fn finished(&self) -> bool {
        self.inner.finished()
    }

    /// The rounds paired, with their games (a bye: `white` null).
    #[wasm_bindgen(unchecked_return_type = "TournamentRound[]")]
    pub fn rounds(&self) -> JsResult<JsValue> {
        let rounds: Vec<RoundView> = self
            .inner
            .rounds
            .iter()
            .map(|r| RoundView {
                round: r.number,
                games: r
                    .games
                    .iter()
                    .map(|g| GameView {
                        table: match g.board {
                            Some(_) => serde_json::Value::String(g.table_name()),
                            None => serde_json::Value::from(g.table),
                        },
                        board: g.board,
                        black: g.black,
                        white: g.white,
                        result: g.result.map(Outcome::name),
                    })
                    .collect(),
                matches: r
                    .matches
                    .iter()
                    .map(|m| MatchView {
                        table: m.table,
                        black: &m.black,
                        white: m.white.as_deref(),
                    })
                    .collect(),
            })
            .collect();
        to_js(&rounds)
    }

    /// Enters (or with null clears) a result. Throws `unknownGame`, `badResult`.
    #[wasm_bindgen(js_name = setResult)]
    pub fn set_result(
        &mut self,
        round: f64,
        #[wasm_bindgen(unchecked_param_type = "number | string")] table: JsValue,
        #[wasm_bindgen(unchecked_param_type = "TournamentResult | null")] result: JsValue,
    ) -> JsResult<()> {
        let table = match (table.as_f64(), table.as_string()) {
            (Some(n), _) => whole(n, "table")?.to_string(),
            (None, Some(s)) => s,
            _ => {
                return Err(error(
                    code::BAD_ARGUMENT,
                    "table must be a number or a string such as \"3.2\"",
                ));
            }
        };
        let result = if result.is_null() || result.is_undefined() {
            None
        } else {
            let names: Vec<&str> = Outcome::ALL.iter().map(|o| o.name()).collect();
            let bad = || {
                error(
                    "badResult",
                    &format!("the result must be one of {} or null", names.join(", ")),
                )
            };
            Some(
                result
                    .as_string()
                    .and_then(|s| Outcome::parse(&s))
                    .ok_or_else(bad)?,
            )
        };
        self.inner
            .set_result(whole(round, "round")?, &table, result)
            .map_err(|e| throw(&e))
    }

    /// A referee's warning (tie-break B). Throws `unknownPlayer`, `unknownGame`.
    pub fn warn(&mut self, id: f64, round: f64) -> JsResult<()> {
        self.inner
            .warn(whole(id, "id")?, whole(round, "round")?)
            .map_err(|e| throw(&e))
    }

    /// Takes back a warning. Throws `unknownPlayer`, `badSettings`.
    pub fn unwarn(&mut self, id: f64, round: f64) -> JsResult<()> {
        self.inner
            .unwarn(whole(id, "id")?, whole(round, "round")?)
            .map_err(|e| throw(&e))
    }

    /// Changes a Swiss event's planned rounds (第二十七条三). Throws `badSettings`.
    #[wasm_bindgen(js_name = setRounds)]
    pub fn set_rounds(&mut self, rounds: f64) -> JsResult<()> {
        self.inner
            .set_rounds(whole(rounds, "rounds")?)
            .map_err(|e| throw(&e))
    }

    /// Records the order a play-off or lot decided (第二十八条 D): player ids, or team numbers
    /// in team events, best first. Throws `unknownPlayer`, `badSettings`.
    #[wasm_bindgen(js_name = decideTie)]
    pub fn decide_tie(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] order: JsValue,
    ) -> JsResult<()> {
        let ids: Vec<u32> = serde_json::from_value(json(&order, "the order")?)
            .map_err(|_| error("badSettings", "the order must be an array of ids"))?;
        self.inner.decide_tie(&ids).map_err(|e| throw(&e))
    }

    /// The standings, best first: player rows, or team rows in team events.
    #[wasm_bindgen(unchecked_return_type = "TournamentStanding[] | TournamentTeamStanding[]")]
    pub fn standings(&self) -> JsResult<JsValue> {
        if self.inner.settings.system.is_team() {
            let rows = self.inner.team_standings();
            to_js(&rows.iter().map(TeamStandingView::from).collect::<Vec<_>>())
        } else {
            self.player_standings()
        }
    }

    /// The players' own standings (in team events too: each player's games).
    #[wasm_bindgen(js_name = playerStandings, unchecked_return_type = "TournamentStanding[]")]
    pub fn player_standings(&self) -> JsResult<JsValue> {
        let rows = self.inner.standings();
        to_js(&rows.iter().map(StandingView::from).collect::<Vec<_>>())
    }

    /// Every player's games round by round.
    #[wasm_bindgen(unchecked_return_type = "TournamentCrossRow[]")]
    pub fn crosstable(&self) -> JsResult<JsValue> {
        to_js(&self.inner.crosstable())
    }

    /// A rank event's promotions (第二十六条三).
    #[wasm_bindgen(unchecked_return_type = "TournamentPromotion[]")]
    pub fn promotions(&self) -> JsResult<JsValue> {
        let rows: Vec<PromotionRow> = self.inner.promotions();
        to_js(&rows)
    }

    /// The systems this build offers, with their Chinese names, whether they are team events,
    /// and the options each takes (`rounds`, `gamesPerMatch`, `boards`, `lives`).
    #[wasm_bindgen(
        unchecked_return_type = "{ system: TournamentSystem; nameZh: string; team: boolean; options: string[] }[]"
    )]
    pub fn systems() -> JsResult<JsValue> {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Row {
            system: &'static str,
            name_zh: &'static str,
            team: bool,
            options: Vec<&'static str>,
        }
        let rows: Vec<Row> = System::ALL
            .iter()
            .map(|&s| {
                let d = crate::tournament::Settings::new("", s);
                let mut options = Vec::new();
                for (name, has) in [
                    ("rounds", d.rounds.is_some()),
                    ("gamesPerMatch", d.games_per_match.is_some()),
                    ("boards", d.boards.is_some()),
                    ("lives", d.lives.is_some()),
                ] {
                    if has {
                        options.push(name);
                    }
                }
                Row {
                    system: s.name(),
                    name_zh: s.name_zh(),
                    team: s.is_team(),
                    options,
                }
            })
            .collect();
        to_js(&rows)
    }
}
