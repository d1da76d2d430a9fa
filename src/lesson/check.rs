//! The checker: turns a [`LessonFile`] into a [`Lesson`] and proves, with the engine, that it
//! works — every position is legal, every figure's moves and marks make sense, every
//! exercise's stated answer achieves its goal (and doing nothing does not), every hint points at
//! a move that works. Every problem is reported with the field at fault.
//!
//! The structure and the texts are checked here; the proofs with the engine are in prove.rs.

use std::collections::HashSet;

use crate::{Game, Move};

use super::exercise::{Exercise, Stage};
use super::figure::{author_mark, prefix, render};
use super::format::{AnswerSpec, Block, ExerciseKind, ExerciseSpec, FORMAT_VERSION, Goal, HintSpec, LessonFile, Text};
use super::play_out::PlayOut;
use super::prove::prove;
use super::reply::Reply;
use super::{Lesson, LessonError, parse_move, parse_point, setup};

/// Collects problems under a path.
pub(super) struct Report {
    pub(super) errors: Vec<LessonError>,
}

impl Report {
    pub(super) fn add(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.errors.push(LessonError::new(path, message));
    }

    pub(super) fn text(&mut self, path: &str, t: &Text) {
        if t.en.trim().is_empty() {
            self.add(format!("{path}.en"), "the English text is empty");
        }
        if t.zh.trim().is_empty() {
            self.add(format!("{path}.zh"), "the Chinese text is empty");
        } else if !t.zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)) {
            self.add(format!("{path}.zh"), "the Chinese text has no Chinese characters");
        }
    }
}

/// Whether [`check`] plays out every stated answer, hint and refutation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Proof {
    Prove,
    /// The file was proved before (by `cargo test --test lessons`): check everything else.
    Skip,
}

pub(crate) fn check(file: LessonFile, proof: Proof) -> Result<Lesson, Vec<LessonError>> {
    let mut r = Report { errors: Vec::new() };
    if file.format != FORMAT_VERSION {
        r.add("format", format!("format {} is not known (this engine reads format {FORMAT_VERSION})", file.format));
    }
    if file.id.is_empty() || !file.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        r.add("id", format!("{:?} is not a valid id (use a-z, 0-9 and -)", file.id));
    }
    if file.unit == 0 {
        r.add("unit", "units are numbered from 1");
    }
    r.text("title", &file.title);
    r.text("summary", &file.summary);
    let mut figures = Vec::new();
    let mut figure_ids = HashSet::new();
    for (i, block) in file.intro.iter().enumerate() {
        match block {
            Block::Text(t) => r.text(&format!("intro[{i}].text"), t),
            Block::Figure(f) => {
                let here = format!("intro[{i}].figure");
                if !figure_ids.insert(f.id.clone()) {
                    r.add(format!("{here}.id"), format!("the figure id {:?} is used twice", f.id));
                }
                r.text(&format!("{here}.caption"), &f.caption);
                for (j, fr) in f.frames.iter().enumerate() {
                    r.text(&format!("{here}.frames[{j}].caption"), &fr.caption);
                }
                match render(f) {
                    Ok(fig) => figures.push(fig),
                    Err(e) => r.errors.push(prefix(&here, e)),
                }
            }
        }
    }
    let mut exercises = Vec::new();
    let mut ids = HashSet::new();
    for (i, spec) in file.exercises.iter().enumerate() {
        let here = format!("exercises[{i}]");
        if !ids.insert(spec.id.clone()) {
            r.add(format!("{here}.id"), format!("the exercise id {:?} is used twice", spec.id));
        }
        if spec.id.is_empty() {
            r.add(format!("{here}.id"), "an exercise needs an id");
        }
        let before = r.errors.len();
        let built = exercise(spec, &mut r, &here);
        if let Some(ex) = &built
            && r.errors.len() == before
        {
            templates(ex, &mut r, &here);
        }
        if let Some(ex) = built {
            if r.errors.len() == before && proof == Proof::Prove {
                prove(&ex, &mut r, &here);
            }
            exercises.push(ex);
        }
    }
    if file.exercises.is_empty() {
        r.add("exercises", "a unit needs at least one exercise");
    }
    if r.errors.is_empty() { Ok(Lesson { file, figures, exercises }) } else { Err(r.errors) }
}

fn reply(s: &str, game: &Game) -> Result<Reply, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "defend" => Ok(Reply::Defend),
        "pass" => Ok(Reply::Pass),
        _ => parse_point(s, game.size()).map(Reply::At).map_err(|e| format!("{e} (or use \"defend\" or \"pass\")")),
    }
}

