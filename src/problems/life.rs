//! Life and death (死活: unit 14): a small group on the edge or in the corner, its eye space
//! walled in by its own stones and those by the opponent's; the learner either kills it or
//! makes it live, whichever side moves. The answer is every move after which the learner's
//! goal holds whatever the opponent does, read by [`LifeSearch`] over the eye space with
//! passes; a wrong move is answered by the opponent's move that wins.
//!
//! The eye space is grown at random from the corner point or from a point on the edge (three to
//! seven points), so it takes the shapes real groups have (threes, fours, bulky and flower
//! fives, sixes in the corner, and shapes with no name), and from difficulty 3 holds stones
//! already played inside it (a placement of the attacker's, a stone of the defender's). A
//! position is kept only when the group is *unsettled*: the side to move reaches its goal with
//! one or two moves, not with every move of the space, and a move elsewhere (a pass) would let
//! the other side reach its own. Any answer that rests on a ko or ends in seki (two passes with
//! the group not yet unconditionally alive) the search does not decide, and the position is
//! refused: the unit teaches life and death, not ko or seki.
//!
//! Difficulty: spaces of three or four points at 1, four or five at 2, five or six from 3 with a
//! stone inside at times, up to seven with one stone inside at 4 and one or two at 5.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::board::{Board, NO_POINT};
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::race::{KeyHasher, memo_key};
use super::reading::{Scratch, after, legal};
use super::shape::{Symmetry, neighbours, ring};
use super::words::{self, capitalise, colour_word, pt};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// Nodes the life search may visit per question, and plies it may look ahead.
const NODE_LIMIT: u32 = 4_000;
/// The life-and-death kind's own limit: the candidates that need more are mostly refused in
/// the end, and a smaller limit refuses them sooner (a request tries another candidate).
const LIFE_DEATH_NODES: u32 = 1_500;
const PLIES: u32 = 24;

/// Life and death inside an eye space: the defender's group through a stone lives or dies as
/// the two sides play inside `space` (or pass).
pub(crate) struct LifeSearch {
    space: Vec<Vertex>,
    defender: Color,
    memo: HashMap<u64, bool, BuildHasherDefault<KeyHasher>>,
    nodes: u32,
    limit: u32,
}

impl LifeSearch {
    pub(crate) fn new(space: &[Vertex], defender: Color) -> LifeSearch {
        LifeSearch {
            space: space.to_vec(),
            defender,
            memo: HashMap::default(),
            nodes: 0,
            limit: NODE_LIMIT,
        }
    }

    /// Whether the defender's group (through `at`) lives, the defender to move on even plies,
    /// the attacker on odd ones; `passed`: the last move was a pass. Alive is Benson's
    /// unconditional life; a group taken off the board is dead. `None` when the search cannot
    /// decide it: its limits run out, a move makes a ko, or both sides pass before the group
    /// is unconditionally alive (seki, or a life that needs more than the space).
    pub(crate) fn lives(
        &mut self,
        board: &Board,
        at: Vertex,
        ply: u32,
        passed: bool,
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.limit || ply > PLIES {
            return None;
        }
        if board.get(at) != Some(self.defender) {
            return Some(false);
        }
        // The table first: Benson's algorithm looks at the whole board, the table at a hash.
        let defending = ply.is_multiple_of(2);
        let key = memo_key(board, defending, passed);
        if let Some(&r) = self.memo.get(&key) {
            return Some(r);
        }
        if self.unconditionally_alive(board, at) {
            self.memo.insert(key, true);
            return Some(true);
        }
        let mover = if defending {
            self.defender
        } else {
            self.defender.opponent()
        };
        let mut result = !defending;
        let mut unknown = false;
        let moves: Vec<Vertex> = self
            .space
            .iter()
            .copied()
            .filter(|&v| legal(board, v, mover))
            .collect();
        for m in moves {
            let next = Scratch::after(board, m, mover);
            // A ko: its answer would depend on threats elsewhere.
            let r = if next.ko_point() == NO_POINT {
                self.lives(&next, at, ply + 1, false)
            } else {
                None
            };
            match r {
                Some(r) if r == defending => {
                    result = defending;
                    break;
                }
                Some(_) => {}
                None => unknown = true,
            }
        }
        if result != defending {
            // A pass; a second one in a row leaves it undecided.
            let r = if passed {
                None
            } else {
                self.lives(board, at, ply + 1, true)
            };
            match r {
                Some(r) if r == defending => result = defending,
                Some(_) => {}
                None => unknown = true,
            }
            if result != defending && unknown {
                return None;
            }
        }
        self.memo.insert(key, result);
        Some(result)
    }

