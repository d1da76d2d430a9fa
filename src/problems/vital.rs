//! Find the vital point of an eye shape (点眼): the textbook shapes — 直三, 弯三, 丁四, 刀把五,
//! 梅花五, 葡萄六 — built inside a wall of the defender's stones, itself walled in by the
//! attacker's, turned and mirrored into a corner, on an edge or in the middle. The learner
//! attacks; the answer is every move inside the eye space after which the defender, moving
//! next, cannot live, read out by a search over the eye space with passes (alive: Benson's
//! unconditional life; both passing ends it). A shape the search cannot decide within its
//! horizon is refused.
//!
//! Difficulty: 1 the threes, 2 the pyramid four, 3 the bulky five, 4 the flower five, 5 the
//! rabbity six (and any of them from 3 against the edge).

use std::collections::HashMap;

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::score::benson;
use crate::{Color, Position, Vertex};

use super::reading::{after, legal};
use super::shape::{Symmetry, at};
use super::words::{self, capitalise, colour_word, pt};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// A shape: its English and Chinese names and its points in local coordinates.
type Shape = (&'static str, &'static str, &'static [(i16, i16)]);

/// The shapes.
const SHAPES: [Shape; 6] = [
    ("straight three", "直三", &[(0, 0), (1, 0), (2, 0)]),
    ("bent three", "弯三", &[(0, 0), (1, 0), (1, 1)]),
    ("pyramid four", "丁四", &[(0, 0), (1, 0), (2, 0), (1, 1)]),
    (
        "bulky five",
        "刀把五",
        &[(0, 0), (1, 0), (0, 1), (1, 1), (2, 0)],
    ),
    (
        "flower five",
        "梅花五",
        &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
    ),
    (
        "rabbity six",
        "葡萄六",
        &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)],
    ),
];

pub(crate) fn vital_point(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let d = usize::from(ctx.difficulty);
    let index = match d {
        1 => rng.below(2),
        n => n,
    };
    let (name_en, name_zh, cells) = SHAPES[index];
    // Offset from the corner: 2 leaves room for both walls; 0 puts the shape on the edge.
    let edge = d >= 3 && rng.below(2) == 0;
    let (ox, oy) = (
        2 + rng.below(3) as i16,
        if edge { 0 } else { 2 + rng.below(3) as i16 },
    );
    let sym = Symmetry::random(rng);
    let eye: Vec<Vertex> = cells
        .iter()
        .map(|&(x, y)| sym.apply(size, x + ox, y + oy))
        .collect::<Option<_>>()?;
    let ring = |inner: &[Vertex]| -> Vec<Vertex> {
        let mut out = Vec::new();
        for v in inner {
            for dx in -1..=1 {
                for dy in -1..=1 {
                    if let Some(n) = at(size, i16::from(v.x) + dx, i16::from(v.y) + dy)
                        && !inner.contains(&n)
                        && !out.contains(&n)
                    {
                        out.push(n);
                    }
                }
            }
        }
        out
    };
    let wall = ring(&eye);
    let inside: Vec<Vertex> = eye.iter().chain(&wall).copied().collect();
    let outer = ring(&inside);
    let defender = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let attacker = defender.opponent();
    let stones: Vec<(Vertex, Color)> = wall
        .iter()
        .map(|&v| (v, defender))
        .chain(outer.iter().map(|&v| (v, attacker)))
        .collect();
    let position = Position::from_stones(size, &stones, attacker).ok()?;
    let board = position.board();
    // The attacker's wall must not be capturable: two liberties or more everywhere.
    if outer.iter().any(|&v| board.liberty_count(v) < 2) {
        return None;
    }
    let mut search = Search {
        eye: eye.clone(),
        defender,
        memo: HashMap::new(),
        nodes: 0,
    };
    let mut right = Vec::new();
    for &m in &eye {
        if !legal(board, m, attacker) {
            continue;
        }
        match search.lives(&after(board, m, attacker), wall[0], 0, false) {
            Some(false) => right.push(m),
            Some(true) => {}
            None => return None,
        }
    }
    if right.is_empty() || right.len() > 2 {
        return None;
    }
    let (en, zh) = colour_word(defender);
    let prompt = Text::new(
        format!(
            "{} to play. Kill the {en} group: its eye space is a {name_en}. Where is the vital point?",
            capitalise(colour_word(attacker).0)
        ),
        format!(
            "{}先。杀死{zh}棋：它的眼形是{name_zh}。要点在哪里？",
            colour_word(attacker).1
        ),
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Move,
        Solution::Moves(words::sorted(right)),
        Detail::Chain(wall[0]),
    );
    made.marks = words::marks(MarkKind::Square, &eye);
    Some(made)
}

