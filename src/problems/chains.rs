//! The first kinds, on chains and their liberties: count the liberties of a chain, find every
//! liberty, capture in one move. Positions come from local games ([`super::shape`]).
//!
//! Difficulty: the window and the game grow with it (more stones around the chain, more
//! chains to tell apart), and so does the chain asked about: one or two stones at 1, then
//! longer chains with more liberties, some shared with other chains or on the edge.

use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Game, Vertex};

use super::shape::{Window, local_game_until, position_of};
use super::words::{self, capitalise, colour_word, liberties_en, pts, sorted, stones_en};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// The window and the length of a local game for the chain kinds, by difficulty.
pub(crate) fn fight_shape(ctx: &Ctx, rng: &mut Rng) -> (Window, usize) {
    let d = usize::from(ctx.difficulty);
    let side = [6, 7, 7, 8, 9][d - 1];
    let window = Window::corner(ctx.size, side, rng);
    (window, 6 + 4 * d + rng.below(4 + d))
}

/// The chains (by their first stone, row by row) with their stones and liberties.
pub(crate) fn chains(game: &Game) -> Vec<(Color, Vec<Vertex>, Vec<Vertex>)> {
    let board = game.board();
    board
        .chain_representatives()
        .into_iter()
        .map(|(v, c)| (c, sorted(board.chain(v)), sorted(board.liberties(v))))
        .collect()
}

/// Whether a chain suits the difficulty for the liberty kinds.
fn fits(d: u8, stones: usize, libs: usize) -> bool {
    match d {
        1 => stones <= 2 && libs >= 2,
        2 => (2..=3).contains(&stones) && libs >= 3,
        3 => (3..=5).contains(&stones) && libs >= 4,
        4 => (4..=7).contains(&stones) && libs >= 5,
        _ => stones >= 5 && libs >= 6,
    }
}

/// A chain for the liberty kinds: (the game, colour, stones, liberties), from the first
/// position of a local game's second half that has one fitting the difficulty.
fn pick_chain(ctx: &Ctx, rng: &mut Rng) -> Option<(Game, Color, Vec<Vertex>, Vec<Vertex>)> {
    let (window, moves) = fight_shape(ctx, rng);
    local_game_until(ctx.size, window, moves, moves / 2, rng, |game, rng| {
        let candidates: Vec<_> = chains(game)
            .into_iter()
            .filter(|(_, s, l)| fits(ctx.difficulty, s.len(), l.len()))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let (color, stones, libs) = candidates[rng.below(candidates.len())].clone();
        Some((game.clone(), color, stones, libs))
    })
}

fn chain_prompt(color: Color, stones: usize, question_en: &str, question_zh: &str) -> Text {
    let (en, zh) = colour_word(color);
    let what_en = if stones == 1 {
        format!("the marked {en} stone")
    } else {
        format!("the marked {en} chain")
    };
    let what_zh = if stones == 1 {
        format!("标记的{zh}子")
    } else {
        format!("标记的{zh}棋")
    };
    Text::new(
        question_en.replace("{}", &what_en),
        question_zh.replace("{}", &what_zh),
    )
}

