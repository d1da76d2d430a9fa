//! A small capturing search (読み): can the attacker capture a chain by force, and with which
//! move? It reads ladders, nets, double ataris and snapbacks the way a beginner's problem
//! needs, on the bare [`Board`] (no history), with a node limit: when the limit or the depth
//! runs out the answer is [`Unknown`], and a problem whose answer is unknown is refused.
//!
//! The model: a chain with three liberties or more after its owner's move has escaped. The
//! attacker tries the chain's liberties (and, where nets are allowed, the empty points next to
//! them); the defender tries its liberties, capturing an attacking chain in atari next to it,
//! and ataris on attacking chains of two liberties next to it (a counter-attack).

use std::cell::RefCell;

use crate::board::{Board, EMPTY, cell_of};
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

thread_local! {
    /// Boards the search has finished with, reused by [`Scratch`]: a search visits hundreds
    /// of positions, and copying the used part of a board into one already allocated costs a
    /// fraction of allocating and copying a whole new one (most of the time generating the
    /// reading kinds went there).
    static POOL: RefCell<Vec<Board>> = const { RefCell::new(Vec::new()) };
}

/// A board after one move, borrowed from the pool and given back when dropped.
pub(crate) struct Scratch(Option<Board>);

impl Scratch {
    pub(crate) fn after(board: &Board, v: Vertex, color: Color) -> Scratch {
        let mut b = match POOL.with(|pool| pool.borrow_mut().pop()) {
            Some(mut b) => {
                b.clone_from(board);
                b
            }
            None => board.clone(),
        };
        b.play_unchecked(b.point(v), cell_of(color));
        Scratch(Some(b))
    }
}

impl std::ops::Deref for Scratch {
    type Target = Board;
    fn deref(&self) -> &Board {
        self.0
            .as_ref()
            .expect("a scratch board is only taken when dropped")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Some(b) = self.0.take() {
            POOL.with(|pool| {
                let mut pool = pool.borrow_mut();
                if pool.len() < 2 * DEPTH as usize {
                    pool.push(b);
                }
            });
        }
    }
}

/// The liberties of a chain as far as the search needs them: up to two, sorted row by row,
/// or "three or more" (`many`), found without allocating.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Few {
    libs: [Vertex; 2],
    n: usize,
    many: bool,
}

impl Few {
    /// The chain through `v` (a stone).
    pub(crate) fn of(board: &Board, v: Vertex) -> Few {
        Few::of_point(board, board.point(v))
    }

    fn of_point(board: &Board, p: usize) -> Few {
        let mut found = [0usize; 2];
        let mut n = 0;
        for s in board.chain_points(p) {
            for l in board.neighbours(s) {
                if board.cell(l) == EMPTY && !found[..n].contains(&l) {
                    if n == 2 {
                        return Few {
                            libs: [Vertex::new(0, 0); 2],
                            n: 3,
                            many: true,
                        };
                    }
                    found[n] = l;
                    n += 1;
                }
            }
        }
        let mut libs = [Vertex::new(0, 0); 2];
        for (i, &l) in found[..n].iter().enumerate() {
            libs[i] = board.vertex(l);
        }
        if n == 2 && (libs[1].y, libs[1].x) < (libs[0].y, libs[0].x) {
            libs.swap(0, 1);
        }
        Few {
            libs,
            n,
            many: false,
        }
    }

    /// The number of liberties, 3 standing for three or more.
    pub(crate) fn count(&self) -> usize {
        self.n
    }

    /// The liberties (empty when there are three or more).
    pub(crate) fn list(&self) -> &[Vertex] {
        if self.many { &[] } else { &self.libs[..self.n] }
    }
}

/// The attacking chains next to the chain through `target` with at most two liberties, as
/// those liberties (each chain once).
fn weak_enemies(board: &Board, target: Vertex) -> Vec<Few> {
    let p = board.point(target);
    let enemy = 3 - board.cell(p);
    let mut heads: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for s in board.chain_points(p) {
        for n in board.neighbours(s) {
            if board.cell(n) == enemy {
                let h = board.head_of(n);
                if !heads.contains(&h) {
                    heads.push(h);
                    let few = Few::of_point(board, n);
                    if !few.many {
                        out.push(few);
                    }
                }
            }
        }
    }
    out
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

fn neighbours(board: &Board, v: Vertex) -> impl Iterator<Item = Vertex> + '_ {
    super::shape::neighbours(board.size(), v)
}

/// Sorts a few candidate moves row by row and drops repeats, in place.
fn sort_moves(moves: &mut Vec<Vertex>) {
    moves.sort_unstable_by_key(|v| (v.y, v.x));
    moves.dedup();
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
        let few = Few::of(board, target);
        let libs = few.list();
        if few.count() == 1 {
            return Ok(legal(board, libs[0], attacker).then_some(libs[0]));
        }
        if few.count() > 2 || depth == 0 {
            return if depth == 0 { Err(Unknown) } else { Ok(None) };
        }
        let mut candidates = libs.to_vec();
        if nets {
            for &l in libs {
                for n in neighbours(board, l) {
                    if board.get(n).is_none() {
                        candidates.push(n);
                    }
                }
            }
        }
        sort_moves(&mut candidates);
        let mut unknown = false;
        for m in candidates {
            if !legal(board, m, attacker) {
                continue;
            }
            let next = Scratch::after(board, m, attacker);
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
        let few = Few::of(board, target);
        if few.count() >= 3 {
            // Already free: any move will do; name the first liberty.
            return Ok(board.liberties(target).first().copied());
        }
        if depth == 0 {
            return Err(Unknown);
        }
        let mut candidates = few.list().to_vec();
        for enemy in weak_enemies(board, target) {
            candidates.extend_from_slice(enemy.list());
        }
        sort_moves(&mut candidates);
        let mut unknown = false;
        for m in candidates {
            if !legal(board, m, defender) {
                continue;
            }
            let next = Scratch::after(board, m, defender);
            let now = Few::of(&next, target);
            if now.count() >= 3 {
                return Ok(Some(m));
            }
            if now.count() == 1 {
                // Its own atari: the attacker captures at once (unless it cannot).
                if !legal(&next, now.list()[0], defender.opponent()) {
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
