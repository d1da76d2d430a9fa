//! The lessons' reading engine: a bounded AND/OR search that proves a local fight's result
//! against *every* defence — capture a chain (ladders, nets, snapbacks, throw-ins, double
//! atari), win a capturing race (对杀), make a group live, kill a group.
//!
//! One side (the *goal side*) tries to reach an aim; the other resists with every move that
//! matters locally (the chain's liberties, captures of the stones around it, the group's eye
//! space) and may also pass. A node is won when the aim is reached, lost when the resisting
//! side reaches its own (the chain escapes with four liberties, the group is proven alive by
//! Benson's algorithm, both sides pass with the group still standing), and *unknown* when the
//! depth or the node budget runs out. Only won and lost are proofs: a goal holds when the
//! search proves it, and an exercise whose answer the engine cannot prove within its budget is
//! reported by the checker instead of being trusted.
//!
//! Proven results do not depend on the depth they were found at, so they are kept in a table
//! keyed by the position (and whether the last move was a pass); unknown results are kept with
//! their depth and searched again deeper. Iterative deepening finds the *shortest* win, which
//! is how the engine chooses the opponent's strongest resistance: the move that puts the win
//! furthest away.

use std::collections::HashMap;

use crate::score::benson;
use crate::{Color, Game, Move, Vertex};

use super::search::{group, neighbours};

/// What the goal side wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Aim {
    /// Capture the chain through the point (the resisting side owns it).
    Capture(Vertex),
    /// Capture the chain through the point before it captures one of the goal side's chains
    /// next to it (no escape by liberties: every liberty counts).
    Race(Vertex),
    /// Kill the group through the point: capture it (it must not live or stand in seki).
    Kill(Vertex),
    /// Keep the group through the point alive (the goal side owns it): it is never captured.
    /// With `strict`, a seki (both sides passing with the group standing but without two
    /// eyes) does not count.
    Live { at: Vertex, strict: bool },
}

impl Aim {
    fn target(self) -> Vertex {
        match self {
            Aim::Capture(v) | Aim::Race(v) | Aim::Kill(v) | Aim::Live { at: v, .. } => v,
        }
    }
}

/// A search result from the goal side's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Value {
    Win,
    Loss,
    Unknown,
}

/// The answer at the root: the value and the side to move's best move (for the goal side a
/// move that wins; for the resisting side the move that holds out longest or refutes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Proof {
    pub value: Value,
    pub best: Option<Move>,
    /// Plies to the win when the value is `Win`.
    pub plies: u32,
}

/// The deepest search, in plies (a ladder across a 19×19 board needs about 40).
pub(crate) const MAX_PLIES: u32 = 44;
/// Nodes one question may visit before the answer is "unknown".
const NODE_LIMIT: u32 = 30_000;
/// Plies from the root within which the attacker tries nets.
const NET_PLIES: u32 = 3;
/// A chain with this many liberties on the attacker's turn has escaped (capture aims).
const ESCAPED: usize = 4;

#[derive(Debug, Clone, Copy)]
struct Entry {
    value: Value,
    /// For unknown values: the depth searched.
    depth: u32,
    /// For wins: plies to the win.
    plies: u32,
}

pub(crate) struct Solver {
    aim: Aim,
    goal_side: Color,
    /// Race: the goal side's chains next to the target at the start (one captured = lost).
    guards: Vec<Vertex>,
    memo: HashMap<(u64, bool), Entry>,
    nodes: u32,
    limit: u32,
    /// The depth of the current deepening step (the ply of a node is this minus its depth).
    root_depth: u32,
}

impl Solver {
    /// A solver for `aim` in `game`, the goal side being `goal_side`.
    pub(crate) fn new(game: &Game, aim: Aim, goal_side: Color) -> Solver {
        let board = game.board();
        let mut guards = Vec::new();
        if let Aim::Race(t) = aim {
            for s in board.chain(t) {
                for n in neighbours(game, s) {
                    if board.get(n) == Some(goal_side) && !guards.iter().any(|&g: &Vertex| board.chain(g).contains(&n)) {
                        guards.push(n);
                    }
                }
            }
        }
        Solver { aim, goal_side, guards, memo: HashMap::new(), nodes: 0, limit: NODE_LIMIT, root_depth: 0 }
    }

    /// Whether the node budget ran out at some point (results may then be unknown).
    pub(crate) fn exhausted(&self) -> bool {
        self.nodes > self.limit
    }

