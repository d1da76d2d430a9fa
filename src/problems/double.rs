//! Double atari (双叫吃, unit 8): the one move that puts two of the opponent's chains in atari
//! at once, so that one of them is captured whatever the opponent does.
//!
//! A move is a double atari that works when it captures nothing, leaves two opponent chains
//! or more (each with two liberties before it) with one liberty each, and after *every* reply
//! of the opponent (each empty point of the board, and a pass) at least one of them is still in
//! atari on a point where the learner may take it. That is read exhaustively, not searched: a
//! reply can only extend one chain, capture a stone next to it or connect the two, and every
//! reply is tried. The answer set is every such move of the board, and a problem is kept only
//! when there is exactly one. Positions come from local games with nothing in atari.
//!
//! Difficulty: two single stones at 1; chains of up to two stones at 2; at 3 three stones or
//! more in the two chains, or another opponent chain with two liberties beside them (an atari
//! on it is a single atari); from 4 something that looks like the answer: a *false* double
//! atari (a move that puts two chains in atari but fails: the opponent's answer saves both, by
//! connecting them, by capturing the stone that gives atari, or by an escape that gives atari
//! back), or at 4 another chain with two liberties and three stones in the two, at 5 two other
//! such chains.

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Vertex};

use super::reading::{Few, after, legal};
use super::shape::neighbours;
use super::tactics::{attack_prompt, from_fight, position};
use super::words::{self, capitalise, colour_word, liberties_en, pt, pts, sorted};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// What a move that gives atari to two chains or more does.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Double {
    /// Not a double atari: the opponent chains it leaves in atari (none or one).
    No(Vec<Vertex>),
    /// A double atari (one stone of each chain in atari) that captures whatever the reply.
    Works(Vec<Vertex>),
    /// A double atari the reply saves: the reply.
    Fails(Vec<Vertex>, Vertex),
}

/// The opponent chains (one stone of each) left in atari by the learner's move at `m`, among
/// those touching it that had two liberties or more before it.
fn ataris(board: &Board, next: &Board, m: Vertex, learner: Color) -> Vec<Vertex> {
    let mut out: Vec<Vertex> = Vec::new();
    let mut heads: Vec<usize> = Vec::new();
    for n in neighbours(board.size(), m) {
        if next.get(n) != Some(learner.opponent()) {
            continue;
        }
        let h = next.head_of(next.point(n));
        if heads.contains(&h) {
            continue;
        }
        heads.push(h);
        if Few::of(board, n).count() >= 2 && Few::of(next, n).count() == 1 {
            out.push(n);
        }
    }
    out
}

/// Whether one of the chains through `chains` is in atari on `board` on a point where the
/// learner may take it.
fn one_falls(board: &Board, chains: &[Vertex], learner: Color) -> bool {
    chains.iter().any(|&c| {
        board.get(c) == Some(learner.opponent()) && {
            let few = Few::of(board, c);
            few.count() == 1 && legal(board, few.list()[0], learner)
        }
    })
}

/// Judges the learner's move at `m` (legal) as a double atari.
pub(crate) fn double_at(board: &Board, m: Vertex, learner: Color) -> Double {
    let next = after(board, m, learner);
    if next.stone_count(learner.opponent()) != board.stone_count(learner.opponent()) {
        return Double::No(Vec::new());
    }
    let chains = ataris(board, &next, m, learner);
    if chains.len() < 2 {
        return Double::No(chains);
    }
    let opponent = learner.opponent();
    // Replies next to the chains or to the stone that gives atari first (they are the ones
    // that can save), then every other point.
    let mut replies: Vec<Vertex> = Vec::new();
    for &c in &chains {
        replies.extend(next.liberties(c));
    }
    replies.extend(next.liberties(m));
    for p in next.empty_points() {
        if !replies.contains(&p) {
            replies.push(p);
        }
    }
    for r in replies {
        if !legal(&next, r, opponent) {
            continue;
        }
        if !one_falls(&after(&next, r, opponent), &chains, learner) {
            return Double::Fails(chains, r);
        }
    }
    Double::Works(chains)
}

pub(crate) fn double_atari(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, true, |ctx, board, learner, _rng| double_in(ctx, board, learner))
}

/// The learner's moves that give atari to two opponent chains: the empty points that are a
/// liberty of two chains with two liberties each.
fn candidates(board: &Board, learner: Color) -> Vec<Vertex> {
    board
        .empty_points()
        .into_iter()
        .filter(|&e| {
            let mut heads: Vec<usize> = Vec::new();
            for n in neighbours(board.size(), e) {
                if board.get(n) == Some(learner.opponent()) && Few::of(board, n).count() == 2 {
                    let h = board.head_of(board.point(n));
                    if !heads.contains(&h) {
                        heads.push(h);
                    }
                }
            }
            heads.len() >= 2
        })
        .collect()
}