    /// Benson's unconditional life, read inside the space alone (everything outside it is
    /// the wall or beyond the wall, so no region outside can be vital to the group): the
    /// regions are the connected sets of the space's points without a defender's stone; a
    /// region is vital to a defender chain when each of its empty points is a liberty of that
    /// chain. Chains with fewer than two vital regions drop out, and with them the regions
    /// they bordered, until nothing changes; the group lives if its chain is left.
    fn unconditionally_alive(&self, board: &Board, at: Vertex) -> bool {
        let size = board.size();
        let own = |v: Vertex| board.get(v) == Some(self.defender);
        // Regions: (points, empty points, the defender chains it borders, as heads).
        let mut seen: Vec<Vertex> = Vec::new();
        let mut regions: Vec<(Vec<Vertex>, Vec<usize>)> = Vec::new();
        for &start in &self.space {
            if own(start) || seen.contains(&start) {
                continue;
            }
            let mut points = vec![start];
            seen.push(start);
            let mut borders: Vec<usize> = Vec::new();
            let mut i = 0;
            while i < points.len() {
                for n in neighbours(size, points[i]) {
                    if own(n) {
                        let h = board.head_of(board.point(n));
                        if !borders.contains(&h) {
                            borders.push(h);
                        }
                    } else if self.space.contains(&n) && !seen.contains(&n) {
                        seen.push(n);
                        points.push(n);
                    }
                }
                i += 1;
            }
            regions.push((points, borders));
        }
        // Vital: every empty point of the region touches the chain.
        let vital = |(points, _): &(Vec<Vertex>, Vec<usize>), head: usize| {
            points.iter().filter(|&&v| board.get(v).is_none()).all(|&v| {
                neighbours(size, v).any(|n| own(n) && board.head_of(board.point(n)) == head)
            })
        };
        let mut chains: Vec<usize> = regions.iter().flat_map(|r| r.1.clone()).collect();
        chains.sort_unstable();
        chains.dedup();
        let mut live_regions: Vec<bool> = vec![true; regions.len()];
        loop {
            let before = chains.len();
            chains.retain(|&c| {
                regions
                    .iter()
                    .zip(&live_regions)
                    .filter(|&(r, &alive)| alive && vital(r, c))
                    .count()
                    >= 2
            });
            for (r, alive) in regions.iter().zip(live_regions.iter_mut()) {
                if r.1.iter().any(|h| !chains.contains(h)) {
                    *alive = false;
                }
            }
            if chains.len() == before {
                break;
            }
        }
        chains.contains(&board.head_of(board.point(at)))
    }

    /// The move of `mover` (on ply `ply`'s side) inside the space that reaches its goal, if
    /// the search finds one: the defender's living move or the attacker's killing one.
    pub(crate) fn winning_move(&mut self, board: &Board, at: Vertex, ply: u32) -> Option<Vertex> {
        let defending = ply.is_multiple_of(2);
        let mover = if defending {
            self.defender
        } else {
            self.defender.opponent()
        };
        let space = self.space.clone();
        space
            .into_iter()
            .filter(|&m| legal(board, m, mover))
            .find(|&m| {
                let next = after(board, m, mover);
                next.ko_point() == NO_POINT
                    && self.lives(&next, at, ply + 1, false) == Some(defending)
            })
    }
}

/// The eye space's size range and how many stones stand inside it, by difficulty.
fn plan(d: u8, rng: &mut Rng) -> (usize, usize) {
    let (lo, hi) = match d {
        1 => (3, 4),
        2 => (4, 5),
        3 => (5, 6),
        _ => (5, 7),
    };
    let n = lo + rng.below(hi - lo + 1);
    let inside = match d {
        1 | 2 => 0,
        3 => rng.below(2),
        4 => 1,
        _ => 1 + rng.below(2),
    };
    (n, inside)
}

