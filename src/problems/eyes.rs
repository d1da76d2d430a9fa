//! The kinds about single points: is this a forbidden point (and why), is this eye real or
//! false. Forbidden points come from local games (the points where the learner's stone would
//! have no empty neighbour); eyes are built from the textbook shape, a point with the owner's
//! stones on every side and its diagonals held by either side, turned and mirrored into the
//! middle, an edge or a corner. The answer is always the engine's: `Game::check` (and the
//! preview's captures) for a forbidden point, `Game::eye_at` for an eye.
//!
//! Difficulty: forbidden points at 1 are surrounded by opponent stones only; from 3 the
//! learner's own stones may be next to the point (connecting to them is allowed, unless they
//! are in atari: then it fills their last liberty). Eyes at 1 are in the middle with clear
//! diagonals, at 2 on the edge or in the corner, from 3 anywhere, with the harder cases (one
//! opponent diagonal in the middle, still real) and more stones around.

use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, EyeKind, Game, IllegalMove, Position, RuleSet, Vertex};

use super::chains::fight_shape;
use super::shape::{Symmetry, diagonals, local_game_until, neighbours, on_edge, position_of};
use super::words::{self, capitalise, colour_word, pt, pts, stones_en};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) const FORBIDDEN: &str = "forbidden";
pub(crate) const CAPTURES: &str = "allowed-captures";
pub(crate) const ALLOWED: &str = "allowed";
pub(crate) const REAL: &str = "real";
pub(crate) const FALSE: &str = "false";

fn forbidden_options() -> Vec<Choice> {
    vec![
        Choice {
            value: FORBIDDEN.into(),
            label: Text::new(
                "Forbidden: no liberty, and it captures nothing",
                "禁着点：没有气，也提不了子",
            ),
        },
        Choice {
            value: CAPTURES.into(),
            label: Text::new("Allowed: it captures", "可以下：能提子"),
        },
        Choice {
            value: ALLOWED.into(),
            label: Text::new("Allowed: it has a liberty", "可以下：有气"),
        },
    ]
}

/// What the engine says of the learner's stone at `v`: forbidden, allowed because it
/// captures, or allowed with a liberty.
fn judge(game: &Game, v: Vertex) -> Option<&'static str> {
    match game.preview(v) {
        Err(IllegalMove::Suicide(_)) => Some(FORBIDDEN),
        Err(_) => None,
        Ok(p) if !p.captures.is_empty() => Some(CAPTURES),
        Ok(_) => Some(ALLOWED),
    }
}