/// Points named anywhere in a goal must be on the board.
fn goal_points(goal: &Goal, game: &Game, path: &str, r: &mut Report) {
    let size = game.size();
    let mut check = |field: &str, s: &str| {
        if let Err(e) = parse_point(s, size) {
            r.add(format!("{path}.{field}"), e);
        }
    };
    match goal {
        Goal::Captured(at) => check("captured", at),
        Goal::TwoRealEyes(at) => check("twoRealEyes", at),
        Goal::Alive(at) => check("alive", at),
        Goal::Dead(at) => check("dead", at),
        Goal::ChainLiberties(l) => {
            check("chainLiberties.at", &l.at);
            if l.equals.is_none() && l.at_least.is_none() && l.at_most.is_none() {
                r.add(format!("{path}.chainLiberties"), "give `equals`, `atLeast` or `atMost`");
            }
        }
        Goal::WinsCount(w) => {
            for (i, d) in w.dead.iter().enumerate() {
                check(&format!("winsCount.dead[{i}]"), d);
            }
        }
        Goal::All(gs) | Goal::Any(gs) => {
            let key = if matches!(goal, Goal::All(_)) { "all" } else { "any" };
            if gs.is_empty() {
                r.add(format!("{path}.{key}"), "an empty list of goals");
            }
            for (i, g) in gs.iter().enumerate() {
                goal_points(g, game, &format!("{path}.{key}[{i}]"), r);
            }
        }
        Goal::StoneAt(at) => check("stoneAt", at),
        Goal::Connected(list) | Goal::Cut(list) => {
            let (key, owner) = if matches!(goal, Goal::Connected(_)) { ("connected", game.to_move()) } else { ("cut", game.to_move().opponent()) };
            if list.len() < 2 {
                r.add(format!("{path}.{key}"), "name at least two stones");
            }
            for (i, p) in list.iter().enumerate() {
                match parse_point(p, size) {
                    Err(e) => r.add(format!("{path}.{key}[{i}]"), e),
                    Ok(v) if game.board().get(v) != Some(owner) => r.add(format!("{path}.{key}[{i}]"), format!("there is no {} stone at {p}", owner.name_en())),
                    Ok(_) => {}
                }
            }
        }
        Goal::CaptureWithin(c) => stone(r, game, &format!("{path}.captureWithin.at"), &c.at, game.to_move().opponent()),
        Goal::WinRace(at) => stone(r, game, &format!("{path}.winRace"), at, game.to_move().opponent()),
        Goal::Kill(at) => stone(r, game, &format!("{path}.kill"), at, game.to_move().opponent()),
        Goal::Live(at) => stone(r, game, &format!("{path}.live"), at, game.to_move()),
        Goal::Seki(at) => stone(r, game, &format!("{path}.seki"), at, game.to_move()),
        Goal::Not(inner) => goal_points(inner, game, &format!("{path}.not"), r),
        Goal::CaptureAtLeast(_) | Goal::NoChainInAtari(_) | Goal::AnyChainInAtari(_) | Goal::GameOver(_) | Goal::StoneCount(_) => {}
    }
}

/// A goal's point must hold a stone of the given colour at the start.
fn stone(r: &mut Report, game: &Game, path: &str, at: &str, color: crate::Color) {
    match parse_point(at, game.size()) {
        Err(e) => r.add(path, e),
        Ok(v) if game.board().get(v) != Some(color) => r.add(path, format!("there is no {} stone at {at} (the learner plays {})", color.name_en(), game.to_move().name_en())),
        Ok(_) => {}
    }
}

fn hint_texts(hints: &[HintSpec], path: &str, r: &mut Report) {
    for (j, h) in hints.iter().enumerate() {
        r.text(&format!("{path}.hints[{j}].text"), &h.text);
    }
}

