//! Suggesting the dead stones of a finished game.
//!
//! 1. Benson's algorithm ([`super::benson`]) settles the chains that are unconditionally alive
//!    and the stones inside their eyes, which are dead.
//! 2. Every other chain is judged by a seeded, deterministic Monte Carlo ownership estimate:
//!    random playouts from the final position (half with Black to move first, half with
//!    White). In them neither side fills its own single-point eyes, a chain next to the last
//!    move that is in atari is captured or saved first, and no side puts a chain of more than
//!    two stones in atari on purpose (a throw-in or a two-stone sacrifice is allowed, so eyes
//!    can still be destroyed, but a seki stays a seki; a one-eyed group is still captured
//!    from the outside). A chain whose points end up the opponent's in most playouts is dead.
//! 3. The number of playouts adapts: when, after the playouts asked for, some chain's mean
//!    ownership is still within [`UNDECIDED`] of even, as many again are run (in two batches)
//!    and the chains are judged on all of them. Such a mean is mostly noise after 200 playouts
//!    (its standard error is about 0.07), and its sign decided a few games of the corpus by the
//!    seed; clear positions, the great majority, stay at the cost asked for.
//!
//! The same board, options and seed always give the same answer.

use crate::board::{BORDER, Board, EMPTY, NO_POINT, color_of};
use crate::playout::{playout_owner, playout_with};
use crate::rng::Rng;
use crate::{Color, Vertex};

use super::benson;
use super::ownership::liberties_after;

/// How the estimate is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EstimateOptions {
    /// Random playouts (more is steadier and slower; 0 uses Benson's algorithm alone). Up to
    /// as many again are run when some chain is still close to even after them.
    pub playouts: u32,
    /// The seed of the random number generator.
    pub seed: u64,
}

impl Default for EstimateOptions {
    fn default() -> EstimateOptions {
        EstimateOptions {
            playouts: 200,
            seed: 0x5EED_7E46_E000_0001,
        }
    }
}

/// The estimator's suggestion.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    /// Stones suggested dead, row by row (whole chains).
    pub dead: Vec<Vertex>,
    /// Expected ownership of each point, row by row: +1 Black, −1 White.
    pub ownership: Vec<f32>,
    /// Stones Benson's algorithm proves alive.
    pub unconditionally_alive: Vec<Vertex>,
    /// Playouts run (between the number asked for and twice as many).
    pub playouts: u32,
}

/// Suggests the dead stones of `board`, a finished position.
#[must_use]
pub fn estimate(board: &Board, options: &EstimateOptions) -> Estimate {
    let size = board.size();
    let len = board.padded_len();
    let flags = benson::Flags::new(board);
    // Sum of ownership over the playouts, per padded point (+1 Black, −1 White).
    let mut sum = vec![0i32; len];
    let mut rng = Rng::new(options.seed);
    let limit = 3 * size.points();
    let mut scratch = board.clone();
    let mut run = 0u32;
    let mut chain_mean = vec![0f32; len];
    // The playouts asked for, then, while a chain's fate is still close to even, more in
    // batches of half as many, up to EXTRA_ROUNDS times as many again.
    let mut target = options.playouts;
    let ceiling = options.playouts.saturating_mul(1 + EXTRA_ROUNDS);
    let batch = options.playouts.div_ceil(2).max(1);
    while run < target {
        while run < target {
            scratch.clone_from(board);
            let first = if run.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            };
            playout(&mut scratch, first, &mut rng, limit);
            for v in size.vertices() {
                let p = scratch.point(v);
                sum[p] += playout_owner(&scratch, p);
            }
            run += 1;
        }
        chain_means(board, &sum, run, &mut chain_mean);
        let undecided = size.vertices().any(|v| {
            let p = board.point(v);
            color_of(board.cell(p)).is_some()
                && board.head_of(p) == p
                && !flags.alive[p]
                && !flags.dead[p]
                && chain_mean[p].abs() < UNDECIDED
        });
        if undecided && target < ceiling {
            target = (target + batch).min(ceiling);
        }
    }
    let n = run.max(1) as f32;
    let ownership: Vec<f32> = size
        .vertices()
        .map(|v| sum[board.point(v)] as f32 / n)
        .collect();
    let mut is_dead = vec![false; len];
    for v in size.vertices() {
        let p = board.point(v);
        if color_of(board.cell(p)).is_none() || board.head_of(p) != p {
            continue;
        }
        is_dead[p] = if flags.alive[p] {
            false
        } else if flags.dead[p] {
            true
        } else if run == 0 {
            false
        } else {
            chain_mean[p] < 0.0
        };
    }
    if run > 0 {
        for v in size.vertices() {
            let p = board.point(v);
            if color_of(board.cell(p)).is_some()
                && board.head_of(p) == p
                && !is_dead[p]
                && !flags.alive[p]
                && chain_mean[p] < 0.8
                && let Some(invaders) = enclosed_invaders(board, p, &chain_mean)
            {
                for h in invaders {
                    is_dead[h] = true;
                }
            }
        }
    }
    let mut dead = Vec::new();
    for v in size.vertices() {
        let p = board.point(v);
        if color_of(board.cell(p)).is_some() && is_dead[board.head_of(p)] {
            dead.push(v);
        }
    }
    tengen_core::order::sort_reading_order(&mut dead);
    let unconditionally_alive = size
        .vertices()
        .filter(|&v| flags.alive[board.point(v)])
        .collect();
    Estimate {
        dead,
        ownership,
        unconditionally_alive,
        playouts: run,
    }
}