pub(crate) fn forbidden(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    // The answer is drawn first, so that the three come up equally often.
    let want = [FORBIDDEN, CAPTURES, ALLOWED][rng.below(3)];
    let (window, moves) = fight_shape(ctx, rng);
    local_game_until(ctx.size, window, moves, 6, rng, |game, rng| {
        let first = if rng.below(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        [first, first.opponent()]
            .into_iter()
            .find_map(|learner| forbidden_in(ctx, position_of(game, learner), want, rng))
    })
}

fn forbidden_in(ctx: &Ctx, position: Position, want: &'static str, rng: &mut Rng) -> Option<Made> {
    let learner = position.to_move();
    let size = position.size();
    let board = position.board();
    let game = Game::from_position(position.clone(), RuleSet::Chinese.rules());
    let candidates: Vec<Vertex> = size
        .vertices()
        .filter(|&v| {
            board.get(v).is_none() && {
                let opponent_only =
                    neighbours(size, v).all(|n| board.get(n) == Some(learner.opponent()));
                let no_empty = neighbours(size, v).all(|n| board.get(n).is_some());
                // Difficulty 1–2: surrounded by the opponent alone; from 3 the learner's own
                // stones may touch it too (at least one opponent stone).
                if ctx.difficulty <= 2 {
                    opponent_only
                } else {
                    no_empty
                        && neighbours(size, v).any(|n| board.get(n) == Some(learner.opponent()))
                }
            }
        })
        .filter(|&v| judge(&game, v) == Some(want))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let v = candidates[rng.below(candidates.len())];
    let (en, zh) = colour_word(learner);
    let prompt = Text::new(
        format!(
            "{} to play. May {en} play on the marked point? If not, why not?",
            capitalise(en)
        ),
        format!("{zh}先。{zh}能下在标记的点上吗？为什么？"),
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Choice,
        Solution::Choice(want.into()),
        Detail::Point(v),
    );
    made.options = forbidden_options();
    made.marks = vec![crate::lesson::Mark::new(MarkKind::Circle, v)];
    Some(made)
}

/// The eye's point and owner, built: the owner's stones on every side, the diagonals held as
/// the answer needs, and a few stones around so that every chain has liberties.
pub(crate) fn eye(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let size = ctx.size;
    let d = ctx.difficulty;
    let sym = Symmetry::random(rng);
    // Where: 0 the middle, 1 the edge, 2 the corner (in local coordinates from a corner).
    let place = match d {
        1 => 0,
        2 => 1 + rng.below(2),
        _ => rng.below(3),
    };
    let (ex, ey) = match place {
        0 => (2 + rng.below(2) as i16, 2 + rng.below(2) as i16),
        1 => (0, 2 + rng.below(2) as i16),
        _ => (0, 0),
    };
    let e = sym.apply(size, ex, ey)?;
    let owner = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let other = owner.opponent();
    let want_false = rng.below(2) == 0;
    let diag: Vec<Vertex> = diagonals(size, e).collect();
    // Diagonal points the opponent needs for a false eye: two in the middle, one on the edge.
    let needed = if on_edge(size, e) { 1 } else { 2 };
    let held = if want_false {
        needed + rng.below(diag.len() - needed + 1).min(usize::from(d >= 4))
    } else if d >= 3 && needed == 2 && rng.below(2) == 0 {
        1
    } else {
        0
    };
    let mut stones: Vec<(Vertex, Color)> = neighbours(size, e).map(|n| (n, owner)).collect();
    let mut order = diag.clone();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    for (i, &g) in order.iter().enumerate() {
        if i < held {
            stones.push((g, other));
        } else if d <= 2 || rng.below(3) > 0 {
            // The owner's stones on the other diagonals (from 3, sometimes left empty).
            stones.push((g, owner));
        }
    }
    // Outside support: each stone gets a friend on a free point away from the eye, so that
    // no chain is left without liberties and the shape reads as part of a game.
    let mut extra = Vec::new();
    for &(s, c) in &stones {
        let away: Vec<Vertex> = neighbours(size, s)
            .filter(|&n| {
                n != e
                    && !stones.iter().any(|&(t, _)| t == n)
                    && !extra.iter().any(|&(t, _)| t == n)
            })
            .collect();
        if !away.is_empty() && (c == other || rng.below(2) == 0 || d >= 3) {
            extra.push((away[rng.below(away.len())], c));
        }
    }
    stones.extend(extra);
    let learner = if rng.below(2) == 0 { owner } else { other };
    let position = Position::from_stones(size, &stones, learner).ok()?;
    let game = Game::from_position(position.clone(), RuleSet::Chinese.rules());
    // Every stone's chain with two liberties or more: nothing to capture at once, so the
    // question is only the eye.
    if game
        .board()
        .chain_representatives()
        .iter()
        .any(|&(v, _)| game.board().liberty_count(v) < 2)
    {
        return None;
    }
    let (eye_owner, kind) = game.eye_at(e)?;
    if eye_owner != owner {
        return None;
    }
    // The explanation counts diagonals; an eye whose stones are all one chain is real however
    // many the opponent holds, and would need another explanation: refused.
    let held_now = diagonals(size, e)
        .filter(|&g| game.board().get(g) == Some(other))
        .count();
    if (kind == EyeKind::False) != (held_now >= needed) {
        return None;
    }
    let answer = if kind == EyeKind::Real { REAL } else { FALSE };
    let (en, zh) = colour_word(owner);
    let prompt = Text::new(
        format!("Is the marked point a real eye or a false eye of {en}'s?"),
        format!("标记的点是{zh}棋的真眼还是假眼？"),
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Choice,
        Solution::Choice(answer.into()),
        Detail::Point(e),
    );
    made.options = vec![
        Choice {
            value: REAL.into(),
            label: Text::new("A real eye", "真眼"),
        },
        Choice {
            value: FALSE.into(),
            label: Text::new("A false eye", "假眼"),
        },
    ];
    made.marks = vec![crate::lesson::Mark::new(MarkKind::Circle, e)];
    Some(made)
}

/// Judges an attempt for the point kinds.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let super::Detail::Point(v) = problem.detail else {
        return words::wrong_form(problem);
    };
    let size = problem.size();
    let game = problem.game();
    let learner = problem.learner();
    let board = game.board();
    match problem.request.kind {
        super::Kind::Forbidden => {
            let (en, zh) = colour_word(learner);
            let explain = match game.preview(v) {
                Err(_) => Text::new(
                    format!(
                        "A {en} stone at {} would have no liberty and would capture nothing: it is a forbidden point.",
                        pt(v, size)
                    ),
                    format!("{zh}子下在{}没有气，也提不了子：是禁着点。", pt(v, size)),
                ),
                Ok(p) if !p.captures.is_empty() => Text::new(
                    format!(
                        "A {en} stone at {} takes the last liberty of {} and captures them, so it is allowed.",
                        pt(v, size),
                        stones_en(p.captures.len())
                    ),
                    format!(
                        "{zh}子下在{}，紧掉对方{}个子的最后一口气，把它们提掉，所以可以下。",
                        pt(v, size),
                        p.captures.len()
                    ),
                ),
                Ok(p) => Text::new(
                    format!(
                        "A {en} stone at {} joins the {en} stones next to it and has {} (marked), so it is allowed.",
                        pt(v, size),
                        words::liberties_en(p.liberties)
                    ),
                    format!(
                        "{zh}子下在{}和旁边的{zh}子连在一起，有{}口气（已标出），所以可以下。",
                        pt(v, size),
                        p.liberties
                    ),
                ),
            };
            let mut verdict = words::check_choice(problem, attempt, &explain);
            if let Ok(p) = game.preview(v) {
                verdict.marks = if p.captures.is_empty() {
                    let mut after = game.clone();
                    let _ = after.play(v);
                    words::marks(MarkKind::Circle, &after.board().liberties(v))
                } else {
                    words::marks(MarkKind::Cross, &p.captures)
                };
            }
            verdict
        }
        _ => {
            let owner = board
                .get(super::shape::neighbours(size, v).next().unwrap_or(v))
                .unwrap_or(learner);
            let (en, zh) = colour_word(owner.opponent());
            let held: Vec<Vertex> = diagonals(size, v)
                .filter(|&g| board.get(g) == Some(owner.opponent()))
                .collect();
            let needed = if on_edge(size, v) { 1 } else { 2 };
            let p = pts(&held, size);
            let explain = if held.len() >= needed {
                Text::new(
                    format!(
                        "{} holds {} of its diagonal points ({}), so the stones around it can be cut apart and captured: a false eye.",
                        capitalise(en),
                        held.len(),
                        p.en
                    ),
                    format!(
                        "{zh}棋占了{}个斜角（{}），周围的子会被断开吃掉：是假眼。",
                        held.len(),
                        p.zh
                    ),
                )
            } else if on_edge(size, v) {
                Text::new(
                    format!(
                        "On the edge one diagonal point held by {en} would make it false; it holds none: a real eye."
                    ),
                    format!("在边上，{zh}棋占一个斜角就是假眼；一个也没占：是真眼。"),
                )
            } else {
                Text::new(
                    format!(
                        "In the middle {en} needs two of the diagonal points to make it false; it holds {}: a real eye.",
                        held.len()
                    ),
                    format!(
                        "在中间，{zh}棋要占两个斜角才是假眼；只占了{}个：是真眼。",
                        held.len()
                    ),
                )
            };
            let mut verdict = words::check_choice(problem, attempt, &explain);
            verdict.marks = words::marks(MarkKind::Triangle, &held);
            verdict
        }
    }
}
