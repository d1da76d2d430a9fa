//! Writing the event file (its reading is [`super::file`]): every field, always, in one fixed
//! order, with two-space indents, so that a written file read and written again is the same
//! text. The settings and player views are also what `settings()` and `players()` return.

use serde::Serialize;

use super::event::{Event, Player, Settings};
use super::file::{FORMAT, VERSION};
use super::vocab::Outcome;

/// The settings as `settings()` returns them and the file stores them.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SettingsView {
    pub name: String,
    pub system: &'static str,
    pub rounds: Option<u32>,
    pub games_per_match: Option<u32>,
    pub boards: Option<u32>,
    pub lives: Option<u32>,
    pub shareds: bool,
    pub rank_event: Option<RankEventView>,
}

#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct RankEventView {
    pub promotion: PromotionView,
}

#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct PromotionView {
    pub wins: u32,
    pub steps: u32,
}

impl From<&Settings> for SettingsView {
    fn from(s: &Settings) -> SettingsView {
        SettingsView {
            name: s.name.clone(),
            system: s.system.name(),
            rounds: s.rounds,
            games_per_match: s.games_per_match,
            boards: s.boards,
            lives: s.lives,
            shareds: s.shareds,
            rank_event: s.promotion.map(|p| RankEventView {
                promotion: PromotionView {
                    wins: p.wins,
                    steps: p.steps,
                },
            }),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FileView<'a> {
    format: &'static str,
    version: u64,
    id: &'a str,
    settings: SettingsView,
    players: Vec<PlayerView<'a>>,
    next_id: u32,
    seeding: &'a [u32],
    rounds: Vec<RoundView<'a>>,
    warnings: Vec<WarningView>,
    ties: &'a [Vec<u32>],
}

/// A player as the file and `players()` write it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct PlayerView<'a> {
    pub id: u32,
    pub name: &'a str,
    pub rank: Option<String>,
    pub club: &'a str,
    pub team: &'a str,
    pub withdrawn: Option<u32>,
}

impl<'a> From<&'a Player> for PlayerView<'a> {
    fn from(p: &'a Player) -> PlayerView<'a> {
        PlayerView {
            id: p.id,
            name: &p.name,
            rank: p.rank.map(|r| r.to_string()),
            club: &p.club,
            team: &p.team,
            withdrawn: p.withdrawn,
        }
    }
}

#[derive(Serialize)]
struct RoundView<'a> {
    round: u32,
    matches: Vec<MatchView<'a>>,
    games: Vec<GameView>,
}

#[derive(Serialize)]
struct MatchView<'a> {
    table: u32,
    black: &'a str,
    white: Option<&'a str>,
}

#[derive(Serialize)]
struct GameView {
    table: u32,
    board: Option<u32>,
    black: u32,
    white: Option<u32>,
    result: Option<&'static str>,
}

#[derive(Serialize)]
struct WarningView {
    player: u32,
    round: u32,
}

/// Writes the whole event as the file's JSON text (two-space indents, fields in one order).
#[must_use]
pub fn to_json(event: &Event) -> String {
    let view = FileView {
        format: FORMAT,
        version: VERSION,
        id: &event.id,
        settings: SettingsView::from(&event.settings),
        players: event.players.iter().map(PlayerView::from).collect(),
        next_id: event.next_id,
        seeding: &event.seeding,
        rounds: event
            .rounds
            .iter()
            .map(|r| RoundView {
                round: r.number,
                matches: r
                    .matches
                    .iter()
                    .map(|m| MatchView {
                        table: m.table,
                        black: &m.black,
                        white: m.white.as_deref(),
                    })
                    .collect(),
                games: r
                    .games
                    .iter()
                    .map(|g| GameView {
                        table: g.table,
                        board: g.board,
                        black: g.black,
                        white: g.white,
                        result: g.result.map(Outcome::name),
                    })
                    .collect(),
            })
            .collect(),
        warnings: event
            .warnings
            .iter()
            .map(|w| WarningView {
                player: w.player,
                round: w.round,
            })
            .collect(),
        ties: &event.ties,
    };
    // Serialising plain structs of strings and numbers cannot fail.
    serde_json::to_string_pretty(&view).unwrap_or_default()
}
