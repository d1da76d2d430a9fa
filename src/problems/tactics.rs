//! The reading kinds: atari from the right side, escape from atari (or see that it fails),
//! capture in two moves (double atari, ladder, net, snapback). Positions come from local
//! games; every answer is read out by [`super::reading`] over *every* legal move, and a
//! position any of whose moves the search cannot decide is refused.
//!
//! Difficulty: the local game grows as for the chain kinds; at 1 the answer is short (the
//! escape is a plain extension to three liberties, the atari drives the chain into the edge at
//! once), above 2 the reading is longer (ladders, an escape by capturing, or no escape at all),
//! and at 4–5 `capture-two` asks for nets and snapbacks as well as ladders and double ataris.
//!
//! Speed: every chain of a position that can be the question is tried (not one drawn at
//! random), so that fewer local games are played; the cheap refusals (a chain in atari, a
//! chain that escapes by an extension to four liberties) come before any reading; at
//! `capture-two` 5 the moves off the liberties are read first and the liberties only when one
//! of them works.

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Position, Vertex};

use super::chains::fight_shape;
use super::ladder::{Capture, fits_ladder_net, ladder_step, shape_of};
use super::reading::{self, Few, Unknown, after, legal};
use super::shape::local_game_until;
use super::words::{self, capitalise, colour_word, liberties_en, pt, pts, sorted};
use super::{AnswerForm, Choice, Ctx, Detail, Kind, Made, Problem, Solution, Verdict};

/// The escape kind's answer when nothing saves the chain.
pub(crate) const CANNOT_ESCAPE: &str = "cannot-escape";

/// Tries `make` on the positions of a local game, for each side as the learner. `make` is
/// given the board (with no ko point: the problem starts from a setup) and the learner, and
/// does its cheap refusals on the board before anything is built or read.
pub(crate) fn from_fight(
    ctx: &Ctx,
    rng: &mut Rng,
    quiet: bool,
    make: impl Fn(&Ctx, &Board, Color, &mut Rng) -> Option<Made>,
) -> Option<Made> {
    let (window, moves) = fight_shape(ctx, rng);
    local_game_until(ctx.size, window, moves, 4, rng, |game, rng| {
        let first = if rng.below(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        // Nothing in atari on either side: the question is only the atari or the capture.
        if quiet && !chains_with(game.board(), None, 1).is_empty() {
            return None;
        }
        let mut board = game.board().clone();
        board.clear_ko();
        [first, first.opponent()]
            .into_iter()
            .find_map(|learner| make(ctx, &board, learner, rng))
    })
}

/// One stone (the first, row by row) of each chain of `color` (of either colour for
/// `None`) with exactly `libs` liberties (1 or 2).
pub(crate) fn chains_with(board: &Board, color: Option<Color>, libs: usize) -> Vec<Vertex> {
    board
        .chain_representatives()
        .into_iter()
        .filter(|&(v, c)| color.is_none_or(|k| k == c) && Few::of(board, v).count() == libs)
        .map(|(v, _)| v)
        .collect()
}

/// The position of `board` with `learner` to move.
pub(crate) fn position(board: &Board, learner: Color) -> Option<Position> {
    Position::from_stones(board.size(), &board.stones().collect::<Vec<_>>(), learner).ok()
}

/// Each of `items` once, from a random one on: every candidate of a position is tried, so
/// that fewer local games are played, and not always the first.
pub(crate) fn rotated<'a, T: Copy>(items: &'a [T], rng: &mut Rng) -> impl Iterator<Item = T> + 'a {
    let start = if items.is_empty() {
        0
    } else {
        rng.below(items.len())
    };
    (0..items.len()).map(move |i| items[(start + i) % items.len()])
}

pub(crate) fn atari(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, true, atari_in)
}

fn atari_in(ctx: &Ctx, board: &Board, learner: Color, rng: &mut Rng) -> Option<Made> {
    let targets: Vec<Vertex> = chains_with(board, Some(learner.opponent()), 2)
        .into_iter()
        .filter(|&t| ctx.difficulty == 1 || board.chain(t).len() >= 2)
        .collect();
    rotated(&targets, rng).find_map(|t| atari_on(ctx, board, learner, t))
}