/// A chain whose mean ownership is closer to zero than this after the first playouts gets
/// more playouts.
const UNDECIDED: f32 = 0.2;

/// How many times the asked-for number of playouts may be added for undecided chains. Two
/// (600 playouts at most by default) measured no better on the corpus than one and would take
/// a slow 19×19 estimate past 100 ms in the browser.
const EXTRA_ROUNDS: u32 = 1;

/// Mean ownership of each chain from its own side's point of view (−1 … +1), stored at the
/// chain's head; `sum` holds the ownership sums over `runs` playouts.
fn chain_means(board: &Board, sum: &[i32], runs: u32, mean: &mut [f32]) {
    let n = runs.max(1) as f32;
    for v in board.size().vertices() {
        let p = board.point(v);
        if let Some(color) = color_of(board.cell(p))
            && board.head_of(p) == p
        {
            let sign = if color == Color::Black { 1 } else { -1 };
            let (total, stones) = board.chain_points(p).fold((0i64, 0usize), |(t, k), s| {
                (t + i64::from(sum[s] * sign), k + 1)
            });
            mean[p] = total as f32 / (n * stones as f32);
        }
    }
}

/// How surely an enclosing chain must live in the playouts (mean ownership from its side).
const WALL_CONFIDENCE: f32 = 0.5;

/// Invaders in an enclosed area: the chain at `p` and the other stones of its colour reachable
/// from it through empty points, when they have no eye there, are few against the empty
/// points around them, and every opponent chain enclosing them is safely alive (the playouts
/// keep it, and it has two liberties the invaders do not touch, so there is no liberty race
/// and no seki). Random playouts let such stones live in a large empty area, but a player
/// who passed with them inside the opponent's area has given them up. Returns the heads of
/// the invading chains.
fn enclosed_invaders(board: &Board, p: usize, chain_mean: &[f32]) -> Option<Vec<usize>> {
    let own = board.cell(p);
    let opponent = 3 - own;
    let len = board.padded_len();
    let mut seen = vec![false; len];
    let mut stack = vec![p];
    seen[p] = true;
    let (mut empties, mut stones, mut walls) = (Vec::new(), Vec::new(), Vec::new());
    while let Some(q) = stack.pop() {
        if board.cell(q) == EMPTY {
            empties.push(q);
        } else {
            stones.push(q);
        }
        for r in board.neighbours(q) {
            let c = board.cell(r);
            if c == opponent {
                let h = board.head_of(r);
                if !walls.contains(&h) {
                    walls.push(h);
                }
            } else if (c == EMPTY || c == own) && !seen[r] {
                seen[r] = true;
                stack.push(r);
            }
        }
    }
    if walls.is_empty() || stones.len() * 4 > empties.len() {
        return None;
    }
    // An eye (even a false one) of the invaders: they may be alive.
    let eye = |q: usize| {
        board
            .neighbours(q)
            .iter()
            .all(|&r| board.cell(r) == own || board.cell(r) == BORDER)
    };
    if empties.iter().any(|&q| eye(q)) {
        return None;
    }
    let touches_invader = |q: usize| {
        board
            .neighbours(q)
            .iter()
            .any(|&r| board.cell(r) == own && seen[r])
    };
    // The enclosing stones are many against the invaders (a wall, not another invader).
    let wall_stones: usize = walls.iter().map(|&w| board.chain_points(w).count()).sum();
    if stones.len() * 2 > wall_stones {
        return None;
    }
    for &w in &walls {
        if chain_mean[w] < WALL_CONFIDENCE {
            return None;
        }
        let mut private = Vec::new();
        for s in board.chain_points(w) {
            for q in board.neighbours(s) {
                if board.cell(q) == EMPTY && !touches_invader(q) && !private.contains(&q) {
                    private.push(q);
                }
            }
            if private.len() >= 2 {
                break;
            }
        }
        if private.len() < 2 {
            return None;
        }
    }
    let mut heads: Vec<usize> = stones.iter().map(|&s| board.head_of(s)).collect();
    tengen_core::order::sort_small_by_key(&mut heads, |&h| h);
    heads.dedup();
    Some(heads)
}