    /// Proves the aim from `game` (either side to move), looking at most `max_plies` ahead,
    /// deepening step by step (the table keeps what shallower steps proved) so that a win
    /// found is a short one. Each call has its own node budget.
    pub(crate) fn prove(&mut self, game: &Game, max_plies: u32) -> Proof {
        self.nodes = 0;
        let mut g = game.clone();
        let mut last = Proof { value: Value::Unknown, best: None, plies: 0 };
        // Fights over one chain end on the attacker's move: deepen two plies at a time.
        let step = if matches!(self.aim, Aim::Capture(_) | Aim::Race(_)) { 2 } else { 1 };
        let mut depth = if step == 2 && g.to_move() != self.goal_side { 2 } else { 1 };
        while depth <= max_plies {
            self.root_depth = depth;
            let (value, best, plies) = self.node(&mut g, depth, 0, true);
            last = Proof { value, best, plies };
            if value != Value::Unknown || self.exhausted() {
                break;
            }
            depth += step;
        }
        last
    }

    /// The resisting side's strongest move in `game` (it is to move): among its moves, one the
    /// goal side needs the most plies to beat, or one that refutes the aim outright.
    pub(crate) fn strongest_resistance(&mut self, game: &Game, max_plies: u32) -> Option<Move> {
        let mut g = game.clone();
        let mut best: Option<(u32, Move)> = None;
        for mv in self.moves(&g, 0) {
            if !play(&mut g, mv) {
                continue;
            }
            let p = self.prove(&g, max_plies);
            g.undo();
            let score = match p.value {
                Value::Loss => return Some(mv),
                Value::Unknown => u32::MAX - 1,
                Value::Win => p.plies,
            };
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, mv));
            }
        }
        best.map(|(_, m)| m)
    }

    fn node(&mut self, g: &mut Game, depth: u32, passes: u8, root: bool) -> (Value, Option<Move>, u32) {
        if let Some(v) = self.terminal(g, passes) {
            return (v, None, 0);
        }
        if depth == 0 || g.is_over() {
            return (Value::Unknown, None, 0);
        }
        let key = (g.position_key() ^ u64::from(g.to_move() == Color::White), passes > 0);
        if !root && let Some(e) = self.memo.get(&key) {
            match e.value {
                Value::Win if e.plies <= depth => return (Value::Win, None, e.plies),
                Value::Loss => return (Value::Loss, None, 0),
                Value::Unknown if e.depth >= depth => return (Value::Unknown, None, 0),
                _ => {}
            }
        }
        self.nodes += 1;
        if self.exhausted() {
            return (Value::Unknown, None, 0);
        }
        let goal_to_move = g.to_move() == self.goal_side;
        let moves = self.moves(g, self.root_depth.saturating_sub(depth));
        // Goal side: a win (the shortest), else unknown, else loss. Resister: a loss (a
        // refutation), else unknown, else the longest win.
        let mut result = if goal_to_move { (Value::Loss, None, 0) } else { (Value::Win, None, 0) };
        let mut any_unknown = None;
        for mv in moves {
            if !play(g, mv) {
                continue;
            }
            let (v, _, plies) = self.node(g, depth - 1, if mv == Move::Pass { passes + 1 } else { 0 }, false);
            g.undo();
            match (goal_to_move, v) {
                (true, Value::Win) => {
                    if result.0 != Value::Win || plies + 1 < result.2 {
                        result = (Value::Win, Some(mv), plies + 1);
                    }
                    if plies == 0 {
                        break;
                    }
                }
                (false, Value::Loss) => {
                    result = (Value::Loss, Some(mv), 0);
                    break;
                }
                (_, Value::Unknown) => {
                    any_unknown.get_or_insert(mv);
                }
                (true, Value::Loss) => {
                    if result.1.is_none() {
                        result.1 = Some(mv);
                    }
                }
                (false, Value::Win) => {
                    if result.1.is_none() || plies + 1 > result.2 {
                        result = (Value::Win, Some(mv), plies + 1);
                    }
                }
            }
        }
        if let Some(mv) = any_unknown {
            let decided = (goal_to_move && result.0 == Value::Win) || (!goal_to_move && result.0 == Value::Loss);
            if !decided {
                result = (Value::Unknown, Some(mv), 0);
            }
        }
        let entry = Entry { value: result.0, depth, plies: result.2 };
        self.memo.insert(key, entry);
        result
    }

    /// A decided node, before any move.
    fn terminal(&self, g: &Game, passes: u8) -> Option<Value> {
        let board = g.board();
        let t = self.aim.target();
        let owner = match self.aim {
            Aim::Live { .. } => self.goal_side,
            _ => self.goal_side.opponent(),
        };
        let captured = board.get(t) != Some(owner);
        match self.aim {
            Aim::Capture(_) => {
                if captured {
                    return Some(Value::Win);
                }
                if g.to_move() == self.goal_side && board.liberty_count(t) >= ESCAPED {
                    return Some(Value::Loss);
                }
            }
            Aim::Race(_) => {
                if captured {
                    return Some(Value::Win);
                }
                if self.guards.iter().any(|&s| board.get(s) != Some(self.goal_side)) {
                    return Some(Value::Loss);
                }
            }
            Aim::Kill(_) | Aim::Live { .. } => {
                let live_wins = matches!(self.aim, Aim::Live { .. });
                let (win, loss) = if live_wins { (Value::Win, Value::Loss) } else { (Value::Loss, Value::Win) };
                if captured {
                    return Some(loss);
                }
                if two_regions(g, t) && benson::unconditional(board).alive.contains(&t) {
                    return Some(win);
                }
                if !live_wins && hopeless(g, t) {
                    return Some(Value::Win);
                }
            }
        }
        // Both sides passed in a row: the fight stands as it is.
        if passes >= 2 {
            return Some(match self.aim {
                Aim::Live { strict: false, .. } => Value::Win,
                _ => Value::Loss,
            });
        }
        None
    }

    /// The moves that matter for the side to move, the most promising first (pass last).
    fn moves(&self, g: &Game, ply: u32) -> Vec<Move> {
        let board = g.board();
        let t = self.aim.target();
        let me = g.to_move();
        let goal_to_move = me == self.goal_side;
        let mut points: Vec<Vertex> = Vec::new();
        let add = |v: Vertex, points: &mut Vec<Vertex>| {
            if !points.contains(&v) {
                points.push(v);
            }
        };
        let Some(owner) = board.get(t) else {
            return Vec::new();
        };
        let target_libs = board.liberties(t);
        match self.aim {
            Aim::Capture(_) | Aim::Race(_) => {
                let race = matches!(self.aim, Aim::Race(_));
                for &l in &target_libs {
                    add(l, &mut points);
                }
                // Chains next to the target: captures, counter-ataris, and (for a race) every
                // liberty of the chains in the race.
                let chain = board.chain(t);
                let mut neighbours_of_target: Vec<Vertex> = Vec::new();
                for &s in &chain {
                    for n in neighbours(g, s) {
                        if board.get(n) == Some(owner.opponent()) && !neighbours_of_target.iter().any(|&m| board.chain(m).contains(&n)) {
                            neighbours_of_target.push(n);
                        }
                    }
                }
                for &n in &neighbours_of_target {
                    let libs = board.liberties(n);
                    if race || libs.len() <= 2 {
                        for l in libs {
                            add(l, &mut points);
                        }
                    }
                    // The attacker's own chains in atari: save them by capturing.
                    if goal_to_move && board.liberty_count(n) == 1 {
                        for s in board.chain(n) {
                            for m in neighbours(g, s) {
                                if board.get(m) == Some(owner) && board.liberty_count(m) == 1 {
                                    add(board.liberties(m)[0], &mut points);
                                }
                            }
                        }
                    }
                }
                // A net (枷): a loose move next to a liberty of a chain with two liberties, in the
                // first moves of the fight (later the ataris decide; trying nets everywhere
                // would make every failed ladder cost a whole tree).
                if goal_to_move && !race && target_libs.len() == 2 && ply < NET_PLIES {
                    for &l in &target_libs {
                        for n in neighbours(g, l) {
                            if board.get(n).is_none() {
                                add(n, &mut points);
                            }
                        }
                    }
                }
            }
            Aim::Kill(_) | Aim::Live { .. } => {
                for v in eye_space(g, t) {
                    add(v, &mut points);
                }
            }
        }
        let mut scored: Vec<(i64, Vertex)> = points.into_iter().filter(|&v| g.check(v).is_ok()).map(|v| (self.order(g, v, &target_libs), v)).collect();
        scored.sort_by_key(|&(s, v)| (std::cmp::Reverse(s), v.y, v.x));
        let mut out: Vec<Move> = scored.into_iter().map(|(_, v)| Move::Play(v)).collect();
        // Passing: always possible for the resister and in life and death; the attacker of a
        // chain never gains by it.
        if !goal_to_move || matches!(self.aim, Aim::Kill(_) | Aim::Live { .. }) {
            out.push(Move::Pass);
        }
        out
    }

    /// Move ordering, cheap (no move is played): captures first, then the target's liberties
    /// (atari, or extending), then points touching the most empty points.
    fn order(&self, g: &Game, v: Vertex, target_libs: &[Vertex]) -> i64 {
        let board = g.board();
        let me = g.to_move();
        let mut s = 0;
        for n in neighbours(g, v) {
            match board.get(n) {
                None => s += 1,
                Some(c) if c != me && board.liberty_count(n) == 1 => s += 100 * board.chain(n).len() as i64,
                Some(c) if c == me && board.liberty_count(n) == 1 => s += 30,
                _ => {}
            }
        }
        if target_libs.contains(&v) {
            s += 20;
        }
        s
    }
}

