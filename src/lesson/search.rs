//! Groups, eyes and a small life-and-death search for the lessons on eyes.
//!
//! A *group* here is the chain through a point together with the chains of the same colour it
//! touches through single-point eyes (the stones around an eye belong together). A group is
//! *alive* when Benson's algorithm proves it unconditionally alive or when it has two real
//! eyes; the search looks a few moves ahead, inside the group's eye space only, to see whether
//! the side to move can reach (or prevent) that. A group still unsettled when the search stops
//! counts as not alive: a lesson's group must be proven alive within the horizon, and a group
//! that cannot reach two eyes within it is taken as killed.

use std::collections::HashMap;

use crate::score::benson;
use crate::{Color, EyeKind, Game, Vertex};

/// The stones of the group through `at`, sorted (empty if there is no stone).
pub(crate) fn group(game: &Game, at: Vertex) -> Vec<Vertex> {
    let board = game.board();
    let Some(color) = board.get(at) else { return Vec::new() };
    let mut stones: Vec<Vertex> = Vec::new();
    let mut todo = vec![at];
    while let Some(v) = todo.pop() {
        if stones.contains(&v) {
            continue;
        }
        let chain = board.chain(v);
        for &s in &chain {
            for l in board.liberties(s) {
                if matches!(game.eye_at(l), Some((c, _)) if c == color) {
                    for n in neighbours(game, l) {
                        if board.get(n) == Some(color) && !stones.contains(&n) {
                            todo.push(n);
                        }
                    }
                }
            }
        }
        stones.extend(chain);
        stones.sort_unstable();
        stones.dedup();
    }
    stones.sort_by_key(|s| (s.y, s.x));
    stones
}

pub(crate) fn neighbours(game: &Game, v: Vertex) -> Vec<Vertex> {
    let size = game.size();
    let mut out = Vec::with_capacity(4);
    if v.x > 0 {
        out.push(Vertex::new(v.x - 1, v.y));
    }
    if v.y > 0 {
        out.push(Vertex::new(v.x, v.y - 1));
    }
    if v.x + 1 < size.width {
        out.push(Vertex::new(v.x + 1, v.y));
    }
    if v.y + 1 < size.height {
        out.push(Vertex::new(v.x, v.y + 1));
    }
    out
}

/// The liberties of a group (all its chains), sorted.
pub(crate) fn group_liberties(game: &Game, stones: &[Vertex]) -> Vec<Vertex> {
    let mut libs: Vec<Vertex> = Vec::new();
    for &s in stones {
        for l in game.board().liberties(s) {
            if !libs.contains(&l) {
                libs.push(l);
            }
        }
    }
    libs.sort_by_key(|s| (s.y, s.x));
    libs
}

/// The single-point eyes of the group through `at`: (real, false), each sorted.
pub(crate) fn eyes(game: &Game, at: Vertex) -> (Vec<Vertex>, Vec<Vertex>) {
    let Some(color) = game.board().get(at) else { return (Vec::new(), Vec::new()) };
    let stones = group(game, at);
    let (mut real, mut fake) = (Vec::new(), Vec::new());
    for l in group_liberties(game, &stones) {
        match game.eye_at(l) {
            Some((c, EyeKind::Real)) if c == color => real.push(l),
            Some((c, EyeKind::False)) if c == color => fake.push(l),
            _ => {}
        }
    }
    (real, fake)
}

/// The answer of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Life {
    pub alive: bool,
    /// The side to move's key move: for the defender, a move that lives; for the attacker, a
    /// move that kills (None when there is none, or when a pass does it).
    pub key: Option<Vertex>,
}

/// Whether the group through `at` lives with the player to move starting, looking `depth`
/// moves ahead.
pub(crate) fn life(game: &Game, at: Vertex, depth: u32) -> Life {
    let Some(defender) = game.board().get(at) else { return Life { alive: false, key: None } };
    let mut search = Search { at, defender, memo: HashMap::new(), nodes: 0 };
    search.run(game, depth)
}

struct Search {
    at: Vertex,
    defender: Color,
    memo: HashMap<(u64, u32), Life>,
    nodes: u32,
}

/// Nodes after which the search gives up (keeps the worst case small in the browser).
const NODE_LIMIT: u32 = 20_000;

impl Search {
    fn settled(&self, game: &Game) -> Option<bool> {
        if game.board().get(self.at) != Some(self.defender) {
            return Some(false);
        }
        if eyes(game, self.at).0.len() >= 2 {
            return Some(true);
        }
        if benson::unconditional(game.board()).alive.contains(&self.at) {
            return Some(true);
        }
        None
    }

    /// Moves worth trying: the group's liberties, and the liberties of opponent chains that
    /// touch the group (stones inside the eye space, or cutting stones).
    fn candidates(&self, game: &Game) -> Vec<Vertex> {
        let board = game.board();
        let stones = group(game, self.at);
        let mut out = group_liberties(game, &stones);
        for &s in &stones {
            for n in neighbours(game, s) {
                if board.get(n) == Some(self.defender.opponent()) {
                    for l in board.liberties(n) {
                        if !out.contains(&l) {
                            out.push(l);
                        }
                    }
                }
            }
        }
        out.retain(|&v| game.check(v).is_ok());
        out
    }

    fn run(&mut self, game: &Game, depth: u32) -> Life {
        if let Some(alive) = self.settled(game) {
            return Life { alive, key: None };
        }
        if depth == 0 || game.is_over() || self.nodes > NODE_LIMIT {
            return Life { alive: false, key: None };
        }
        let memo_key = (game.position_key(), depth);
        if let Some(&l) = self.memo.get(&memo_key) {
            return l;
        }
        self.nodes += 1;
        let defending = game.to_move() == self.defender;
        let mut moves: Vec<Option<Vertex>> = self.candidates(game).into_iter().map(Some).collect();
        moves.push(None);
        let mut answer = Life { alive: !defending, key: None };
        for mv in moves {
            let mut next = game.clone();
            let ok = match mv {
                Some(v) => next.play(v).is_ok(),
                None => next.pass().is_ok(),
            };
            if !ok {
                continue;
            }
            let child = self.run(&next, depth - 1);
            if defending && child.alive {
                answer = Life { alive: true, key: mv };
                break;
            }
            if !defending && !child.alive {
                answer = Life { alive: false, key: mv };
                break;
            }
        }
        self.memo.insert(memo_key, answer);
        answer
    }
}