/// The atari problem on the chain through `target` (two liberties), if exactly one of its
/// two ataris captures it and the chase is as long as the difficulty asks.
fn atari_on(ctx: &Ctx, board: &Board, learner: Color, target: Vertex) -> Option<Made> {
    let libs = board.liberties(target);
    let mut right = Vec::new();
    let mut line = Vec::new();
    for &a in &libs {
        if !legal(board, a, learner) {
            return None;
        }
        let next = after(board, a, learner);
        match reading::escape(&next, target) {
            Err(Unknown) => return None,
            Ok(None) => {
                right.push(a);
                line = reading::line(board, target, a, false);
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
    let prompt = attack_prompt(
        learner,
        |me, them| {
            format!("{me} to play. Give atari to the marked {them} stones from the side that captures them.")
        },
        |me, them| format!("{me}先。从正确的方向叫吃标记的{them}子，把它吃掉。"),
    );
    chain_problem(board, learner, target, prompt, right, line)
}

/// The question's words: the learner's colour (capitalised in English) and the colour of the
/// stones to capture, put into each language's sentence.
pub(crate) fn attack_prompt(
    learner: Color,
    en: impl Fn(&str, &str) -> String,
    zh: impl Fn(&str, &str) -> String,
) -> Text {
    let (me_en, me_zh) = colour_word(learner);
    let (them_en, them_zh) = colour_word(learner.opponent());
    Text::new(en(&capitalise(me_en), them_en), zh(me_zh, them_zh))
}

/// A move problem about the opponent's chain through `target`: the stones marked with
/// triangles, every correct move and the line that shows the capture.
fn chain_problem(
    board: &Board,
    learner: Color,
    target: Vertex,
    prompt: Text,
    right: Vec<Vertex>,
    line: Vec<Vertex>,
) -> Option<Made> {
    let mut made = Made::new(
        position(board, learner)?,
        prompt,
        AnswerForm::Move,
        Solution::Moves(right),
        Detail::Chain(target),
    );
    made.marks = words::marks(MarkKind::Triangle, &board.chain(target));
    made.line = line;
    Some(made)
}

pub(crate) fn escape(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, false, |ctx, board, learner, rng| {
        escape_in(ctx, board, learner).or_else(|| escape_after_atari(ctx, board, learner, rng))
    })
}

/// The fewest stones the chain in atari has, by difficulty.
fn escape_min_stones(d: u8) -> usize {
    [1, 1, 2, 2, 3][usize::from(d) - 1]
}

/// A chain of the learner's with two liberties is given atari by one more opponent stone
/// (as if the learner had not answered it), when that stone is not in atari itself.
fn escape_after_atari(ctx: &Ctx, board: &Board, learner: Color, rng: &mut Rng) -> Option<Made> {
    // Only when nothing of the learner's is in atari yet (else the new atari makes two).
    if !chains_with(board, Some(learner), 1).is_empty() {
        return None;
    }
    let min = escape_min_stones(ctx.difficulty);
    // The atari at one liberty; the extension at the other gives three liberties or more
    // (counting the atari's point, still empty here: four) at difficulty 1, fewer from 3.
    let mut options: Vec<Vertex> = Vec::new();
    for c in chains_with(board, Some(learner), 2) {
        if board.chain(c).len() < min {
            continue;
        }
        let l = board.liberties(c);
        for (at, other) in [(l[0], l[1]), (l[1], l[0])] {
            let roomy =
                legal(board, other, learner) && after(board, other, learner).liberty_count(c) >= 4;
            if ctx.difficulty == 2 || roomy == (ctx.difficulty == 1) {
                options.push(at);
            }
        }
    }
    rotated(&options, rng).find_map(|at| {
        // The stone must capture nothing (a setup stone beside a chain without liberties
        // would not be a position) and have a liberty.
        if !legal(board, at, learner.opponent()) {
            return None;
        }
        let with = after(board, at, learner.opponent());
        if with.stone_count(learner) != board.stone_count(learner)
            || (with.liberty_count(at) < 2 && ctx.difficulty <= 2)
        {
            return None;
        }
        escape_in(ctx, &with, learner)
    })
}

fn escape_in(ctx: &Ctx, board: &Board, learner: Color) -> Option<Made> {
    let mine = chains_with(board, Some(learner), 1);
    // One chain of the learner's in atari, the question's.
    if mine.len() != 1 {
        return None;
    }
    let target = mine[0];
    let stones = board.chain(target);
    if stones.len() < escape_min_stones(ctx.difficulty) {
        return None;
    }
    let lib = board.liberties(target)[0];
    let plain_ok =
        legal(board, lib, learner) && after(board, lib, learner).liberty_count(target) >= 3;
    // Difficulty 1 is the plain extension; from 3 never.
    if (ctx.difficulty == 1 && !plain_ok) || (ctx.difficulty >= 3 && plain_ok) {
        return None;
    }
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
    let plain = saves.contains(&lib) && plain_ok;
    let fits = match ctx.difficulty {
        1 => plain && saves.len() == 1,
        2 => !saves.is_empty(),
        _ => !plain,
    };
    if !fits {
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
        position(board, learner)?,
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
    two_moves(ctx, rng, Goal::Any)
}

/// What a capture in more than one move must be.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Any capture the search proves (double atari, ladder, net, snapback).
    Any,
    /// Every correct first move a ladder or a net (see [`super::ladder::shape_of`]).
    LadderOrNet,
    /// Every correct first move a sacrifice (the stone is left in atari), one of them a
    /// snapback (see [`super::snapback`]).
    Snapback,
}

pub(crate) fn two_moves(ctx: &Ctx, rng: &mut Rng, goal: Goal) -> Option<Made> {
    from_fight(ctx, rng, true, |ctx, board, learner, rng| {
        let targets = chains_with(board, Some(learner.opponent()), 2);
        rotated(&targets, rng).find_map(|t| capture_two_on(ctx, board, learner, t, goal))
    })
}

pub(crate) fn capture_two_on(
    ctx: &Ctx,
    board: &Board,
    learner: Color,
    target: Vertex,
    goal: Goal,
) -> Option<Made> {
    let nets = ctx.difficulty >= 3 && goal != Goal::Snapback;
    // At capture-two 5 the key move is off the liberties.
    let off_first = ctx.difficulty == 5 && goal == Goal::Any;
    let libs = board.liberties(target);
    // A liberty where the defender's extension would have four liberties or more: after any
    // attacking move but one there, the extension still has three, and the chain has escaped
    // (the search's own verdict, without reading it). Two such liberties: nothing captures;
    // one: only the move on it can.
    let defender = learner.opponent();
    let roomy: Vec<Vertex> = libs
        .iter()
        .copied()
        .filter(|&l| {
            legal(board, l, defender) && after(board, l, defender).liberty_count(target) >= 4
        })
        .collect();
    if roomy.len() >= 2 || (roomy.len() == 1 && off_first) {
        return None;
    }
    // A ladder starts with an atari after which the extension has exactly two liberties
    // again: where only ladders count (ladder-net 1–2) a chain with no such atari is refused
    // before any reading.
    if goal == Goal::LadderOrNet && !nets && !libs.iter().any(|&a| ladder_step(board, target, a))
    {
        return None;
    }
    // Quick refusals before reading every move. At 5 the key move is off the liberties, so
    // the off-liberty moves are read first, and a chain no such move captures is refused
    // without reading the liberties.
    if !off_first && !matches!(reading::capture(board, target, nets), Ok(Some(_))) {
        return None;
    }
    let mut moves: Vec<Vertex> = reading::near(board, target)
        .into_iter()
        .filter(|&m| (nets || libs.contains(&m)) && legal(board, m, learner))
        .filter(|m| roomy.is_empty() || roomy.contains(m))
        .collect();
    // Off the liberties first (stable: row by row within each part).
    moves.sort_by_key(|m| libs.contains(m));
    let mut right = Vec::new();
    let mut shapes = Vec::new();
    for m in moves {
        if off_first && right.is_empty() && libs.contains(&m) {
            // No move off the liberties works: not a problem of this difficulty.
            return None;
        }
        let next = after(board, m, learner);
        if next.get(target).is_none() {
            continue;
        }
        match reading::escape(&next, target) {
            Err(Unknown) => return None,
            Ok(None) => {
                // Where every correct move must be a ladder or a net, one that is neither
                // refuses the position at once.
                if goal == Goal::LadderOrNet {
                    let shape = shape_of(board, target, &reading::line(board, target, m, nets));
                    if shape == Capture::Other {
                        return None;
                    }
                    shapes.push(shape);
                }
                right.push(m);
            }
            Ok(Some(_)) => {}
        }
        if right.len() > 2 {
            return None;
        }
    }
    if right.is_empty() {
        return None;
    }
    right = sorted(right);
    let on_liberty = right.iter().all(|m| libs.contains(m));
    // Harder: the key move is not on the chain's liberties (a net, a throw-in elsewhere).
    if goal == Goal::Any && ((ctx.difficulty <= 2 && !on_liberty) || (off_first && on_liberty)) {
        return None;
    }
    if goal == Goal::LadderOrNet && !fits_ladder_net(ctx.difficulty, &shapes) {
        return None;
    }
    if goal == Goal::Snapback && !super::snapback::fits(ctx.difficulty, board, target, learner, &right) {
        return None;
    }
    let line = reading::line(board, target, right[0], nets);
    // The line shows the chase: the defender's reply and the capture. An atari whose chain
    // cannot even move (its last liberty is a point it may not play) is refused here, so that
    // the shown line never stops after the first move.
    if line.len() < 3 {
        return None;
    }
    let prompt = match goal {
        Goal::Any => attack_prompt(
            learner,
            |me, them| {
                format!("{me} to play. Capture the marked {them} stones (it takes more than one move).")
            },
            |me, them| format!("{me}先。吃掉标记的{them}子（要走不止一步）。"),
        ),
        Goal::Snapback => attack_prompt(
            learner,
            |me, them| {
                format!("{me} to play. Capture the marked {them} stones: throw a stone in, and take back more.")
            },
            |me, them| format!("{me}先。用倒扑吃掉标记的{them}子：先送吃一个子，再提回更多。"),
        ),
        Goal::LadderOrNet => attack_prompt(
            learner,
            |me, them| {
                format!("{me} to play. Capture the marked {them} stones with a ladder or a net.")
            },
            |me, them| format!("{me}先。用征子或枷吃掉标记的{them}子。"),
        ),
    };
    chain_problem(board, learner, target, prompt, right, line)
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
    let v = match words::legal_move(problem, attempt) {
        Ok(v) => v,
        Err(verdict) => return verdict,
    };
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
            Kind::Snapback if problem.line.len() >= 3 && problem.line[0] == v => {
                super::snapback::right_text(board, target, learner, v, problem.line[1])
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
            // The escape may be a counter-atari on the learner's stones around the chain.
            let threatened = words::neighbours_of(&then, r)
                .into_iter()
                .find(|&n| then.get(n) == Some(learner) && Few::of(&then, n).count() == 1);
            let explanation = match threatened {
                Some(n) => {
                    let yours = pts(&sorted(then.chain(n)), size);
                    Text::new(
                        format!(
                            "{} answers at {}, and your stones at {} are in atari: the chain gets out.",
                            capitalise(en),
                            pt(r, size),
                            yours.en
                        ),
                        format!("{zh}在{}应，你在{}的子被叫吃了，这块棋逃出来了。", pt(r, size), yours.zh),
                    )
                }
                None => Text::new(
                    format!(
                        "{} escapes at {}: the stones now have {}.",
                        capitalise(en),
                        pt(r, size),
                        liberties_en(libs.len())
                    ),
                    format!("{zh}在{}逃出，现在有{}口气。", pt(r, size), libs.len()),
                ),
            };
            Verdict {
                legal: true,
                explanation,
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