/// Builds an exercise from its spec (the shape of it; the proofs come after).
fn exercise(spec: &ExerciseSpec, r: &mut Report, here: &str) -> Option<Exercise> {
    r.text(&format!("{here}.prompt"), &spec.prompt);
    if let Some(t) = &spec.success {
        r.text(&format!("{here}.success"), t);
    }
    if let Some(t) = &spec.explain {
        r.text(&format!("{here}.explain"), t);
    }
    let s = match setup(&spec.position) {
        Ok(s) => s,
        Err(e) => {
            r.errors.push(prefix(&format!("{here}.position"), e));
            return None;
        }
    };
    let game = &s.game;
    if game.is_over() {
        r.add(format!("{here}.position.moves"), "the game is already over at the start");
    }
    for (i, m) in spec.marks.iter().enumerate() {
        if let Err(e) = author_mark(m, game.size()) {
            r.add(format!("{here}.marks[{i}]"), e);
        }
    }
    let unused = |r: &mut Report, field: &str, present: bool| {
        if present {
            r.add(format!("{here}.{field}"), format!("`{field}` is not used by a {:?} exercise", spec.kind));
        }
    };
    let mut stages = Vec::new();
    let mut play_out = None;
    match spec.kind {
        ExerciseKind::PlayOut => {
            unused(r, "target", spec.target.is_some());
            unused(r, "query", spec.query.is_some());
            unused(r, "options", !spec.options.is_empty());
            unused(r, "stages", !spec.stages.is_empty());
            unused(r, "reply", spec.reply.is_some());
            hint_texts(&spec.hints, here, r);
            let strength = match spec.opponent.as_ref().and_then(|o| o.strength.as_deref()) {
                None => Some(crate::bot::Strength::Beginner),
                Some(name) => crate::bot::Strength::from_name(name).or_else(|| {
                    r.add(format!("{here}.opponent.strength"), format!("{name:?} is not a strength (beginner, casual or strong)"));
                    None
                }),
            };
            let seed = spec.opponent.as_ref().and_then(|o| o.seed).unwrap_or(1);
            let plan = match &spec.answer {
                Some(AnswerSpec::Many(list)) if !list.is_empty() => {
                    let mut plan = Vec::new();
                    for (i, m) in list.iter().enumerate() {
                        match parse_move(m, game.size()) {
                            Ok(mv) => plan.push(mv),
                            Err(e) => r.add(format!("{here}.answer[{i}]"), e),
                        }
                    }
                    Some(plan)
                }
                _ => {
                    r.add(format!("{here}.answer"), "a playOut exercise's answer is the plan, the learner's moves in order, such as [\"C3\", \"D2\", \"pass\"]");
                    None
                }
            };
            match &spec.goal {
                None => r.add(format!("{here}.goal"), "a playOut exercise needs the `goal` the final position must meet (such as winsCount)"),
                Some(goal) => {
                    goal_points(goal, game, &format!("{here}.goal"), r);
                    if let (Some(plan), Some(strength)) = (plan, strength) {
                        let first = plan.first().copied().unwrap_or(Move::Pass);
                        stages.push(Stage { prompt: None, goal: goal.clone(), answer: first, reply: None, hints: spec.hints.clone() });
                        play_out = Some(PlayOut { strength, seed, plan });
                    }
                }
            }
        }
        ExerciseKind::Play => {
            unused(r, "target", spec.target.is_some());
            unused(r, "query", spec.query.is_some());
            unused(r, "options", !spec.options.is_empty());
            if spec.stages.is_empty() {
                let goal = spec.goal.clone();
                let answer = match &spec.answer {
                    Some(AnswerSpec::One(a)) => Some(a.clone()),
                    Some(_) => {
                        r.add(format!("{here}.answer"), "a play exercise's answer is one move, such as \"D4\"");
                        None
                    }
                    None => {
                        r.add(format!("{here}.answer"), "a play exercise needs the `answer` that achieves its goal");
                        None
                    }
                };
                if goal.is_none() {
                    r.add(format!("{here}.goal"), "a play exercise needs a `goal` (or `stages`)");
                }
                hint_texts(&spec.hints, here, r);
                if let (Some(goal), Some(answer)) = (goal, answer) {
                    goal_points(&goal, game, &format!("{here}.goal"), r);
                    let answer_move = parse_move(&answer, game.size()).map_err(|e| r.add(format!("{here}.answer"), e)).ok();
                    let rep = match spec.reply.as_deref() {
                        None => Some(None),
                        Some(s) => reply(s, game).map_err(|e| r.add(format!("{here}.reply"), e)).ok().map(Some),
                    };
                    if let (Some(answer), Some(rep)) = (answer_move, rep) {
                        stages.push(Stage { prompt: None, goal, answer, reply: rep, hints: spec.hints.clone() });
                    }
                }
            } else {
                unused(r, "goal", spec.goal.is_some());
                unused(r, "answer", spec.answer.is_some());
                unused(r, "reply", spec.reply.is_some());
                unused(r, "hints", !spec.hints.is_empty());
                for (k, st) in spec.stages.iter().enumerate() {
                    let sp = format!("{here}.stages[{k}]");
                    if let Some(p) = &st.prompt {
                        r.text(&format!("{sp}.prompt"), p);
                    }
                    hint_texts(&st.hints, &sp, r);
                    goal_points(&st.goal, game, &format!("{sp}.goal"), r);
                    let answer = parse_move(&st.answer, game.size()).map_err(|e| r.add(format!("{sp}.answer"), e)).ok();
                    let rep = match st.reply.as_deref() {
                        None => Some(None),
                        Some(s) => reply(s, game).map_err(|e| r.add(format!("{sp}.reply"), e)).ok().map(Some),
                    };
                    if let (Some(answer), Some(rep)) = (answer, rep) {
                        stages.push(Stage { prompt: st.prompt.clone(), goal: st.goal.clone(), answer, reply: rep, hints: st.hints.clone() });
                    }
                    if k + 1 < spec.stages.len() && st.reply.is_none() {
                        r.add(format!("{sp}.reply"), "every stage but the last needs a `reply` (the opponent moves before the next stage)");
                    }
                }
            }
        }
        ExerciseKind::ClickAll => {
            unused(r, "goal", spec.goal.is_some());
            unused(r, "query", spec.query.is_some());
            unused(r, "stages", !spec.stages.is_empty());
            unused(r, "reply", spec.reply.is_some());
            unused(r, "options", !spec.options.is_empty());
            hint_texts(&spec.hints, here, r);
            if spec.target.is_none() {
                r.add(format!("{here}.target"), "a clickAll exercise needs a `target`");
            }
            if !matches!(spec.answer, Some(AnswerSpec::Many(_))) {
                r.add(format!("{here}.answer"), "a clickAll exercise's answer is the list of points, such as [\"D4\", \"E5\"]");
            }
        }
        ExerciseKind::Count | ExerciseKind::Choose => {
            unused(r, "goal", spec.goal.is_some());
            unused(r, "target", spec.target.is_some());
            unused(r, "stages", !spec.stages.is_empty());
            unused(r, "reply", spec.reply.is_some());
            hint_texts(&spec.hints, here, r);
            if spec.query.is_none() {
                r.add(format!("{here}.query"), format!("a {:?} exercise needs a `query`", spec.kind));
            }
            match (&spec.answer, spec.kind) {
                (Some(AnswerSpec::Number(_) | AnswerSpec::One(_)), ExerciseKind::Count) => {}
                (Some(AnswerSpec::One(_)), ExerciseKind::Choose) => {}
                _ => r.add(format!("{here}.answer"), "give the `answer` (a number for count, an option's value for choose)"),
            }
            if spec.kind == ExerciseKind::Count {
                unused(r, "options", !spec.options.is_empty());
            } else {
                if spec.options.len() < 2 {
                    r.add(format!("{here}.options"), "a choose exercise needs at least two options");
                }
                let mut seen = HashSet::new();
                for (j, o) in spec.options.iter().enumerate() {
                    r.text(&format!("{here}.options[{j}].label"), &o.label);
                    if !seen.insert(o.value.to_ascii_lowercase()) {
                        r.add(format!("{here}.options[{j}].value"), format!("the value {:?} is used twice", o.value));
                    }
                }
            }
        }
    }
    Some(Exercise { spec: spec.clone(), start: s.game, handicap: s.handicap, stages, play_out })
}

