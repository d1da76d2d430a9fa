//! The checker's proofs with the engine: every stated answer achieves its goal and doing
//! nothing does not, every hint points at a move that works, wrong moves next to the answer are
//! answered, a playOut's plan wins against the engine's replies. `check` (check.rs) runs them on an
//! exercise whose structure it has already checked.

use crate::{Game, Move, Vertex};

use super::answer::query;
use super::check::Report;
use super::click_all::target_points;
use super::exercise::{Attempt, Exercise};
use super::format::{AnswerSpec, ExerciseKind};
use super::goal::{Ctx, evaluate};
use super::play_out::MAX_PLIES;
use super::words::pt;
use super::{parse_move, parse_point};

/// Wrong moves next to the stated answer (the ones a learner is likeliest to try) must be
/// answered: an explanation, and where the verdict names the opponent's refutation, a move the
/// opponent can legally play on the board after the wrong move (the page plays it).
fn wrong_moves_are_refuted(ex: &Exercise, stage: usize, before: &Game, answer: Move, sp: &str, r: &mut Report) {
    let Move::Play(a) = answer else { return };
    let size = ex.size();
    let mut tries: Vec<Vertex> = super::search::neighbours(before, a);
    tries.retain(|&v| before.check(v).is_ok());
    for v in tries.into_iter().take(3) {
        let verdict = ex.check(stage, before, &Attempt::Play(v));
        if verdict.correct {
            continue;
        }
        if verdict.explanation.is_empty() {
            r.add(format!("{sp}.goal"), format!("a wrong move at {} gets no explanation", pt(v, size)));
        }
        if let Some([x, y]) = verdict.refutation {
            let mut after = before.clone();
            let legal = after.play(v).is_ok() && after.check(Vertex::new(x, y)).is_ok();
            if !legal {
                r.add(format!("{sp}.goal"), format!("after a wrong move at {}, the refutation {} the engine names cannot be played", pt(v, size), pt(Vertex::new(x, y), size)));
            }
        }
    }
}

fn names(vs: &[Vertex], game: &Game) -> String {
    let v: Vec<String> = vs.iter().map(|&v| pt(v, game.size())).collect();
    if v.is_empty() { "nothing".into() } else { v.join(", ") }
}

/// A playOut exercise: its plan, played against the engine's replies, ends the game with the
/// goal met; passing at every turn ends it without; every hint holds the plan's first move.
fn prove_play_out(ex: &Exercise, r: &mut Report, here: &str) {
    let size = ex.size();
    let play = |always_pass: bool| -> Result<super::exercise::Verdict, String> {
        let mut run = ex.run();
        for _ in 0..MAX_PLIES {
            let attempt = if always_pass {
                Attempt::Pass
            } else {
                match run.answer().1.first() {
                    Some(&[x, y]) => Attempt::Play(Vertex::new(x, y)),
                    None => Attempt::Pass,
                }
            };
            let v = run.attempt(&attempt);
            if !v.legal {
                return Err(format!("the plan's move {attempt:?} is illegal: {}", v.explanation.en));
            }
            if v.game_over {
                return Ok(v);
            }
        }
        Err(format!("the game does not end within {MAX_PLIES} moves"))
    };
    match play(false) {
        Ok(v) if v.solved => {}
        Ok(v) => r.add(format!("{here}.answer"), format!("the plan does not win against the engine's replies: {}", v.explanation.en)),
        Err(e) => r.add(format!("{here}.answer"), e),
    }
    match play(true) {
        Ok(v) if v.solved => r.add(format!("{here}.goal"), format!("passing at every turn also meets the goal: {}", v.explanation.en)),
        Ok(_) => {}
        Err(e) => r.add(format!("{here}.goal"), format!("passing at every turn: {e}")),
    }
    let first = ex.stages.first().map(|s| s.answer);
    for (j, h) in ex.spec.hints.iter().enumerate() {
        let holds = |s: &String| parse_move(s, size).ok() == first;
        if h.point.as_ref().is_some_and(|p| !holds(p)) {
            r.add(format!("{here}.hints[{j}].point"), "a playOut hint's point is the plan's first move");
        }
        if !h.area.is_empty() && !h.area.iter().any(holds) {
            r.add(format!("{here}.hints[{j}].area"), "a playOut hint's area holds the plan's first move");
        }
    }
}

