//! The reading kinds: atari from the right side, escape from atari (or see that it fails),
//! capture in two moves (double atari, ladder, net, snapback). Positions come from local
//! games; every answer is read out by [`super::reading`] over *every* legal move, and a
//! position any of whose moves the search cannot decide is refused.
//!
//! Difficulty: the local game grows as for the chain kinds; at 1 the answer is short (the
//! escape is a plain extension to three liberties, the atari drives the chain into the edge at
//! once), above 2 the reading is longer (ladders, an escape by capturing, or no escape at all),
//! and at 4–5 `capture-two` asks for nets and snapbacks as well as ladders and double ataris.

use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Game, Position, Vertex};

use super::chains::{chains, fight_shape};
use super::reading::{self, Unknown, after, legal};
use super::shape::{local_game_until, position_of};
use super::words::{self, capitalise, colour_word, liberties_en, pt, pts, sorted};
use super::{AnswerForm, Choice, Ctx, Detail, Kind, Made, Problem, Solution, Verdict};

/// The escape kind's answer when nothing saves the chain.
pub(crate) const CANNOT_ESCAPE: &str = "cannot-escape";

/// Tries `make` on the positions of a local game, for each side as the learner.
fn from_fight(
    ctx: &Ctx,
    rng: &mut Rng,
    make: impl Fn(&Ctx, Position, &mut Rng) -> Option<Made>,
) -> Option<Made> {
    let (window, moves) = fight_shape(ctx, rng);
    local_game_until(ctx.size, window, moves, 4, rng, |game, rng| {
        let first = if rng.below(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        [first, first.opponent()]
            .into_iter()
            .find_map(|learner| make(ctx, position_of(game, learner), rng))
    })
}

pub(crate) fn atari(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, atari_in)
}

fn atari_in(ctx: &Ctx, position: Position, rng: &mut Rng) -> Option<Made> {
    let learner = position.to_move();
    let board = position.board();
    let game = Game::from_position(position.clone(), crate::RuleSet::Chinese.rules());
    // Nothing in atari on either side: the question is only the atari.
    if !game.chains_in_atari(learner).is_empty()
        || !game.chains_in_atari(learner.opponent()).is_empty()
    {
        return None;
    }
    let targets: Vec<_> = chains(&game)
        .into_iter()
        .filter(|(c, s, l)| *c != learner && l.len() == 2 && (ctx.difficulty == 1 || s.len() >= 2))
        .collect();
    if targets.is_empty() {
        return None;
    }
    let (_, stones, libs) = targets[rng.below(targets.len())].clone();
    let mut right = Vec::new();
    let mut line = Vec::new();
    for &a in &libs {
        if !legal(board, a, learner) {
            return None;
        }
        let next = after(board, a, learner);
        match reading::escape(&next, stones[0]) {
            Err(Unknown) => return None,
            Ok(None) => {
                right.push(a);
                line = reading::line(board, stones[0], a, false);
            }
            Ok(Some(_)) => {}
        }
    }
    // Exactly one of the two ataris works.
    if right.len() != 1 {
        return None;
    }
    // Difficulty 1–2: a short chase; 3 and up: a ladder of several moves.
    let long = line.len() > 5;
    if (ctx.difficulty <= 2 && long) || (ctx.difficulty >= 4 && !long) {
        return None;
    }
    let (en, zh) = colour_word(learner.opponent());
    let prompt = Text::new(
        format!(
            "{} to play. Give atari to the marked {en} stones from the side that captures them.",
            capitalise(colour_word(learner).0)
        ),
        format!(
            "{}先。从正确的方向叫吃标记的{zh}子，把它吃掉。",
            colour_word(learner).1
        ),
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Move,
        Solution::Moves(right),
        Detail::Chain(stones[0]),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    made.line = line;
    Some(made)
}

pub(crate) fn escape(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, |ctx, position, rng| {
        escape_in(ctx, position.clone(), rng).or_else(|| escape_after_atari(ctx, position, rng))
    })
}

