//! The opponent's replies in play exercises: scripted, a pass, or a defending move the
//! engine chooses.

use crate::{EyeKind, Game, Move, Vertex};

/// How the opponent answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reply {
    Defend,
    Pass,
    At(Vertex),
}

/// The reply the engine plays.
pub(crate) fn choose_reply(reply: Reply, game: &Game) -> Move {
    match reply {
        Reply::Pass => Move::Pass,
        Reply::At(p) if game.check(p).is_ok() => Move::Play(p),
        Reply::At(_) | Reply::Defend => defend(game),
    }
}

/// A defending move for the player to move: capture what can be captured, save stones in
/// atari, never fill an own real eye or play a self-atari that captures nothing; otherwise a
/// move that keeps the most liberties, near the last move. Deterministic.
pub(crate) fn defend(game: &Game) -> Move {
    let me = game.to_move();
    let board = game.board();
    let in_atari: Vec<Vec<Vertex>> = game.chains_in_atari(me);
    let last = game.last_move().and_then(|r| match r.mv {
        Move::Play(v) => Some(v),
        Move::Pass => None,
    });
    let mut best: Option<(i64, Vertex)> = None;
    for v in game.legal_moves() {
        if matches!(game.eye_at(v), Some((c, EyeKind::Real)) if c == me) {
            continue;
        }
        let Ok(p) = game.preview(v) else { continue };
        let mut score: i64 = 1000 * p.captures.len() as i64;
        if p.self_atari && p.captures.is_empty() {
            score -= 5000;
        }
        let mut after = game.clone();
        if after.play(v).is_err() {
            continue;
        }
        for chain in &in_atari {
            if after.board().get(chain[0]) == Some(me) && after.board().liberty_count(chain[0]) >= 2 {
                score += 600 * chain.len() as i64;
            }
        }
        score += 60 * p.ataris.len() as i64;
        score += 10 * p.liberties.min(4) as i64;
        if let Some(l) = last {
            score -= i64::from(l.x.abs_diff(v.x)) + i64::from(l.y.abs_diff(v.y));
        }
        let _ = board;
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, v));
        }
    }
    match best {
        Some((s, v)) if s > -5000 => Move::Play(v),
        _ => Move::Pass,
    }
}
