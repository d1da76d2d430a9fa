//! Cutting (切断, unit 7): two of the opponent's chains that would join if the opponent moved
//! next; find every move that cuts them apart. The dual of `connect` (`super::connect`), read
//! by the same search ([`Link`]) with the roles turned: the chains' owner is the opponent.
//!
//! A move *cuts* when, after it, the owner (to move) cannot join the two chains (one chain
//! with two liberties or more) within three moves of its own, the learner answering in
//! between, as `connect` reads it: the same candidate moves for both sides, the same bound
//! ([`super::connect::NODE_LIMIT`] positions, else the position is refused). A position is kept
//! only when the cut is needed now (the owner, moving first, joins them: else they are cut
//! already) and one to three moves cut (one or two from difficulty 4), from a local game with
//! nothing in atari. Moves more than two points from the marked stones are not read (as in
//! `connect`). A wrong move is answered by the owner's joining move the search found.
//!
//! Difficulty: the marked chains hold up to three stones together at 1, up to five at 2, at
//! least three, four and five at 3, 4 and 5; the local games grow as for the other kinds.

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Vertex};

use super::connect::{Link, MORE_MOVES, pairs};
use super::reading::{after, legal};
use super::tactics::{from_fight, position, rotated};
use super::words::{self, capitalise, colour_word, pt, sorted};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// The owner's moves within which it must join the chains: its first and [`MORE_MOVES`] more.
const OWNER_MOVES: u32 = MORE_MOVES + 1;

fn fits(d: u8, stones: usize) -> bool {
    match d {
        1 => stones <= 3,
        2 => stones <= 5,
        3 => stones >= 3,
        4 => stones >= 4,
        _ => stones >= 5,
    }
}

pub(crate) fn cut(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, true, |ctx, board, learner, rng| {
        let pairs = pairs(board, learner.opponent());
        rotated(&pairs, rng).find_map(|(a, b)| cut_on(ctx, board, learner, a, b))
    })
}

/// Every move that cuts the opponent's chains through `a` and `b`, if the position makes a
/// problem of the difficulty.
fn cut_on(ctx: &Ctx, board: &Board, learner: Color, a: Vertex, b: Vertex) -> Option<Made> {
    let d = ctx.difficulty;
    let stones = sorted([board.chain(a), board.chain(b)].concat());
    if !fits(d, stones.len()) {
        return None;
    }
    let owner = learner.opponent();
    let mut link = Link::new(board, a, b, owner);
    // The cut is needed now: moving first, the owner would join them.
    link.joining_move(board, OWNER_MOVES).ok()??;
    let most = if d >= 4 { 2 } else { 3 };
    let mut right = Vec::new();
    for m in link.moves(board) {
        if !legal(board, m, learner) {
            continue;
        }
        if link.joining_move(&after(board, m, learner), OWNER_MOVES).ok()?.is_none() {
            right.push(m);
            if right.len() > most {
                return None;
            }
        }
    }
    if right.is_empty() {
        return None;
    }
    let (me_en, me_zh) = colour_word(learner);
    let (them_en, them_zh) = colour_word(owner);
    let prompt = Text::new(
        format!(
            "{} to play. Cut the marked {them_en} stones apart, so that {} cannot connect them.",
            capitalise(me_en),
            capitalise(them_en)
        ),
        format!("{me_zh}先。把标记的{them_zh}子切断，不让{them_zh}棋连起来。"),
    );
    let mut made = Made::new(
        position(board, learner)?,
        prompt,
        AnswerForm::Move,
        Solution::Moves(sorted(right)),
        Detail::Pair(a, b),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    Some(made)
}

/// Judges an attempt: a cut is explained; any other move is answered by the owner's joining
/// move, which the page plays.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Pair(a, b) = problem.detail else {
        return words::wrong_form(problem);
    };
    let m = match words::legal_move(problem, attempt) {
        Ok(m) => m,
        Err(verdict) => return verdict,
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let (them_en, them_zh) = colour_word(learner.opponent());
    let them = capitalise(them_en);
    let at = pt(m, size);
    let stones = sorted([board.chain(a), board.chain(b)].concat());
    if problem.solution.moves().is_some_and(|r| r.contains(&m)) {
        return Verdict {
            correct: true,
            legal: true,
            explanation: Text::new(
                format!("{at} cuts: whatever {them} plays, the marked {them_en} stones cannot be connected."),
                format!("{at}切断了：{them_zh}棋怎么下，标记的{them_zh}子都连不起来了。"),
            ),
            marks: words::marks(MarkKind::Triangle, &stones),
            ..Verdict::default()
        };
    }
    let mut link = Link::new(board, a, b, learner.opponent());
    let join = link.joining_move(&after(board, m, learner), OWNER_MOVES).ok().flatten();
    let explanation = match join {
        Some(j) => Text::new(
            format!(
                "{at} does not cut: {them} answers at {}, and then joins the marked stones whatever you play.",
                pt(j, size)
            ),
            format!("{at}切不断：{them_zh}棋在{}应，之后你怎么下，它都能把标记的子连起来。", pt(j, size)),
        ),
        None => Text::new(
            format!("{at} does not cut the marked stones apart."),
            format!("{at}切不断标记的子。"),
        ),
    };
    Verdict {
        correct: false,
        legal: true,
        explanation,
        refutation: join,
        marks: words::marks(MarkKind::Triangle, &stones),
        ..Verdict::default()
    }
}