/// An eye space of `n` points grown at random from the corner point (`corner`) or from a
/// point on the edge, in local coordinates (the edge is row 0), within three rows and four
/// columns in the corner, three by three on the edge: columns 3 to 5, so that its two walls
/// leave the first line beside them empty on a 9×9 board (the group is on one edge, not
/// pressed against a second).
fn grow(n: usize, corner: bool, rng: &mut Rng) -> Vec<(i16, i16)> {
    let start = if corner { (0, 0) } else { (3 + rng.below(3) as i16, 0) };
    let (x_min, x_max) = if corner { (0, 3) } else { (3, 5) };
    let mut cells = vec![start];
    while cells.len() < n {
        let frontier: Vec<(i16, i16)> = cells
            .iter()
            .flat_map(|&(x, y)| [(x - 1, y), (x + 1, y), (x, y + 1), (x, y - 1)])
            .filter(|&(x, y)| (x_min..=x_max).contains(&x) && (0..=2).contains(&y))
            .filter(|c| !cells.contains(c))
            .collect();
        if frontier.is_empty() {
            break;
        }
        cells.push(frontier[rng.below(frontier.len())]);
    }
    cells
}

pub(crate) fn life_death(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let (n, inside) = plan(ctx.difficulty, rng);
    let corner = rng.below(2) == 0;
    let cells = grow(n, corner, rng);
    let sym = Symmetry::random(rng);
    let space: Vec<Vertex> = cells
        .iter()
        .map(|&(x, y)| sym.apply(size, x, y))
        .collect::<Option<_>>()?;
    let wall = ring(size, &space);
    let enclosed: Vec<Vertex> = space.iter().chain(&wall).copied().collect();
    let outer = ring(size, &enclosed);
    let defender = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let attacker = defender.opponent();
    let mut stones: Vec<(Vertex, Color)> = wall
        .iter()
        .map(|&v| (v, defender))
        .chain(outer.iter().map(|&v| (v, attacker)))
        .collect();
    // Stones already inside: mostly the attacker's placement, at times a defender's stone.
    let mut free = space.clone();
    for _ in 0..inside {
        let v = free.remove(rng.below(free.len()));
        let c = if rng.below(3) == 0 { defender } else { attacker };
        stones.push((v, c));
    }
    let kill = rng.below(2) == 0;
    let learner = if kill { attacker } else { defender };
    let position = Position::from_stones(size, &stones, learner).ok()?;
    let board = position.board();
    let group = wall[0];
    // One wall, and an outer wall that no single move can put in atari.
    if board.chain(group).len() != wall.len()
        || outer.iter().any(|&v| board.liberty_count(v) < 3)
        || space
            .iter()
            .any(|&v| board.get(v).is_some() && board.liberty_count(v) < 2)
    {
        return None;
    }
    // The learner's side moves on ply 0 when defending, ply 1 when attacking.
    let ply = u32::from(kill);
    let goal = !kill; // the value of `lives` the learner wants
    let mut search = LifeSearch::new(&space, defender);
    search.limit = LIFE_DEATH_NODES;
    // Alive already (the most common refusal for the larger spaces): no search needed.
    if search.unconditionally_alive(board, group) {
        return None;
    }
    // A move elsewhere (as a pass) must lose: the other side, moving next, reaches its goal.
    if search.lives(board, group, ply + 1, false)? == goal {
        return None;
    }
    let mut right = Vec::new();
    let mut tried = 0;
    for &m in &space {
        if !legal(board, m, learner) {
            continue;
        }
        tried += 1;
        let next = after(board, m, learner);
        if next.ko_point() != NO_POINT {
            return None;
        }
        if search.lives(&next, group, ply + 1, false)? == goal {
            right.push(m);
        }
    }
    if right.is_empty() || right.len() > 2 || right.len() == tried {
        return None;
    }
    let (de, dz) = colour_word(defender);
    let (le, lz) = colour_word(learner);
    let prompt = if kill {
        Text::new(
            format!("{} to play. Kill the marked {de} group.", capitalise(le)),
            format!("{lz}先杀：杀死标记的{dz}棋。"),
        )
    } else {
        Text::new(
            format!("{} to play. Make the marked {de} group live.", capitalise(le)),
            format!("{lz}先活：让标记的{dz}棋活下来。"),
        )
    };
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Move,
        Solution::Moves(words::sorted(right)),
        Detail::Life(group, words::sorted(space)),
    );
    made.marks = words::marks(MarkKind::Triangle, &words::sorted(wall));
    Some(made)
}