/// A chain of the learner's with two liberties is given atari by one more opponent stone
/// (as if the learner had not answered it), when that stone is not in atari itself.
fn escape_after_atari(ctx: &Ctx, position: Position, rng: &mut Rng) -> Option<Made> {
    let learner = position.to_move();
    let game = Game::from_position(position.clone(), crate::RuleSet::Chinese.rules());
    let min = [1, 1, 2, 2, 3][usize::from(ctx.difficulty) - 1];
    // The atari at one liberty; the extension at the other gives three liberties or more
    // (counting the atari's point, still empty here: four) at difficulty 1, fewer from 3.
    let board = position.board();
    let mut options: Vec<Vertex> = Vec::new();
    for (c, s, l) in chains(&game) {
        if c != learner || l.len() != 2 || s.len() < min {
            continue;
        }
        for (at, other) in [(l[0], l[1]), (l[1], l[0])] {
            let roomy = legal(board, other, learner)
                && after(board, other, learner).liberty_count(s[0]) >= 4;
            if ctx.difficulty == 2 || roomy == (ctx.difficulty == 1) {
                options.push(at);
            }
        }
    }
    if options.is_empty() {
        return None;
    }
    let start = rng.below(options.len());
    let stones: Vec<(Vertex, Color)> = position.board().stones().collect();
    (0..options.len()).find_map(|i| {
        let at = options[(start + i) % options.len()];
        let mut with = stones.clone();
        with.push((at, learner.opponent()));
        let with = Position::from_stones(position.size(), &with, learner).ok()?;
        if with.board().liberty_count(at) < 2 && ctx.difficulty <= 2 {
            return None;
        }
        escape_in(ctx, with, rng)
    })
}

fn escape_in(ctx: &Ctx, position: Position, _rng: &mut Rng) -> Option<Made> {
    let learner = position.to_move();
    let board = position.board();
    let game = Game::from_position(position.clone(), crate::RuleSet::Chinese.rules());
    let mine = game.chains_in_atari(learner);
    // One chain of the learner's in atari, the question's.
    if mine.len() != 1 {
        return None;
    }
    let stones = sorted(mine[0].clone());
    let target = stones[0];
    let mut saves = Vec::new();
    for m in reading::rescues(board, target)
        .into_iter()
        .filter(|&m| legal(board, m, learner))
    {
        let next = after(board, m, learner);
        if next.get(target).is_none() {
            continue;
        }
        match reading::capture(&next, target, false) {
            Err(Unknown) => return None,
            Ok(None) => saves.push(m),
            Ok(Some(_)) => {}
        }
    }
    if saves.len() > 2 {
        return None;
    }
    let lib = board.liberties(target)[0];
    let plain = saves.contains(&lib) && after(board, lib, learner).liberty_count(target) >= 3;
    let fits = match ctx.difficulty {
        1 => plain && saves.len() == 1,
        2 => !saves.is_empty(),
        _ => !plain,
    };
    if !fits || stones.len() < [1, 1, 2, 2, 3][usize::from(ctx.difficulty) - 1] {
        return None;
    }
    let (en, zh) = colour_word(learner);
    let prompt = Text::new(
        format!(
            "{} to play. The marked {en} stones are in atari: save them, or say that they cannot escape.",
            capitalise(en)
        ),
        format!("{zh}先。标记的{zh}子被叫吃了：救出它们，如果逃不掉，就说逃不掉。"),
    );
    let solution = if saves.is_empty() {
        Solution::Choice(CANNOT_ESCAPE.into())
    } else {
        Solution::Moves(saves)
    };
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Move,
        solution,
        Detail::Chain(target),
    );
    made.options = vec![Choice {
        value: CANNOT_ESCAPE.into(),
        label: Text::new("They cannot escape", "逃不掉"),
    }];
    made.marks = words::marks(MarkKind::Triangle, &stones);
    Some(made)
}

pub(crate) fn capture_two(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, capture_two_in)
}

fn capture_two_in(ctx: &Ctx, position: Position, rng: &mut Rng) -> Option<Made> {
    let learner = position.to_move();
    let board = position.board();
    let game = Game::from_position(position.clone(), crate::RuleSet::Chinese.rules());
    if !game.chains_in_atari(learner).is_empty()
        || !game.chains_in_atari(learner.opponent()).is_empty()
    {
        return None;
    }
    let nets = ctx.difficulty >= 3;
    let targets: Vec<_> = chains(&game)
        .into_iter()
        .filter(|(c, _, l)| *c != learner && l.len() == 2)
        .collect();
    if targets.is_empty() {
        return None;
    }
    let (_, stones, _) = targets[rng.below(targets.len())].clone();
    let target = stones[0];
    // Quick refusal before reading every move.
    if !matches!(reading::capture(board, target, nets), Ok(Some(_))) {
        return None;
    }
    let mut right = Vec::new();
    for m in reading::near(board, target)
        .into_iter()
        .filter(|&m| legal(board, m, learner))
    {
        if !nets && !board.liberties(target).contains(&m) {
            continue;
        }
        let next = after(board, m, learner);
        if next.get(target).is_none() {
            continue;
        }
        match reading::escape(&next, target) {
            Err(Unknown) => return None,
            Ok(None) => right.push(m),
            Ok(Some(_)) => {}
        }
    }
    if right.is_empty() || right.len() > 2 {
        return None;
    }
    let libs = board.liberties(target);
    let on_liberty = right.iter().all(|m| libs.contains(m));
    // Harder: the key move is not on the chain's liberties (a net, a throw-in elsewhere).
    if (ctx.difficulty <= 2 && !on_liberty) || (ctx.difficulty == 5 && on_liberty) {
        return None;
    }
    let (en, zh) = colour_word(learner.opponent());
    let prompt = Text::new(
        format!(
            "{} to play. Capture the marked {en} stones (it takes more than one move).",
            capitalise(colour_word(learner).0)
        ),
        format!(
            "{}先。吃掉标记的{zh}子（要走不止一步）。",
            colour_word(learner).1
        ),
    );
    let line = reading::line(board, target, right[0], nets);
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Move,
        Solution::Moves(right),
        Detail::Chain(target),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    made.line = line;
    Some(made)
}

