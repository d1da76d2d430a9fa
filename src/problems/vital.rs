//! Find the vital point of an eye shape (点眼): the textbook shapes — 直三, 弯三, 丁四, 刀把五,
//! 梅花五, 葡萄六 — built inside a wall of the defender's stones, itself walled in by the
//! attacker's, turned and mirrored into a corner, on an edge or in the middle. The learner
//! attacks; the answer is every move inside the eye space after which the defender, moving
//! next, cannot live, read out by the life-and-death search of [`super::life`] over the eye
//! space with passes (alive: Benson's unconditional life). A shape the search cannot decide
//! within its horizon (or whose answer rests on a ko or a seki) is refused. Attempts are
//! judged as life-and-death problems are: a wrong point is answered by the defender's
//! living move.
//!
//! Difficulty: 1 the threes, 2 the pyramid four, 3 the bulky five, 4 the flower five, 5 the
//! rabbity six (and any of them from 3 against the edge).

use crate::lesson::{MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::reading::{after, legal};
use super::life::LifeSearch;
use super::shape::{Symmetry, ring};
use super::words::{self, capitalise, colour_word};
use super::{AnswerForm, Ctx, Detail, Made, Solution};

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
    let wall = ring(size, &eye);
    let inside: Vec<Vertex> = eye.iter().chain(&wall).copied().collect();
    let outer = ring(size, &inside);
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
    let mut search = LifeSearch::new(&eye, defender);
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
        Detail::Life(wall[0], words::sorted(eye.clone())),
    );
    made.marks = words::marks(MarkKind::Square, &eye);
    Some(made)
}
