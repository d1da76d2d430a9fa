//! A small capturing search (読み): can the attacker capture a chain by force, and with which
//! move? It reads ladders, nets, double ataris and snapbacks the way a beginner's problem
//! needs, on the bare [`Board`] (no history), with a node limit: when the limit or the depth
//! runs out the answer is [`Unknown`], and a problem whose answer is unknown is refused.
//!
//! The model: a chain with three liberties or more after its owner's move has escaped. The
//! attacker tries the chain's liberties (and, where nets are allowed, the empty points next to
//! them); the defender tries its liberties, capturing an attacking chain in atari next to it,
//! and ataris on attacking chains of two liberties next to it (a counter-attack).

use crate::board::{Board, cell_of};
use crate::{Color, Vertex};

use super::words::sorted;

/// The search ran out of nodes or depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unknown;

/// Plies the search looks ahead (a ladder across a 19×19 board fits).
pub(crate) const DEPTH: u32 = 48;
/// Nodes per question.
const NODE_LIMIT: u32 = 800;

pub(crate) struct Reader {
    nodes: u32,
}

/// Whether `color` may play at `v` on this board (no history: only the ko point).
pub(crate) fn legal(board: &Board, v: Vertex, color: Color) -> bool {
    let p = board.point(v);
    let check = board.check_move(p, cell_of(color));
    !check.occupied && !check.suicide && p != board.ko_point()
}

/// The board after `color` plays at `v` (which must be legal).
pub(crate) fn after(board: &Board, v: Vertex, color: Color) -> Board {
    let mut b = board.clone();
    b.play_unchecked(b.point(v), cell_of(color));
    b
}

fn neighbours(board: &Board, v: Vertex) -> impl Iterator<Item = Vertex> + '_ {
    super::shape::neighbours(board.size(), v)
}

/// The attacking chains next to the chain through `target`, as one stone of each with its
/// liberties.
fn adjacent_enemies(board: &Board, target: Vertex) -> Vec<(Vertex, Vec<Vertex>)> {
    let Some(color) = board.get(target) else {
        return Vec::new();
    };
    let mut seen: Vec<Vertex> = Vec::new();
    let mut out = Vec::new();
    for s in board.chain(target) {
        for n in neighbours(board, s) {
            if board.get(n) == Some(color.opponent()) && !seen.contains(&n) {
                let chain = board.chain(n);
                seen.extend(&chain);
                out.push((n, board.liberties(n)));
            }
        }
    }
    out
}

impl Reader {
    pub(crate) fn new() -> Reader {
        Reader { nodes: 0 }
    }

    fn tick(&mut self) -> Result<(), Unknown> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            Err(Unknown)
        } else {
            Ok(())
        }
    }

    /// The attacker (`board.get(target)`'s opponent) to move: a move that captures the chain
    /// by force, if there is one. `nets`: also try the empty points next to the liberties.
    pub(crate) fn attack(
        &mut self,
        board: &Board,
        target: Vertex,
        depth: u32,
        nets: bool,
    ) -> Result<Option<Vertex>, Unknown> {
        self.tick()?;
        let Some(defender) = board.get(target) else {
            return Ok(None);
        };
        let attacker = defender.opponent();
        let libs = board.liberties(target);
        if libs.len() == 1 {
            return Ok(legal(board, libs[0], attacker).then_some(libs[0]));
        }
        if libs.len() > 2 || depth == 0 {
            return if depth == 0 { Err(Unknown) } else { Ok(None) };
        }
        let mut candidates = libs.clone();
        if nets {
            for &l in &libs {
                for n in neighbours(board, l) {
                    if board.get(n).is_none() && !candidates.contains(&n) {
                        candidates.push(n);
                    }
                }
            }
        }
        let mut unknown = false;
        for m in sorted(candidates) {
            if !legal(board, m, attacker) {
                continue;
            }
            let next = after(board, m, attacker);
            if next.get(target).is_none() {
                return Ok(Some(m));
            }
            // Nets only as the first move: deeper down the attacker chases.
            match self.defend(&next, target, depth - 1) {
                Ok(false) => return Ok(Some(m)),
                Ok(true) => {}
                Err(Unknown) => unknown = true,
            }
        }
        if unknown { Err(Unknown) } else { Ok(None) }
    }

    /// The defender to move: whether the chain through `target` escapes.
    pub(crate) fn defend(
        &mut self,
        board: &Board,
        target: Vertex,
        depth: u32,
    ) -> Result<bool, Unknown> {
        Ok(self.defence(board, target, depth)?.is_some())
    }

    /// The defender to move: a move with which the chain escapes (`None`: it is captured).
    pub(crate) fn defence(
        &mut self,
        board: &Board,
        target: Vertex,
        depth: u32,
    ) -> Result<Option<Vertex>, Unknown> {
        self.tick()?;
        let Some(defender) = board.get(target) else {
            return Ok(None);
        };
        let libs = board.liberties(target);
        if libs.len() >= 3 {
            // Already free: any move will do; name the first liberty.
            return Ok(Some(libs[0]));
        }
        if depth == 0 {
            return Err(Unknown);
        }
        let mut candidates = libs.clone();
        for (_, enemy_libs) in adjacent_enemies(board, target) {
            if enemy_libs.len() <= 2 {
                candidates.extend(enemy_libs);
            }
        }
        let mut unknown = false;
        for m in sorted(candidates) {
            if !legal(board, m, defender) {
                continue;
            }
            let next = after(board, m, defender);
            let now = next.liberty_count(target);
            if now >= 3 {
                return Ok(Some(m));
            }
            if now == 1 {
                // Its own atari: the attacker captures at once (unless it cannot).
                if let Some(l) = next.liberties(target).first()
                    && !legal(&next, *l, defender.opponent())
                {
                    return Ok(Some(m));
                }
                continue;
            }
            match self.attack(&next, target, depth - 1, false) {
                Ok(None) => return Ok(Some(m)),
                Ok(Some(_)) => {}
                Err(Unknown) => unknown = true,
            }
        }
        if unknown { Err(Unknown) } else { Ok(None) }
    }
}