/// The proofs, with the engine.
pub(super) fn prove(ex: &Exercise, r: &mut Report, here: &str) {
    let spec = &ex.spec;
    let size = ex.size();
    match spec.kind {
        ExerciseKind::PlayOut => prove_play_out(ex, r, here),
        ExerciseKind::Play => {
            let mut game = ex.start();
            let staged = !spec.stages.is_empty();
            for (k, st) in ex.stages.iter().enumerate() {
                let sp = if staged { format!("{here}.stages[{k}]") } else { here.to_string() };
                let game_before_stage = game.clone();
                // Doing nothing must not already achieve the goal.
                let mut idle = game.clone();
                if st.answer != Move::Pass && idle.pass().is_ok() {
                    let ctx = Ctx { start: &ex.start, learner: ex.learner(), handicap: ex.handicap };
                    if evaluate(&st.goal, &ctx, &idle).met {
                        r.add(format!("{sp}.goal"), "the goal already holds if the learner passes: any move would do");
                    }
                }
                // Every hint points at a move that works.
                for (j, h) in st.hints.iter().enumerate() {
                    if let Some(p) = &h.point {
                        match parse_point(p, size) {
                            Err(e) => r.add(format!("{sp}.hints[{j}].point"), e),
                            Ok(v) => {
                                let verdict = ex.check(k, &game, &Attempt::Play(v));
                                if !verdict.correct {
                                    r.add(format!("{sp}.hints[{j}].point"), format!("{p} does not achieve the goal: {}", verdict.explanation.en));
                                }
                            }
                        }
                    }
                    if !h.area.is_empty() {
                        let mut works = false;
                        for (n, a) in h.area.iter().enumerate() {
                            match parse_point(a, size) {
                                Err(e) => r.add(format!("{sp}.hints[{j}].area[{n}]"), e),
                                Ok(v) => works |= ex.check(k, &game, &Attempt::Play(v)).correct,
                            }
                        }
                        if !works {
                            r.add(format!("{sp}.hints[{j}].area"), "no point of this area achieves the goal");
                        }
                    }
                }
                // The stated answer achieves the goal.
                let attempt = match st.answer {
                    Move::Play(v) => Attempt::Play(v),
                    Move::Pass => Attempt::Pass,
                };
                let (verdict, after) = ex.judge(k, &game, &attempt);
                let answer_text = match st.answer {
                    Move::Play(v) => pt(v, size),
                    Move::Pass => "pass".into(),
                };
                match after {
                    Some(after) if verdict.correct => game = after,
                    _ => {
                        let why = if verdict.legal { verdict.explanation.en } else { format!("it is illegal: {}", verdict.explanation.en) };
                        let why = if verdict.undecided { format!("the engine cannot prove it within its reading budget ({why}); make the position smaller or give `moves`") } else { why };
                        r.add(format!("{sp}.answer"), format!("{answer_text} does not achieve the goal: {why}"));
                        return;
                    }
                }
                // A reading goal goes on: the learner's moves are the engine's, to the end.
                let mut going = verdict.continued;
                let mut steps = 0;
                while going {
                    steps += 1;
                    let Some(mv) = ex.engine_move(k, &game).filter(|_| steps < 40) else {
                        r.add(format!("{sp}.goal"), format!("the engine finds no way to go on after its own answer (the fight does not end within its reading):\n{game}"));
                        return;
                    };
                    let attempt = match mv {
                        Move::Play(v) => Attempt::Play(v),
                        Move::Pass => Attempt::Pass,
                    };
                    let (verdict, after) = ex.judge(k, &game, &attempt);
                    match after {
                        Some(after) if verdict.correct => game = after,
                        _ => {
                            r.add(format!("{sp}.goal"), format!("the engine's own continuation fails: {}", verdict.explanation.en));
                            return;
                        }
                    }
                    going = verdict.continued;
                }
                wrong_moves_are_refuted(ex, k, &game_before_stage, st.answer, &sp, r);
                if k + 1 < ex.stages.len() && game.to_move() != ex.learner() {
                    r.add(format!("{sp}.reply"), "after the reply it must be the learner's turn again");
                    return;
                }
            }
        }
        ExerciseKind::ClickAll => {
            let Some(target) = &spec.target else { return };
            let points = match target_points(&ex.start, target) {
                Ok(p) => p,
                Err(e) => {
                    r.add(format!("{here}.target"), e);
                    return;
                }
            };
            if points.is_empty() {
                r.add(format!("{here}.target"), "the engine finds no point in this set");
            }
            if let Some(AnswerSpec::Many(list)) = &spec.answer {
                let mut stated = Vec::new();
                for (i, s) in list.iter().enumerate() {
                    match parse_point(s, size) {
                        Ok(v) => stated.push(v),
                        Err(e) => r.add(format!("{here}.answer[{i}]"), e),
                    }
                }
                stated.sort_by_key(|v| (v.y, v.x));
                stated.dedup();
                if stated != points {
                    r.add(format!("{here}.answer"), format!("the engine finds {}; the file says {}", names(&points, &ex.start), names(&stated, &ex.start)));
                }
            }
            for (j, h) in spec.hints.iter().enumerate() {
                if let Some(p) = &h.point {
                    match parse_point(p, size) {
                        Ok(v) if points.contains(&v) => {}
                        Ok(_) => r.add(format!("{here}.hints[{j}].point"), format!("{p} is not one of the points to click")),
                        Err(e) => r.add(format!("{here}.hints[{j}].point"), e),
                    }
                }
                if !h.area.is_empty() {
                    let hit = h.area.iter().filter_map(|a| parse_point(a, size).ok()).any(|v| points.contains(&v));
                    if !hit {
                        r.add(format!("{here}.hints[{j}].area"), "the area holds none of the points to click");
                    }
                }
            }
        }
        ExerciseKind::Count | ExerciseKind::Choose => {
            let Some(q) = &spec.query else { return };
            let value = match query(&ex.start, ex.handicap, q) {
                Ok((v, _, _)) => v,
                Err(e) => {
                    r.add(format!("{here}.query"), e);
                    return;
                }
            };
            let stated = match &spec.answer {
                Some(AnswerSpec::Number(n)) => format!("{n}"),
                Some(AnswerSpec::One(s)) => s.clone(),
                _ => return,
            };
            let verdict = ex.check(0, &ex.start, &Attempt::Answer(stated.clone()));
            if !verdict.correct {
                r.add(format!("{here}.answer"), format!("the engine computes {value}; the file says {stated}"));
            }
            if spec.kind == ExerciseKind::Choose && !spec.options.iter().any(|o| o.value.eq_ignore_ascii_case(&value)) {
                r.add(format!("{here}.options"), format!("no option has the engine's value {value:?}"));
            }
            for (j, h) in spec.hints.iter().enumerate() {
                if h.point.is_some() {
                    r.add(format!("{here}.hints[{j}].point"), "a hint of a count or choose exercise is text (with an optional `area`)");
                }
                for (n, a) in h.area.iter().enumerate() {
                    if let Err(e) = parse_point(a, size) {
                        r.add(format!("{here}.hints[{j}].area[{n}]"), e);
                    }
                }
            }
        }
    }
}
