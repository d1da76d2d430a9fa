//! Who wins this capturing race (对杀)? Two chains side by side from the edge, each with only
//! outside liberties (外气) against the other side's wall, built with the liberties each needs;
//! turned and mirrored into any corner. The answer is read out by a search that fills
//! liberties in turn (either chain's, or a pass) until one chain is taken; the position is
//! refused if the search cannot decide it.
//!
//! Difficulty: at 1 the chains are two stones long and one has more liberties; at 2 three long;
//! from 3 four long, and the liberties may be equal, when the side to move wins.

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::reading::{after, legal};
use super::shape::Symmetry;
use super::words::{self, capitalise, colour_word};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) fn race(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let d = ctx.difficulty;
    let len: i16 = match d {
        1 => 2,
        2 => 3,
        _ => 4,
    };
    let sym = Symmetry::random(rng);
    let a: i16 = 3;
    let libs_left = 1 + rng.below(len as usize) as i16;
    let libs_right = 1 + rng.below(len as usize) as i16;
    if d <= 2 && libs_left == libs_right {
        return None;
    }
    let (left, right) = if rng.below(2) == 0 {
        (Color::Black, Color::White)
    } else {
        (Color::White, Color::Black)
    };
    let mut stones: Vec<(i16, i16, Color)> = Vec::new();
    for y in 0..len {
        stones.push((a, y, left));
        stones.push((a + 1, y, right));
        // The walls, and the outside liberties filled from the far end.
        stones.push((a - 2, y, right));
        stones.push((a + 3, y, left));
        if y >= libs_left {
            stones.push((a - 1, y, right));
        }
        if y >= libs_right {
            stones.push((a + 2, y, left));
        }
    }
    for x in a - 2..=a {
        stones.push((x, len, right));
    }
    for x in a + 1..=a + 3 {
        stones.push((x, len, left));
    }
    let placed: Vec<(Vertex, Color)> = stones
        .iter()
        .map(|&(x, y, c)| sym.apply(size, x, y).map(|v| (v, c)))
        .collect::<Option<_>>()?;
    let to_move = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let position = Position::from_stones(size, &placed, to_move).ok()?;
    let board = position.board();
    let l = sym.apply(size, a, 0)?;
    let r = sym.apply(size, a + 1, 0)?;
    // The walls are safe: three liberties or more.
    for &(v, _) in &placed {
        if board.chain(v).len() > 1
            && !board.chain(v).contains(&l)
            && !board.chain(v).contains(&r)
            && board.liberty_count(v) < 3
        {
            return None;
        }
    }
    let (black, white) = if left == Color::Black { (l, r) } else { (r, l) };
    let winner = winner(board, to_move, black, white, 0)?;
    let (en, zh) = colour_word(to_move);
    let prompt = Text::new(
        format!(
            "{} to play. Who wins the capturing race between the marked chains?",
            capitalise(en)
        ),
        format!("{zh}先。标记的两块棋对杀，谁胜？"),
    );
    let answer = if winner == Color::Black {
        "black"
    } else {
        "white"
    };
    let mut chains = board.chain(black);
    chains.extend(board.chain(white));
    let mut made = Made::new(
        position.clone(),
        prompt,
        AnswerForm::Choice,
        Solution::Choice(answer.into()),
        Detail::Race(black, white),
    );
    made.options = vec![
        Choice {
            value: "black".into(),
            label: Text::new("Black wins", "黑胜"),
        },
        Choice {
            value: "white".into(),
            label: Text::new("White wins", "白胜"),
        },
    ];
    made.marks = words::marks(MarkKind::Triangle, &words::sorted(chains));
    Some(made)
}

/// The race's winner with `to_move` to play, or `None` past the horizon.
fn winner(board: &Board, to_move: Color, black: Vertex, white: Vertex, ply: u32) -> Option<Color> {
    if board.get(black) != Some(Color::Black) {
        return Some(Color::White);
    }
    if board.get(white) != Some(Color::White) {
        return Some(Color::Black);
    }
    if ply > 20 {
        return None;
    }
    let mut moves = board.liberties(black);
    moves.extend(board.liberties(white));
    let moves = words::sorted(moves);
    let mut unknown = false;
    for m in moves {
        if !legal(board, m, to_move) {
            continue;
        }
        match winner(
            &after(board, m, to_move),
            to_move.opponent(),
            black,
            white,
            ply + 1,
        ) {
            Some(w) if w == to_move => return Some(to_move),
            Some(_) => {}
            None => unknown = true,
        }
    }
    if unknown {
        None
    } else {
        Some(to_move.opponent())
    }
}

/// Judges the answer: the liberties counted by the engine explain it.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Race(black, white) = problem.detail else {
        return words::wrong_form(problem);
    };
    let board = problem.position.board();
    let (b, w) = (board.liberty_count(black), board.liberty_count(white));
    let mover = problem.learner();
    let (en, zh) = colour_word(mover);
    let explain = Text::new(
        format!(
            "Black has {}, White {}, with no liberty in common; {en} moves first and fills the other's liberties one by one: {}.",
            words::liberties_en(b),
            words::liberties_en(w),
            if problem.solution.choice() == Some("black") {
                "Black wins"
            } else {
                "White wins"
            }
        ),
        format!(
            "黑棋{b}口气，白棋{w}口气，没有公气；{zh}先，一口一口紧对方的气：{}。",
            if problem.solution.choice() == Some("black") {
                "黑胜"
            } else {
                "白胜"
            }
        ),
    );
    words::check_choice(problem, attempt, &explain)
}