fn double_in(ctx: &Ctx, board: &Board, learner: Color) -> Option<Made> {
    let d = ctx.difficulty;
    let mut works: Vec<(Vertex, Vec<Vertex>)> = Vec::new();
    let mut fails = 0;
    for m in candidates(board, learner) {
        if !legal(board, m, learner) {
            continue;
        }
        match double_at(board, m, learner) {
            Double::Works(chains) => works.push((m, chains)),
            Double::Fails(..) => fails += 1,
            Double::No(_) => {}
        }
        if works.len() > 1 {
            return None;
        }
    }
    let [(m, chains)] = &works[..] else {
        return None;
    };
    let stones: Vec<usize> = chains.iter().map(|&c| board.chain(c).len()).collect();
    let total: usize = stones.iter().sum();
    // Other opponent chains with two liberties: an atari on one of them is a single atari.
    let others = board
        .chain_representatives()
        .into_iter()
        .filter(|&(c, colour)| {
            colour == learner.opponent()
                && Few::of(board, c).count() == 2
                && !chains.iter().any(|&t| board.chain(t).contains(&c))
        })
        .count();
    let fits = match d {
        1 => stones.iter().all(|&n| n == 1),
        2 => stones.iter().all(|&n| n <= 2),
        3 => total >= 3 || others > 0,
        4 => fails > 0 || (total >= 3 && others > 0),
        _ => fails > 0 || (total >= 3 && others >= 2),
    };
    if !fits {
        return None;
    }
    let prompt = attack_prompt(
        learner,
        |me, them| {
            format!("{me} to play. Find the double atari: one move that puts two {them} chains in atari at once, so that one of them is captured.")
        },
        |me, them| format!("{me}先。找出双叫吃：一步棋同时叫吃两块{them}棋，总能吃掉其中一块。"),
    );
    let mut made = Made::new(
        position(board, learner)?,
        prompt,
        AnswerForm::Move,
        Solution::Moves(vec![*m]),
        Detail::Point(*m),
    );
    made.line = line(board, *m, chains, learner);
    Some(made)
}

/// The double atari played out: the move, the opponent saving its biggest chain in atari (an
/// extension at its liberty, where it may play), and the learner taking another.
fn line(board: &Board, m: Vertex, chains: &[Vertex], learner: Color) -> Vec<Vertex> {
    let next = after(board, m, learner);
    let opponent = learner.opponent();
    let mut by_size: Vec<Vertex> = chains.to_vec();
    by_size.sort_by_key(|&c| std::cmp::Reverse(next.chain(c).len()));
    let mut out = vec![m];
    let save = by_size
        .iter()
        .map(|&c| Few::of(&next, c).list()[0])
        .find(|&l| legal(&next, l, opponent));
    let Some(r) = save else {
        return out;
    };
    let then = after(&next, r, opponent);
    out.push(r);
    if let Some(take) = chains.iter().find_map(|&c| {
        (then.get(c) == Some(opponent)).then(|| Few::of(&then, c)).and_then(|few| {
            (few.count() == 1 && legal(&then, few.list()[0], learner)).then(|| few.list()[0])
        })
    }) {
        out.push(take);
    }
    out
}

/// Judges an attempt at a double-atari problem.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let v = match words::legal_move(problem, attempt) {
        Ok(v) => v,
        Err(verdict) => return verdict,
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let next = after(board, v, learner);
    let (them_en, them_zh) = colour_word(learner.opponent());
    let (me_en, me_zh) = colour_word(learner);
    let chain_marks = |b: &Board, chains: &[Vertex]| {
        let stones: Vec<Vertex> = chains
            .iter()
            .filter(|&&c| b.get(c).is_some())
            .flat_map(|&c| b.chain(c))
            .collect();
        words::marks(MarkKind::Triangle, &sorted(stones))
    };
    match double_at(board, v, learner) {
        Double::Works(chains) => {
            let libs: Vec<Vertex> = sorted(chains.iter().map(|&c| Few::of(&next, c).list()[0]).collect());
            let at = pts(&libs, size);
            Verdict {
                correct: true,
                legal: true,
                explanation: Text::new(
                    format!(
                        "Double atari: the {them_en} chains are in atari at {}; {} can save only one, and {} takes the other.",
                        at.en,
                        capitalise(them_en),
                        capitalise(me_en)
                    ),
                    format!("双叫吃：{them_zh}棋在{}都被叫吃，只能救一块，{me_zh}棋吃掉另一块。", at.zh),
                ),
                marks: [chain_marks(&next, &chains), words::marks(MarkKind::Circle, &libs)].concat(),
                ..Verdict::default()
            }
        }
        Double::Fails(chains, r) => {
            let then = after(&next, r, learner.opponent());
            Verdict {
                legal: true,
                explanation: Text::new(
                    format!(
                        "Two chains are in atari, but {} answers at {} and neither can be captured now.",
                        capitalise(them_en),
                        pt(r, size)
                    ),
                    format!("两块棋都被叫吃了，可是{them_zh}棋在{}应，一块也吃不到了。", pt(r, size)),
                ),
                refutation: Some(r),
                marks: chain_marks(&then, &chains),
                ..Verdict::default()
            }
        }
        Double::No(chains) => {
            // One chain in atari: it runs out at its liberty (or is saved another way).
            let escape = chains.first().and_then(|&c| {
                let lib = Few::of(&next, c).list()[0];
                (legal(&next, lib, learner.opponent())
                    && Few::of(&after(&next, lib, learner.opponent()), c).count() >= 2)
                    .then_some((c, lib))
            });
            match escape {
                Some((c, r)) => {
                    let then = after(&next, r, learner.opponent());
                    let libs = sorted(then.liberties(c));
                    Verdict {
                        legal: true,
                        explanation: Text::new(
                            format!(
                                "That is atari on one chain only: {} runs out at {} and has {}.",
                                capitalise(them_en),
                                pt(r, size),
                                liberties_en(libs.len())
                            ),
                            format!("这只叫吃了一块棋：{them_zh}棋在{}长出，有{}口气。", pt(r, size), libs.len()),
                        ),
                        refutation: Some(r),
                        marks: [chain_marks(&then, &[c]), words::marks(MarkKind::Circle, &libs)].concat(),
                        ..Verdict::default()
                    }
                }
                None => Verdict {
                    legal: true,
                    explanation: Text::new(
                        "That does not put two chains in atari.",
                        "这步棋没有同时叫吃两块棋。",
                    ),
                    ..Verdict::default()
                },
            }
        }
    }
}