/// Judges a move: a right one is explained, a wrong one answered by the opponent's winning
/// move.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Life(group, ref space) = problem.detail else {
        return words::wrong_form(problem);
    };
    let v = match words::legal_move(problem, attempt) {
        Ok(v) => v,
        Err(verdict) => return verdict,
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let defender = board.get(group).unwrap_or(learner.opponent());
    let kill = learner != defender;
    let (en, zh) = colour_word(defender);
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        let explanation = if kill {
            Text::new(
                format!("Right: whatever {en} plays now, it cannot make two eyes."),
                format!("对：{zh}棋怎么走都做不出两只眼了。"),
            )
        } else {
            Text::new(
                format!("Right: {en} makes two eyes whatever the other side plays."),
                format!("对：不管对方怎么走，{zh}棋都能做出两只眼，活了。"),
            )
        };
        return Verdict {
            correct: true,
            legal: true,
            explanation,
            ..Verdict::default()
        };
    }
    let next = after(board, v, learner);
    let mut search = LifeSearch::new(space, defender);
    // The opponent moves on ply 0 (the defender) or 1 (the attacker).
    let reply = search.winning_move(&next, group, u32::from(!kill));
    let explanation = match (reply, kill) {
        (Some(r), true) => Text::new(
            format!(
                "{} answers at {}: now it makes two eyes and lives.",
                capitalise(en),
                pt(r, size)
            ),
            format!("{zh}棋在{}应，做成两只眼，活了。", pt(r, size)),
        ),
        (Some(r), false) => {
            let (ae, az) = colour_word(learner.opponent());
            Text::new(
                format!(
                    "{} answers at {}: now {en} cannot make two eyes and dies.",
                    capitalise(ae),
                    pt(r, size)
                ),
                format!("{az}在{}应，{zh}棋做不出两只眼，死了。", pt(r, size)),
            )
        }
        (None, true) => Text::new("That does not kill it.", "这样杀不死。"),
        (None, false) => Text::new("That does not make it live.", "这样活不了。"),
    };
    Verdict {
        legal: true,
        explanation,
        refutation: reply,
        ..Verdict::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Kind, Request, generate};
    use crate::score::benson;

    /// The space-local Benson test agrees with the whole-board one on every position met
    /// along random play inside the eye spaces of generated problems.
    #[test]
    fn local_life_is_bensons() {
        let mut rng = Rng::new(11);
        let mut checked = 0;
        for seed in 0..30 {
            let p = generate(&Request::new(Kind::LifeDeath, 9, 1 + (seed % 5) as u8, seed))
                .expect("a problem");
            let Detail::Life(group, ref space) = p.detail else {
                panic!("no eye space")
            };
            let defender = p.position.board().get(group).unwrap();
            let search = LifeSearch::new(space, defender);
            let mut board = p.position.board().clone();
            let mut colour = p.learner();
            for _ in 0..12 {
                if board.get(group).is_none() {
                    break;
                }
                assert_eq!(
                    search.unconditionally_alive(&board, group),
                    benson::unconditional(&board).alive.contains(&group),
                    "{}",
                    p.position.to_diagram()
                );
                checked += 1;
                let moves: Vec<Vertex> =
                    space.iter().copied().filter(|&v| legal(&board, v, colour)).collect();
                if moves.is_empty() {
                    break;
                }
                board = after(&board, moves[rng.below(moves.len())], colour);
                colour = colour.opponent();
            }
        }
        assert!(checked > 100);
    }
}
