//! The points the engine considers: every sensible move for a side, with what it captures
//! and saves, read with the ladder and first-line rules of [`Tactics`].

use super::Tactics;
use crate::board::{Board, cell_of};
use crate::game::{EyeKind, Game};
use crate::{Color, Vertex};

/// A point the engine may play, and what it knows about it.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    pub(crate) vertex: Vertex,
    pub(crate) point: usize,
    /// Opponent stones the move captures.
    pub(crate) captures: usize,
    /// Own stones in atari that the move gives two liberties or more.
    pub(crate) saves: usize,
    /// The liberties of the mover's chain after the move.
    pub(super) liberties: usize,
    /// Playouts run after this move, and what they gave the mover.
    pub(super) runs: u32,
    pub(super) wins: f64,
    pub(super) margin: f64,
}

impl Candidate {
    pub(super) fn win_rate(&self) -> f64 {
        if self.runs == 0 { 0.0 } else { self.wins / f64::from(self.runs) }
    }

    pub(super) fn mean_margin(&self) -> f64 {
        if self.runs == 0 { 0.0 } else { self.margin / f64::from(self.runs) }
    }

    /// How well the playouts went, to compare candidates: the share of wins, then the margin.
    pub(super) fn results(&self) -> (Ordered, Ordered) {
        (Ordered(self.win_rate()), Ordered(self.mean_margin()))
    }
}

/// A float ordered by `total_cmp` (the rates and margins here are never NaN).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Ordered(f64);

impl Eq for Ordered {}