/// The moves that can matter to the chain through `target`: its liberties and the points
/// next to them, and the liberties of the opponent chains touching it. A move elsewhere
/// leaves the chain's liberties and its neighbours as they were.
pub(crate) fn near(board: &Board, target: Vertex) -> Vec<Vertex> {
    let mut out = Vec::new();
    for l in board.liberties(target) {
        out.push(l);
        out.extend(neighbours(board, l).filter(|&n| board.get(n).is_none()));
    }
    for (_, libs) in adjacent_enemies(board, target) {
        out.extend(libs);
    }
    sorted(out)
}

/// The moves that can save the chain through `target`, in atari, its owner to move: its
/// liberty, and the last liberty of a touching opponent chain in atari (a capture). Any other
/// move leaves it in atari, and it is taken.
pub(crate) fn rescues(board: &Board, target: Vertex) -> Vec<Vertex> {
    let mut out = board.liberties(target);
    for (_, libs) in adjacent_enemies(board, target) {
        if libs.len() == 1 {
            out.extend(libs);
        }
    }
    sorted(out)
}

/// Whether the chain through `target` is captured by force with its owner's opponent to
/// move (`Ok(Some(first move))`), or escapes (`Ok(None)`).
pub(crate) fn capture(
    board: &Board,
    target: Vertex,
    nets: bool,
) -> Result<Option<Vertex>, Unknown> {
    Reader::new().attack(board, target, DEPTH, nets)
}

/// Whether the chain through `target`, its owner to move, escapes (`Ok(Some(move))`) or is
/// captured whatever it does (`Ok(None)`).
pub(crate) fn escape(board: &Board, target: Vertex) -> Result<Option<Vertex>, Unknown> {
    Reader::new().defence(board, target, DEPTH)
}

/// The forced line after the attacker's `first` move: the defender's most stubborn reply (an
/// extension at its liberty where it can, else its first legal try) and the attacker's
/// capturing answer, until the chain is taken or is in atari with nowhere to run. At most
/// `DEPTH` moves.
pub(crate) fn line(board: &Board, target: Vertex, first: Vertex, nets: bool) -> Vec<Vertex> {
    let Some(defender) = board.get(target) else {
        return Vec::new();
    };
    let attacker = defender.opponent();
    let mut b = after(board, first, attacker);
    let mut out = vec![first];
    while b.get(target).is_some() && out.len() < DEPTH as usize {
        let libs = b.liberties(target);
        // Nowhere to run (its last liberty is a forbidden point for it): the line ends; the
        // chain is taken on the next move.
        let Some(&reply) = libs.iter().find(|&&l| legal(&b, l, defender)) else {
            break;
        };
        b = after(&b, reply, defender);
        out.push(reply);
        if b.get(target).is_none() {
            break;
        }
        match capture(&b, target, nets) {
            Ok(Some(m)) => {
                b = after(&b, m, attacker);
                out.push(m);
            }
            _ => break,
        }
    }
    out
}