/// Plays a move for the side to move; false if it is illegal.
fn play(g: &mut Game, mv: Move) -> bool {
    let color = g.to_move();
    g.play_move(color, mv).is_ok()
}

/// The points that matter for the life of the group through `at`: empty points within two
/// steps of its stones that can be reached from its liberties without crossing a stone (its
/// eye space, and the points where it could widen it), and the liberties of the opponent's
/// chains next to it that have at most two (stones it could capture).
pub(crate) fn eye_space(g: &Game, at: Vertex) -> Vec<Vertex> {
    let board = g.board();
    let Some(owner) = board.get(at) else {
        return Vec::new();
    };
    let stones = group(g, at);
    let near = |v: Vertex| stones.iter().any(|s| s.x.abs_diff(v.x) + s.y.abs_diff(v.y) <= 2);
    let mut out: Vec<Vertex> = Vec::new();
    let mut todo: Vec<Vertex> = Vec::new();
    for &s in &stones {
        for l in board.liberties(s) {
            todo.push(l);
        }
        for n in neighbours(g, s) {
            if board.get(n) == Some(owner.opponent()) {
                // Stones inside the eye space or around it: their liberties too.
                let libs = board.liberties(n);
                let enclosed = libs.iter().all(|&l| near(l));
                if enclosed || libs.len() <= 2 {
                    todo.extend(libs);
                }
            }
        }
    }
    while let Some(v) = todo.pop() {
        if out.contains(&v) || board.get(v).is_some() || !near(v) {
            continue;
        }
        out.push(v);
        for n in neighbours(g, v) {
            if board.get(n).is_none() && near(n) {
                todo.push(n);
            }
            if board.get(n) == Some(owner.opponent()) {
                for l in board.liberties(n) {
                    if near(l) {
                        todo.push(l);
                    }
                }
            }
        }
    }
    out
}

