//! Helpers shared by the tournament tests (included with `#[path]`; not a test crate).
#![allow(dead_code)]

use tengen::tournament::{Event, Outcome, PlayerInfo, Rank, Standing};

pub fn add(e: &mut Event, name: &str, rank: &str, team: &str) -> u32 {
    e.add_player(PlayerInfo {
        name: name.into(),
        rank: Rank::parse(rank),
        club: String::new(),
        team: team.into(),
    })
    .unwrap()
}

/// Enters the game of `round` between `a` and `b`: `winner` wins, or a draw with `None`.
pub fn result(e: &mut Event, round: u32, a: u32, b: u32, winner: Option<u32>) {
    let g = e.rounds[round as usize - 1]
        .games
        .iter()
        .find(|g| g.has(a) && g.has(b))
        .unwrap_or_else(|| panic!("round {round} has no game {a} v {b}"))
        .clone();
    let outcome = match winner {
        None => Outcome::Draw,
        Some(w) if w == g.black => Outcome::Black,
        Some(_) => Outcome::White,
    };
    e.set_result(round, &g.table_name(), Some(outcome)).unwrap();
}

/// The games of `round` with two players and no result yet, as (black, white).
pub fn open_games(e: &Event, round: u32) -> Vec<(u32, u32)> {
    e.rounds[round as usize - 1].games.iter().filter(|g| g.result.is_none()).filter_map(|g| g.white.map(|w| (g.black, w))).collect()
}

/// Enters a result for every open game of `round`: `winner(black, white)` wins, or a draw.
pub fn play_open_games(e: &mut Event, round: u32, winner: impl Fn(u32, u32) -> Option<u32>) {
    for (x, y) in open_games(e, round) {
        result(e, round, x, y, winner(x, y));
    }
}

/// How many games `id` has had with Black and with White (byes not counted).
pub fn colours(e: &Event, id: u32) -> (i64, i64) {
    let games = || e.rounds.iter().flat_map(|r| &r.games);
    let blacks = games().filter(|g| g.white.is_some() && g.black == id).count() as i64;
    let whites = games().filter(|g| g.white == Some(id)).count() as i64;
    (blacks, whites)
}

pub fn pairs(e: &Event, round: u32) -> Vec<(u32, Option<u32>)> {
    let mut p: Vec<(u32, Option<u32>)> = e.rounds[round as usize - 1]
        .games
        .iter()
        .map(|g| match g.white {
            Some(w) => (g.black.min(w), Some(g.black.max(w))),
            None => (g.black, None),
        })
        .collect();
    p.sort_unstable();
    p
}

pub fn row(e: &Event, id: u32) -> Standing {
    e.standings().into_iter().find(|s| s.id == id).unwrap()
}

pub fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}