/// Life and death inside the eye space.
struct Search {
    eye: Vec<Vertex>,
    defender: Color,
    memo: HashMap<(u64, bool, bool), bool>,
    nodes: u32,
}

const NODE_LIMIT: u32 = 20_000;

impl Search {
    /// Whether the defender's group (through `at`) lives, the defender to move on even plies,
    /// the attacker on odd ones. `passed`: the last move
    /// was a pass. `None` when the node limit runs out.
    fn lives(&mut self, board: &Board, at: Vertex, ply: u32, passed: bool) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT || ply > 24 {
            return None;
        }
        if board.get(at) != Some(self.defender) {
            return Some(false);
        }
        // The table first: Benson's algorithm looks at the whole board, the table at a hash.
        let defending = ply.is_multiple_of(2);
        let key = (board.hash(), defending, passed);
        if let Some(&r) = self.memo.get(&key) {
            return Some(r);
        }
        if benson::unconditional(board).alive.contains(&at) {
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
            .eye
            .iter()
            .copied()
            .filter(|&v| legal(board, v, mover))
            .collect();
        for m in moves {
            match self.lives(&after(board, m, mover), at, ply + 1, false) {
                Some(r) if r == defending => {
                    result = defending;
                    break;
                }
                Some(_) => {}
                None => unknown = true,
            }
        }
        if result != defending {
            // A pass; two in a row end it: the group lives only if it is already safe (it is not).
            let r = if passed {
                Some(false)
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
}

/// Judges an attempt: a wrong move is answered by the defender's living move.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Chain(wall) = problem.detail else {
        return words::wrong_form(problem);
    };
    let Attempt::Play(v) = *attempt else {
        return words::wrong_form(problem);
    };
    let mut game = problem.game();
    if let Err(e) = game.play(v) {
        return words::illegal(e);
    }
    let size = problem.size();
    let board = problem.position.board();
    let attacker = problem.learner();
    let defender = attacker.opponent();
    let (en, zh) = colour_word(defender);
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        return Verdict {
            correct: true,
            legal: true,
            explanation: Text::new(
                format!(
                    "Right: the vital point. {} cannot make two eyes now.",
                    capitalise(en)
                ),
                format!("对：这是要点。{zh}棋做不出两只眼了。"),
            ),
            ..Verdict::default()
        };
    }
    let eye: Vec<Vertex> = problem
        .marks
        .iter()
        .map(|m| Vertex::new(m.at[0], m.at[1]))
        .collect();
    let next = after(board, v, attacker);
    let refutation = eye
        .iter()
        .copied()
        .filter(|&m| legal(&next, m, defender))
        .find(|&m| {
            let mut s = Search {
                eye: eye.clone(),
                defender,
                memo: HashMap::new(),
                nodes: 0,
            };
            s.lives(&after(&next, m, defender), wall, 1, false) == Some(true)
        });
    match refutation {
        Some(r) => Verdict {
            legal: true,
            explanation: Text::new(
                format!(
                    "{} answers at {}: now it has two eyes and lives.",
                    capitalise(en),
                    pt(r, size)
                ),
                format!("{zh}棋在{}应，做成两只眼，活了。", pt(r, size)),
            ),
            refutation: Some(r),
            ..Verdict::default()
        },
        None => Verdict {
            legal: true,
            explanation: Text::new("That is not the vital point.", "这不是要点。"),
            ..Verdict::default()
        },
    }
}
