//! What the referee prints besides the standings: the crosstable (every player's games round
//! by round) and a rank event's promotions (第二十六条三).

use serde::Serialize;

use super::event::Event;
use super::vocab::{Outcome, Rank};

/// One game of a player in the crosstable.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The opponent's id, `None` for a bye or a rest.
    pub opponent: Option<u32>,
    pub round: u32,
    /// `"black"`, `"white"`, or `None` for a bye.
    pub colour: Option<&'static str>,
    /// `"win"`, `"loss"`, `"draw"`, `"forfeitWin"`, `"forfeitLoss"`, `"bye"`, or `None` while
    /// the game has no result.
    pub result: Option<&'static str>,
}

/// A player's row of the crosstable.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct CrossRow {
    pub id: u32,
    pub cells: Vec<Cell>,
}

/// A promotion earned in a rank event.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct PromotionRow {
    pub id: u32,
    pub name: String,
    /// The rank entered (`"5k"`).
    pub from: String,
    /// The rank earned.
    pub to: String,
    /// Games won over the board (forfeits and byes do not prove a rank).
    pub wins: u32,
}

impl Event {
    /// Every player's games, round by round, in player entry order.
    #[must_use]
    pub fn crosstable(&self) -> Vec<CrossRow> {
        self.players
            .iter()
            .map(|p| CrossRow {
                id: p.id,
                cells: self
                    .rounds
                    .iter()
                    .flat_map(|r| {
                        r.games
                            .iter()
                            .filter(|g| g.has(p.id))
                            .map(move |g| (r.number, g))
                    })
                    .map(|(round, g)| {
                        let black = g.black == p.id;
                        let result = match (g.white, g.result) {
                            (None, _) => Some("bye"),
                            (Some(_), None) => None,
                            (Some(_), Some(o)) => {
                                let (b, w) = o.points();
                                let mine = if black { b } else { w };
                                Some(match (mine, o.is_forfeit()) {
                                    (2, true) => "forfeitWin",
                                    (2, false) => "win",
                                    (1, _) => "draw",
                                    (_, true) => "forfeitLoss",
                                    _ => "loss",
                                })
                            }
                        };
                        Cell {
                            opponent: g.opponent(p.id),
                            round,
                            colour: g.white.map(|_| if black { "black" } else { "white" }),
                            result,
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// Games `id` won over the board.
    #[must_use]
    pub fn wins_over_the_board(&self, id: u32) -> u32 {
        self.rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| {
                (g.black == id && g.result == Some(Outcome::Black))
                    || (g.white == Some(id) && g.result == Some(Outcome::White))
            })
            .count() as u32
    }

    /// A rank event's promotions: every `wins` wins over the board raise a player's rank by
    /// `steps` (default 胜两局升一级). Empty if this is no rank event; players without a rank
    /// or without enough wins are left out.
    #[must_use]
    pub fn promotions(&self) -> Vec<PromotionRow> {
        let Some(rule) = self.settings.promotion else {
            return Vec::new();
        };
        self.players
            .iter()
            .filter_map(|p| {
                let rank: Rank = p.rank?;
                let wins = self.wins_over_the_board(p.id);
                let steps = wins / rule.wins * rule.steps;
                (steps > 0).then(|| PromotionRow {
                    id: p.id,
                    name: p.name.clone(),
                    from: rank.to_string(),
                    to: rank.up(steps).to_string(),
                    wins,
                })
            })
            .collect()
    }
}