pub(crate) fn liberty_count(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (game, color, stones, libs) = pick_chain(ctx, rng)?;
    let prompt = chain_prompt(
        color,
        stones.len(),
        "How many liberties does {} have?",
        "{}有几口气？",
    );
    let mut made = Made::new(
        position_of(&game, game.to_move()),
        prompt,
        AnswerForm::Number,
        Solution::Number(libs.len() as f64),
        Detail::Chain(stones[0]),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    Some(made)
}

pub(crate) fn liberties(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (game, color, stones, libs) = pick_chain(ctx, rng)?;
    let prompt = chain_prompt(
        color,
        stones.len(),
        "Mark every liberty of {}.",
        "点出{}所有的气。",
    );
    let mut made = Made::new(
        position_of(&game, game.to_move()),
        prompt,
        AnswerForm::Points,
        Solution::Points(libs),
        Detail::Chain(stones[0]),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    Some(made)
}

/// The opponent chains the side to move can capture now, each as (stones, the capture).
pub(crate) fn capturable_now(game: &Game) -> Vec<(Vec<Vertex>, Vertex)> {
    let board = game.board();
    game.chains_in_atari(game.to_move().opponent())
        .into_iter()
        .filter_map(|stones| {
            let lib = board.liberties(stones[0])[0];
            game.check(lib).is_ok().then(|| (sorted(stones), lib))
        })
        .collect()
}

pub(crate) fn capture(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (window, moves) = fight_shape(ctx, rng);
    local_game_until(ctx.size, window, moves, 4, rng, |game, rng| {
        capture_in(ctx, game, rng)
    })
}

/// A capture problem in this position: as it stands, when exactly one chain is in atari;
/// otherwise, above difficulty 2, after an extra stone of the learner's gives atari to a
/// chain of two liberties (as if the opponent had not answered that atari).
fn capture_in(ctx: &Ctx, game: &Game, rng: &mut Rng) -> Option<Made> {
    let stones: Vec<(Vertex, Color)> = game.board().stones().collect();
    let in_atari = |c: Color| {
        game.board()
            .chain_representatives()
            .iter()
            .filter(|&&(v, cc)| cc == c && game.board().in_atari(v))
            .count()
    };
    match (in_atari(Color::Black), in_atari(Color::White)) {
        (0, 1) => return capture_problem(ctx, position_of(game, Color::Black)),
        (1, 0) => return capture_problem(ctx, position_of(game, Color::White)),
        (0, 0) if ctx.difficulty >= 3 => {}
        _ => return None,
    }
    let mut options: Vec<(Color, Vertex)> = Vec::new();
    for (color, chain, libs) in chains(game) {
        if chain.len() >= 2 && libs.len() == 2 {
            options.extend(libs.iter().map(|&l| (color.opponent(), l)));
        }
    }
    if options.is_empty() {
        return None;
    }
    // Each candidate in turn from a random one.
    let start = rng.below(options.len());
    (0..options.len()).find_map(|i| {
        let (learner, at) = options[(start + i) % options.len()];
        let mut with = stones.clone();
        with.push((at, learner));
        let position = crate::Position::from_stones(game.size(), &with, learner).ok()?;
        // The extra stone must not be in atari itself.
        if position.board().liberty_count(at) < 2 {
            return None;
        }
        capture_problem(ctx, position)
    })
}

/// The capture problem of a position, if it has exactly one chain to capture, none of the
/// learner's in atari, and a target that fits the difficulty.
fn capture_problem(ctx: &Ctx, position: crate::Position) -> Option<Made> {
    let learner = position.to_move();
    let g = Game::from_position(position.clone(), crate::RuleSet::Chinese.rules());
    if !g.chains_in_atari(learner).is_empty() {
        return None;
    }
    let targets = capturable_now(&g);
    if targets.len() != 1 {
        return None;
    }
    let (stones, at) = targets[0].clone();
    let opponent_in_two = chains(&g)
        .iter()
        .filter(|(c, _, l)| *c != learner && l.len() == 2)
        .count();
    let ok = match ctx.difficulty {
        1 => stones.len() == 1,
        2 => stones.len() <= 2,
        3 => stones.len() >= 2,
        4 => stones.len() >= 2 && opponent_in_two >= 1,
        _ => stones.len() >= 3 && opponent_in_two >= 1,
    };
    if !ok {
        return None;
    }
    let (en, zh) = colour_word(learner);
    let prompt = Text::new(
        format!("{} to play. Capture stones with one move.", capitalise(en)),
        format!("{zh}先。走一步提子。"),
    );
    Some(Made::new(
        position,
        prompt,
        AnswerForm::Move,
        Solution::Moves(vec![at]),
        Detail::Chain(stones[0]),
    ))
}

/// Judges an attempt for the chain kinds.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let game = problem.game();
    let size = problem.size();
    let Detail::Chain(at) = problem.detail else {
        return words::wrong_form(problem);
    };
    let board = game.board();
    let libs = sorted(board.liberties(at));
    let stones = sorted(board.chain(at));
    match problem.request.kind {
        super::Kind::LibertyCount => {
            let p = pts(&libs, size);
            let explain = Text::new(
                format!(
                    "The chain of {} has {}: {}.",
                    stones_en(stones.len()),
                    liberties_en(libs.len()),
                    p.en
                ),
                format!(
                    "这块{}个子的棋有{}口气：{}。",
                    stones.len(),
                    libs.len(),
                    p.zh
                ),
            );
            words::check_number(
                problem,
                attempt,
                &explain,
                words::marks(MarkKind::Circle, &libs),
            )
        }
        super::Kind::Liberties => {
            let explain = Text::new(
                format!("The chain has {}.", liberties_en(libs.len())),
                format!("这块棋有{}口气。", libs.len()),
            );
            words::check_points(
                problem,
                attempt,
                &explain,
                &Text::new("a liberty of the chain", "这块棋的气"),
            )
        }
        _ => check_capture(problem, &game, attempt, &stones),
    }
}

fn check_capture(problem: &Problem, game: &Game, attempt: &Attempt, target: &[Vertex]) -> Verdict {
    let size = problem.size();
    let Attempt::Play(v) = *attempt else {
        return words::wrong_form(problem);
    };
    let learner = problem.learner();
    let mut after = game.clone();
    let captured = match after.play(v) {
        Err(e) => return words::illegal(e),
        Ok(record) => record.captured.len(),
    };
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        return Verdict {
            correct: true,
            legal: true,
            explanation: Text::new(
                format!("Captured {}.", stones_en(captured)),
                format!("提掉{captured}个子。"),
            ),
            marks: words::marks(MarkKind::Cross, target),
            ..Verdict::default()
        };
    }
    refute(&after, learner, target, size)
}