/// Whether the chain at `t` touches two separate small regions of points without its colour
/// (a cheap necessary condition for Benson's two vital regions, checked before running it).
fn two_regions(g: &Game, t: Vertex) -> bool {
    const CAP: usize = 40;
    let board = g.board();
    let Some(owner) = board.get(t) else {
        return false;
    };
    let mut seen: Vec<Vertex> = Vec::new();
    let mut regions = 0;
    for l in board.liberties(t) {
        if seen.contains(&l) {
            continue;
        }
        let mut region = vec![l];
        let mut i = 0;
        while i < region.len() && region.len() <= CAP {
            for n in neighbours(g, region[i]) {
                if board.get(n) != Some(owner) && !region.contains(&n) {
                    region.push(n);
                }
            }
            i += 1;
        }
        if region.len() <= CAP {
            regions += 1;
        }
        seen.extend(region);
        if regions >= 2 {
            return true;
        }
    }
    false
}

/// A group that cannot make two eyes whatever it does: all its liberties lie in one closed
/// space of at most two empty points or a square of four (方四, dead whoever moves first), no
/// opponent stone stands in it, and every opponent chain
/// next to it has more liberties than it (so it cannot win a race either).
fn hopeless(g: &Game, at: Vertex) -> bool {
    let board = g.board();
    let Some(owner) = board.get(at) else {
        return true;
    };
    let stones = group(g, at);
    let libs = super::search::group_liberties(g, &stones);
    let Some(&first) = libs.first() else {
        return true;
    };
    // The empty region around the liberties: one closed space of at most four points.
    let mut region = vec![first];
    let mut i = 0;
    while i < region.len() {
        for n in neighbours(g, region[i]) {
            match board.get(n) {
                None if !region.contains(&n) => {
                    if region.len() == 4 {
                        return false;
                    }
                    region.push(n);
                }
                Some(c) if c != owner => return false,
                _ => {}
            }
        }
        i += 1;
    }
    if !libs.iter().all(|l| region.contains(l)) {
        return false;
    }
    let square = region.len() == 4 && {
        let (x0, y0) = (region.iter().map(|v| v.x).min().unwrap_or(0), region.iter().map(|v| v.y).min().unwrap_or(0));
        region.iter().all(|v| v.x - x0 <= 1 && v.y - y0 <= 1)
    };
    if region.len() > 2 && !square {
        return false;
    }
    // Every opponent chain next to the group has more liberties than the space holds.
    for &s in &stones {
        for n in neighbours(g, s) {
            if board.get(n) == Some(owner.opponent()) && board.liberty_count(n) <= region.len() {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
pub(crate) fn hopeless_for_tests(g: &Game, at: Vertex) -> bool {
    hopeless(g, at)
}