/// Every template in an exercise's texts resolves on the position its text is read on: the
/// prompt and the option labels on the start, each stage's prompt and hints where the stated
/// answers reach that stage, `explain` at every stage, `success` after the last answer.
fn templates(ex: &Exercise, r: &mut Report, here: &str) {
    let spec = &ex.spec;
    let line = ex.line();
    let last = line.len() - 1;
    let check = |r: &mut Report, path: String, t: &Text, stage: usize, at: &Game| {
        if let Err(e) = ex.text_on(t, stage, at) {
            r.add(path, e);
        }
    };
    check(r, format!("{here}.prompt"), &spec.prompt, 0, &ex.start);
    for (j, o) in spec.options.iter().enumerate() {
        check(r, format!("{here}.options[{j}].label"), &o.label, 0, &ex.start);
    }
    for (j, h) in spec.hints.iter().enumerate() {
        check(r, format!("{here}.hints[{j}].text"), &h.text, 0, &line[0]);
    }
    for (k, st) in spec.stages.iter().enumerate() {
        if let Some(p) = &st.prompt {
            check(r, format!("{here}.stages[{k}].prompt"), p, k, &line[k]);
        }
        for (j, h) in st.hints.iter().enumerate() {
            check(r, format!("{here}.stages[{k}].hints[{j}].text"), &h.text, k, &line[k]);
        }
    }
    if let Some(t) = &spec.explain {
        for k in 0..ex.stage_count() {
            check(r, format!("{here}.explain"), t, k, &line[k.min(last)]);
        }
    }
    if let Some(t) = &spec.success {
        let (stage, at) = if spec.kind == ExerciseKind::Play { (ex.stage_count() - 1, &line[last]) } else { (0, &ex.start) };
        check(r, format!("{here}.success"), t, stage, at);
    }
}