/// The refutation of a wrong move in a capturing problem (`after`: the position after it,
/// the opponent to move): capture the learner's stones if the move left any in atari,
/// otherwise the target chain runs out of atari.
pub(crate) fn refute(
    after: &Game,
    learner: Color,
    target: &[Vertex],
    size: crate::BoardSize,
) -> Verdict {
    let opponent = learner.opponent();
    let (en, zh) = colour_word(opponent);
    // The largest learner chain the opponent can now capture.
    let mut best: Option<(Vec<Vertex>, Vertex)> = None;
    for stones in after.chains_in_atari(learner) {
        let lib = after.board().liberties(stones[0])[0];
        if after.check(lib).is_ok() && best.as_ref().is_none_or(|(s, _)| stones.len() > s.len()) {
            best = Some((sorted(stones), lib));
        }
    }
    if let Some((stones, lib)) = best {
        return Verdict {
            legal: true,
            explanation: Text::new(
                format!(
                    "Now your {} {} in atari: {} captures at {}.",
                    stones_en(stones.len()),
                    if stones.len() == 1 { "is" } else { "are" },
                    capitalise(en),
                    words::pt(lib, size)
                ),
                format!(
                    "这样你的{}个子被叫吃了：{zh}在{}提子。",
                    stones.len(),
                    words::pt(lib, size)
                ),
            ),
            refutation: Some(lib),
            marks: words::marks(MarkKind::Triangle, &stones),
            ..Verdict::default()
        };
    }
    if after.board().get(target[0]) == Some(opponent) {
        let libs = after.board().liberties(target[0]);
        if libs.len() == 1 && after.check(libs[0]).is_ok() {
            let mut next = after.clone();
            let _ = next.play(libs[0]);
            if next.board().get(libs[0]) == Some(opponent) {
                let now = sorted(next.board().liberties(libs[0]));
                return Verdict {
                    legal: true,
                    explanation: Text::new(
                        format!(
                            "{} runs out at {}: the chain now has {}.",
                            capitalise(en),
                            words::pt(libs[0], size),
                            liberties_en(now.len())
                        ),
                        format!(
                            "{zh}在{}长出，现在有{}口气。",
                            words::pt(libs[0], size),
                            now.len()
                        ),
                    ),
                    refutation: Some(libs[0]),
                    marks: words::marks(MarkKind::Circle, &now),
                    ..Verdict::default()
                };
            }
        }
    }
    Verdict {
        legal: true,
        explanation: Text::new("That move captures nothing.", "这步棋没有提子。"),
        ..Verdict::default()
    }
}