/// Judges an attempt for the reading kinds.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Chain(target) = problem.detail else {
        return words::wrong_form(problem);
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let stones = sorted(board.chain(target));
    if let Attempt::Answer(a) = attempt
        && problem.request.kind == Kind::Escape
    {
        let correct =
            a.trim() == CANNOT_ESCAPE && problem.solution == Solution::Choice(CANNOT_ESCAPE.into());
        let explanation = match &problem.solution {
            Solution::Choice(_) => Text::new(
                "Right: whatever they do, the stones are captured.",
                "对：怎么走都会被吃掉。",
            ),
            _ => Text::new("They can escape: look again.", "能逃出来，再想一想。"),
        };
        return Verdict {
            correct,
            legal: true,
            explanation,
            ..Verdict::default()
        };
    }
    let Attempt::Play(v) = *attempt else {
        return words::wrong_form(problem);
    };
    let mut game = problem.game();
    if let Err(e) = game.play(v) {
        return words::illegal(e);
    }
    let next = after(board, v, learner);
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        let explanation = match problem.request.kind {
            Kind::Escape => {
                let libs = next.liberty_count(target);
                Text::new(
                    format!(
                        "Saved: the stones now have {}, and cannot be captured.",
                        liberties_en(libs)
                    ),
                    format!("救出来了：现在有{libs}口气，吃不掉了。"),
                )
            }
            _ => {
                let rest = problem.line.len().saturating_sub(1);
                let shown = pts(&problem.line[1.min(problem.line.len())..], size);
                if rest == 0 {
                    Text::new("Right: the stones cannot escape.", "对：这些子逃不掉了。")
                } else {
                    Text::new(
                        format!("Right: they cannot escape ({}).", shown.en),
                        format!("对：逃不掉了（{}）。", shown.zh),
                    )
                }
            }
        };
        return Verdict {
            correct: true,
            legal: true,
            explanation,
            marks: words::marks(MarkKind::Triangle, &stones),
            ..Verdict::default()
        };
    }
    let (en, zh) = colour_word(learner.opponent());
    match problem.request.kind {
        Kind::Escape => {
            // The opponent captures: at once, or by the first move of its forced attack.
            if next.get(target).is_none() {
                return Verdict {
                    legal: true,
                    explanation: Text::new("Your own stones are taken off.", "自己的子没有气了。"),
                    ..Verdict::default()
                };
            }
            let refutation = reading::capture(&next, target, false).ok().flatten();
            let libs = sorted(next.liberties(target));
            Verdict {
                legal: true,
                explanation: match refutation {
                    Some(r) => Text::new(
                        format!(
                            "{} answers at {}: the stones still cannot get away.",
                            capitalise(en),
                            pt(r, size)
                        ),
                        format!("{zh}在{}应，还是逃不掉。", pt(r, size)),
                    ),
                    None => Text::new("That does not save them.", "这样救不出来。"),
                },
                refutation,
                marks: [
                    words::marks(MarkKind::Triangle, &sorted(next.chain(target))),
                    words::marks(MarkKind::Circle, &libs),
                ]
                .concat(),
                ..Verdict::default()
            }
        }
        _ => {
            let escape = if next.get(target).is_some() {
                reading::escape(&next, target).ok().flatten()
            } else {
                None
            };
            let Some(r) = escape else {
                return Verdict {
                    legal: true,
                    explanation: Text::new("That does not capture them.", "这样吃不掉。"),
                    ..Verdict::default()
                };
            };
            let then = after(&next, r, learner.opponent());
            let libs = sorted(then.liberties(target));
            Verdict {
                legal: true,
                explanation: Text::new(
                    format!(
                        "{} escapes at {}: the stones now have {}.",
                        capitalise(en),
                        pt(r, size),
                        liberties_en(libs.len())
                    ),
                    format!("{zh}在{}逃出，现在有{}口气。", pt(r, size), libs.len()),
                ),
                refutation: Some(r),
                marks: [
                    words::marks(MarkKind::Triangle, &sorted(then.chain(target))),
                    words::marks(MarkKind::Circle, &libs),
                ]
                .concat(),
                ..Verdict::default()
            }
        }
    }
}