/// A random move for the estimator's playouts: legal under simple ko, not filling one's own
/// eye, and not a self-atari that joins existing stones. `None` to pass.
pub(crate) fn estimator_move(board: &Board, cell: u8, rng: &mut Rng) -> Option<usize> {
    crate::playout::random_point(board, rng, |p| {
        // Legal and not an eye of our own (the board's cheap test for light playouts).
        if !board.playout_candidate(p, cell) {
            return false;
        }
        // A self-atari needs a friendly neighbour to join and at most one empty neighbour.
        let (mut empty, mut joins) = (0, false);
        for q in board.neighbours(p) {
            let c = board.cell(q);
            empty += usize::from(c == EMPTY);
            joins |= c == cell;
        }
        if !joins || empty >= 2 {
            return true;
        }
        let (libs, captures) = liberties_after(board, p, cell);
        captures || libs >= 2 || joined_size(board, p, cell) <= MAX_SACRIFICE
    })
}

/// The largest chain a playout may put in atari on purpose (a sacrifice inside an eye, as
/// in a nakade or a throw-in); larger self-ataris are never played, which keeps seki.
const MAX_SACRIFICE: usize = 2;

/// Stones in the chain that playing `cell` at `p` would form.
fn joined_size(board: &Board, p: usize, cell: u8) -> usize {
    let mut heads = [0usize; 4];
    let mut size = 1;
    for (i, q) in board.neighbours(p).into_iter().enumerate() {
        if board.cell(q) == cell {
            let h = board.head_of(q);
            if !heads[..i].contains(&h) {
                heads[i] = h;
                size += board.chain_points(q).count();
            }
        }
    }
    size
}

/// The estimator's playout: [`policy_move`] for both sides.
fn playout(board: &mut Board, first: Color, rng: &mut Rng, limit: usize) {
    playout_with(board, first, rng, limit, policy_move);
}

/// The estimator's playout policy (the tree search's too): captures and escapes next to the
/// last move first, otherwise [`estimator_move`].
pub(crate) fn policy_move(board: &Board, cell: u8, last: usize, rng: &mut Rng) -> Option<usize> {
    capture_near(board, last, cell)
        .or_else(|| escape_near(board, last, cell))
        .or_else(|| estimator_move(board, cell, rng))
}

/// An extension that saves one of our chains next to the last move from atari (the chain
/// then has at least two liberties).
fn escape_near(board: &Board, last: usize, cell: u8) -> Option<usize> {
    if last == NO_POINT {
        return None;
    }
    for q in board.neighbours(last) {
        if board.cell(q) == cell
            && let Some(l) = board.atari_liberty(q)
            && l != board.ko_point()
            && liberties_after(board, l, cell).0 >= 2
        {
            return Some(l);
        }
    }
    None
}

/// A capture of an opponent chain at or next to the last move that is in atari, if the
/// capturing move is legal (not the ko point).
fn capture_near(board: &Board, last: usize, cell: u8) -> Option<usize> {
    if last == NO_POINT || board.cell(last) != 3 - cell {
        return None;
    }
    let mut candidates = [last, 0, 0, 0, 0];
    candidates[1..].copy_from_slice(&board.neighbours(last));
    for q in candidates {
        if board.cell(q) == 3 - cell
            && let Some(l) = board.atari_liberty(q)
            && l != board.ko_point()
            && !board.check_move(l, cell).suicide
        {
            return Some(l);
        }
    }
    None
}