impl PartialOrd for Ordered {
    fn partial_cmp(&self, other: &Ordered) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ordered {
    fn cmp(&self, other: &Ordered) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// Every sensible point for `color`: legal under the game's rules, not its own real
/// single-point eye, not a suicide, and not a self-atari that captures nothing and puts more
/// than the new stone in danger. Each with what it captures and saves.
pub(crate) fn candidates(game: &Game, color: Color, tactics: Tactics) -> Vec<Candidate> {
    let board = game.board();
    let cell = cell_of(color);
    let mut list = Vec::new();
    for vertex in board.empty_points() {
        let Ok(preview) = game.preview_as(color, vertex) else { continue };
        // A suicide (where the rules allow one) leaves the mover no liberties.
        if preview.liberties == 0 || game.eye_at(vertex) == Some((color, EyeKind::Real)) {
            continue;
        }
        let point = board.point(vertex);
        // Own chains next to the point that are in atari (their last liberty is this point).
        let mut in_atari: Vec<usize> = Vec::new();
        let mut joins_own = false;
        for n in board.neighbours(point) {
            if board.cell(n) == cell {
                joins_own = true;
                let head = board.head_of(n);
                if board.chain_in_atari(n) && !in_atari.contains(&head) {
                    in_atari.push(head);
                }
            }
        }
        let captures = preview.captures.len();
        if preview.self_atari && captures == 0 && (joins_own || tactics.no_lone_self_atari) {
            continue;
        }
        let escapes = preview.liberties >= 3
            || (preview.liberties == 2
                && !(tactics.read_ladders && !in_atari.is_empty() && ladder_after(game, color, vertex)));
        let saves = if escapes { in_atari.iter().map(|&head| board.chain(board.vertex(head)).len()).sum() } else { 0 };
        if captures + saves == 0 && lonely_edge(board, vertex) {
            continue;
        }
        let liberties = preview.liberties;
        list.push(Candidate { vertex, point, captures, saves, liberties, runs: 0, wins: 0.0, margin: 0.0 });
    }
    list
}

/// How many ataris deep a ladder is read (a 19×19 ladder runs at most about 18 steps).
const LADDER_DEPTH: u32 = 24;

/// Whether `color`, extending at `v` to two liberties, is caught in a ladder there.
fn ladder_after(game: &Game, color: Color, v: Vertex) -> bool {
    let mut after = game.clone();
    after.play_as(color, v).is_ok() && ladder(&after, color, v, LADDER_DEPTH)
}

/// Whether `color`'s chain through `v`, with two liberties and the opponent to move, is
/// captured by atari after atari: the opponent takes one liberty, the chain runs out at the
/// other, and so on until it is taken (the chain captures nothing on its way here: a
/// conservative reading, which can call a ladder that a capture would break).
fn ladder(game: &Game, color: Color, v: Vertex, depth: u32) -> bool {
    let libs = game.board().liberties(v);
    if libs.len() < 2 {
        return true;
    }
    if libs.len() > 2 || depth == 0 {
        return false;
    }
    let attacker = color.opponent();
    libs.iter().any(|&atari| {
        let mut chased = game.clone();
        if chased.play_as(attacker, atari).is_err() || chased.board().get(v) != Some(color) {
            return false;
        }
        let left = chased.board().liberties(v);
        match left.as_slice() {
            [] => true,
            [run] => {
                if chased.play_as(color, *run).is_err() {
                    return true;
                }
                ladder(&chased, color, v, depth - 1)
            }
            _ => false,
        }
    })
}

/// Whether `v` is on the first line, with no stone within two steps of it, on a board of 7×7
/// or more: a point beginners learn not to open with (the playouts cannot tell).
fn lonely_edge(board: &Board, v: Vertex) -> bool {
    let size = board.size();
    let edge = v.x == 0 || v.y == 0 || v.x + 1 == size.width || v.y + 1 == size.height;
    if !edge || size.width.min(size.height) < 7 {
        return false;
    }
    !board.stones().any(|(s, _)| s.x.abs_diff(v.x) + s.y.abs_diff(v.y) <= 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Strength;
    use crate::bot::tests::{at, game_from};
    use crate::{BoardSize, RuleSet};

    #[test]
    fn reads_a_ladder_and_does_not_run_into_it() {
        // White's E6, D5, F5 and F4 leave Black's E5 one liberty, E4; running there gives two
        // (D4, E3), and White chases it atari after atari to the lower-left edge.
        let rows = [
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OXO...",
            ".....O...",
            ".........",
            ".........",
            ".........",
        ];
        let game = game_from(&rows.join("\n"), Color::Black);
        let e4 = at(&game, "E4");
        assert!(ladder_after(&game, Color::Black, e4), "the run to E4 is a ladder\n{game}");
        let listed = candidates(&game, Color::Black, Tactics::FULL);
        assert_eq!(
            listed.iter().find(|c| c.vertex == e4).map(|c| c.saves),
            Some(0),
            "no escape: not counted as a save"
        );
        let beginner = candidates(&game, Color::Black, Strength::Beginner.tactics());
        assert_eq!(beginner.iter().find(|c| c.vertex == e4).map(|c| c.saves), Some(1), "the beginner runs");
        // A black stone on the ladder's road (a ladder breaker) lets the run escape.
        let mut broken = rows;
        broken[7] = ".X.......";
        let game = game_from(&broken.join("\n"), Color::Black);
        assert!(!ladder_after(&game, Color::Black, e4), "B2 breaks the ladder\n{game}");
    }

    #[test]
    fn does_not_open_on_a_lonely_first_line_point() {
        let on_edge = |v: Vertex| v.x == 0 || v.y == 0 || v.x == 8 || v.y == 8;
        let empty = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let listed = candidates(&empty, Color::Black, Tactics::FULL);
        assert!(!listed.is_empty() && listed.iter().all(|c| !on_edge(c.vertex)));
        // Next to a stone, the first line is a candidate again; two steps away it is not.
        let game = game_from(
            ".........\n.........\n.........\n.........\n.........\n.........\n.........\n..X......\n.........",
            Color::Black,
        );
        let listed: Vec<Vertex> = candidates(&game, Color::Black, Tactics::FULL).iter().map(|c| c.vertex).collect();
        assert!(listed.contains(&at(&game, "C1")) && listed.contains(&at(&game, "B1")));
        assert!(!listed.contains(&at(&game, "A1")) && !listed.contains(&at(&game, "F1")));
    }
}
