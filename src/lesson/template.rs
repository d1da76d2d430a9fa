//! Engine facts in an exercise's text: `{liberties:D4}`, `{count.black}`, `{captured|unit}`.
//!
//! Prompts, stage prompts, hints, option labels, `explain` and `success` texts may state facts
//! about the position (how many liberties a chain has, what a move captures, the count in 子,
//! who wins and by how much). They are never typed by hand: the author writes a template and
//! the engine fills it in on the position the text is about, so the page receives final text
//! in both languages and a changed position cannot leave a stale number behind.
//!
//! A template is `{key}`, `{key:arg}`, optionally followed by `@start`, `@answer` or `@play:D4`
//! (which position) and `|unit` (the number with its word: `3 liberties` / `3口气`). The keys, and
//! which position a text is read on, are listed in `lessons/README.md`. Every value comes from
//! the same computations as a figure's `show` items ([`super::figure`]), so a figure and an
//! exercise can never disagree about the same fact.

use std::collections::BTreeMap;

use crate::{Color, Game};

use super::exercise::Exercise;
use super::reply::choose_reply;

use super::figure::values_of;
use super::format::{CountSpec, Goal, Query, Show, Text};
use super::words::{self, same};

/// The positions a text can be read on, and what counting needs.
pub(crate) struct Facts<'a> {
    /// The position the text is about (where the learner is, or after the learner solved it).
    pub here: &'a Game,
    /// The exercise's starting position (`@start`).
    pub start: &'a Game,
    /// The position after the stage's stated answer and its reply (`@answer`), if there is one.
    pub answer: Option<&'a Game>,
    pub learner: Color,
    pub handicap: u32,
    /// The dead stones the exercise's count names (its query or its `winsCount` goal).
    pub dead: &'a [String],
    /// The goal of the stage the text belongs to (`{goal.atLeast}`).
    pub goal: Option<&'a Goal>,
}

/// Whether a text holds any template.
pub(crate) fn has_template(t: &Text) -> bool {
    t.en.contains('{') || t.zh.contains('{')
}

/// Fills every template in both languages; an unknown key, a point without a stone or a
/// missing position is an error naming the template.
pub(crate) fn resolve(t: &Text, facts: &Facts) -> Result<Text, String> {
    if !has_template(t) {
        return Ok(t.clone());
    }
    Ok(Text { en: resolve_one(&t.en, facts, true)?, zh: resolve_one(&t.zh, facts, false)? })
}

fn resolve_one(s: &str, facts: &Facts, en: bool) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or_else(|| format!("unclosed `{{` in {s:?}"))?;
        let value = fact(&after[..close], facts).map_err(|e| format!("{{{}}}: {e}", &after[..close]))?;
        out.push_str(if en { &value.en } else { &value.zh });
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The keys and the `show` item (or the direct computation) behind each.
pub(crate) const KEYS: &[&str] = &[
    "liberties:P",
    "libertyPoints:P",
    "stones:P",
    "captures:P",
    "atari:COLOR",
    "illegal:COLOR",
    "realEyes:COLOR",
    "falseEyes:COLOR",
    "count.KEY",
    "compare.KEY",
    "onBoard:COLOR",
    "captured",
    "board.width",
    "board.height",
    "board.points",
    "board.size",
    "handicap",
    "goal.equals",
    "goal.atLeast",
    "goal.atMost",
    "goal.captures",
];

/// One template's value (`inner` is the text between the braces).
pub(crate) fn fact(inner: &str, facts: &Facts) -> Result<Text, String> {
    let (inner, unit) = match inner.split_once('|') {
        Some((head, "unit")) => (head, true),
        Some((_, other)) => return Err(format!("unknown modifier |{other} (use |unit)")),
        None => (inner, false),
    };
    let tried;
    let (inner, game) = match inner.split_once('@') {
        Some((head, "start")) => (head, facts.start),
        Some((head, "answer")) => (head, facts.answer.ok_or("no stated answer to play here (@answer needs a play exercise's answer)")?),
        // A move not played (the wrong one an explanation talks about): the position after it.
        Some((head, other)) if other.starts_with("play:") => {
            let at = other["play:".len()..].trim();
            let v = super::parse_point(at, facts.here.size())?;
            let mut g = facts.here.clone();
            g.play(v).map_err(|e| format!("{at} is not legal here: {}", e.message_en()))?;
            tried = g;
            (head, &tried)
        }
        Some((_, other)) => {
            return Err(format!("unknown position @{other} (use @start, @answer or @play:D4)"));
        }
        None => (inner, facts.here),
    };
    let (key, arg) = match inner.split_once(':') {
        Some((k, a)) => (k.trim(), Some(a.trim())),
        None => (inner.trim(), None),
    };
    let need = |what: &str| arg.filter(|a| !a.is_empty()).ok_or(format!("`{key}` needs {what}, as in {{{key}:{}}}", if what == "a point" { "D4" } else { "black" }));
    let color = |a: &str| match a {
        "black" => Ok(Color::Black),
        "white" => Ok(Color::White),
        _ => Err(format!("{a:?} is not a colour (black or white)")),
    };
    let size = game.size();
    let number = |n: f64, unit_words: fn(usize) -> Text| -> Text { if unit { unit_words(n as usize) } else { same(words::number(n)) } };
    let shown = |item: Show, value: &str| -> Result<Text, String> {
        let values = values_of(game, facts.handicap, &item)?;
        values.get(value).cloned().ok_or_else(|| unknown(value, &values))
    };
    let numeric = |item: Show, value: &str, unit_words: fn(usize) -> Text| -> Result<Text, String> {
        let t = shown(item, value)?;
        let n = super::answer::parse_number(&t.en).ok_or_else(|| format!("{value} is not a number"))?;
        Ok(number(n, unit_words))
    };
    let count_spec = || CountSpec { dead: facts.dead.to_vec() };
    Ok(match key {
        "liberties" => numeric(Show::Liberties(need("a point")?.into()), "liberties", words::liberties)?,
        "libertyPoints" => shown(Show::Liberties(need("a point")?.into()), "libertyPoints")?,
        "stones" => numeric(Show::Chain(need("a point")?.into()), "stones", words::stones)?,
        "captures" => numeric(Show::Captures(need("a point")?.into()), "captures", words::stones)?,
        "atari" => numeric(Show::Atari(color(need("a colour")?)?), "atari", words::stones)?,
        "illegal" => numeric(Show::Illegal(color(need("a colour")?)?), "illegal", points_words)?,
        "realEyes" | "falseEyes" => numeric(Show::Eyes(color(need("a colour")?)?), key, eyes_words)?,
        "onBoard" => {
            let c = color(need("a colour")?)?;
            number(game.board().stones().filter(|&(_, s)| s == c).count() as f64, words::stones)
        }
        "captured" => {
            let n = game.captures(facts.learner).saturating_sub(facts.start.captures(facts.learner));
            number(f64::from(n), words::stones)
        }
        "board.width" => same(size.width.to_string()),
        "board.height" => same(size.height.to_string()),
        "board.points" => same(size.points().to_string()),
        "board.size" => same(format!("{}×{}", size.width, size.height)),
        "handicap" => number(f64::from(facts.handicap), words::stones),
        k if k.starts_with("goal.") => {
            let n = facts.goal.and_then(|g| goal_number(g, &k["goal.".len()..])).ok_or_else(|| format!("the stage's goal has no `{}` number", &k["goal.".len()..]))?;
            let unit_words: fn(usize) -> Text = if k == "goal.captures" { words::stones } else { words::liberties };
            number(f64::from(n), unit_words)
        }
        k if k.starts_with("count.") => {
            if unit {
                return Err("|unit is for counts of stones and liberties; write 子 or stones after a count".into());
            }
            shown(Show::Count(count_spec()), &k["count.".len()..])?
        }
        k if k.starts_with("compare.") => shown(Show::Compare(count_spec()), &k["compare.".len()..])?,
        _ => return Err(format!("unknown key `{key}` (known: {})", KEYS.join(", "))),
    })
}

/// A number of a goal: `equals`, `atLeast`, `atMost` of `chainLiberties`, `captures` of
/// `captureAtLeast` (looked for through `all`, `any` and `not`).
fn goal_number(g: &Goal, which: &str) -> Option<u32> {
    match (g, which) {
        (Goal::ChainLiberties(l), "equals") => l.equals,
        (Goal::ChainLiberties(l), "atLeast") => l.at_least,
        (Goal::ChainLiberties(l), "atMost") => l.at_most,
        (Goal::CaptureAtLeast(n), "captures") => Some(*n),
        (Goal::Not(inner), _) => goal_number(inner, which),
        (Goal::All(gs) | Goal::Any(gs), _) => gs.iter().find_map(|g| goal_number(g, which)),
        _ => None,
    }
}

fn unknown(value: &str, values: &BTreeMap<String, Text>) -> String {
    let known: Vec<&str> = values.keys().map(String::as_str).collect();
    format!("no value {value:?} here (known: {})", known.join(", "))
}

fn points_words(n: usize) -> Text {
    Text { en: if n == 1 { "1 point".into() } else { format!("{n} points") }, zh: format!("{n}个点") }
}

fn eyes_words(n: usize) -> Text {
    Text { en: if n == 1 { "1 eye".into() } else { format!("{n} eyes") }, zh: format!("{n}只眼") }
}

/// Where an exercise's texts are read, and the filling-in itself.
impl Exercise {
    /// The dead stones the exercise's count names (its query, or a `winsCount` goal), for
    /// `{count.…}` templates.
    pub(crate) fn count_dead(&self) -> Vec<String> {
        fn in_goal(g: &Goal) -> Option<Vec<String>> {
            match g {
                Goal::WinsCount(w) => Some(w.dead.clone()),
                Goal::Not(inner) => in_goal(inner),
                Goal::All(gs) | Goal::Any(gs) => gs.iter().find_map(in_goal),
                _ => None,
            }
        }
        match &self.spec.query {
            Some(Query::Points(c)) => return c.dead.clone(),
            Some(Query::Winner(c) | Query::Margin(c)) => return c.dead.clone(),
            _ => {}
        }
        self.stages.iter().find_map(|s| in_goal(&s.goal)).unwrap_or_default()
    }

    /// The position at the start of each stage along the stated answers and their scripted
    /// replies, then the position after the last answer (and its reply): what the texts of
    /// each stage are read on when there is no run.
    pub(crate) fn line(&self) -> Vec<Game> {
        let mut line = vec![self.start.clone()];
        let mut game = self.start.clone();
        for k in 0..self.stages.len() {
            if let Some(next) = self.answer_position(k, &game) {
                game = next;
            }
            line.push(game.clone());
        }
        while line.len() < 2 {
            line.push(game.clone());
        }
        line
    }

    /// The position after `stage`'s stated answer from `game`, and its scripted reply.
    pub(crate) fn answer_position(&self, stage: usize, game: &Game) -> Option<Game> {
        let st = self.stages.get(stage)?;
        let mut after = game.clone();
        after.play_move(after.to_move(), st.answer).ok()?;
        if let Some(r) = st.reply.filter(|_| !after.is_over()) {
            let mv = choose_reply(r, &after);
            let _ = after.play_move(after.to_move(), mv);
        }
        Some(after)
    }

    /// A text of `stage` with its templates filled in on `here` (errors as the checker
    /// reports them).
    pub(crate) fn text_on(&self, t: &Text, stage: usize, here: &Game) -> Result<Text, String> {
        if !has_template(t) {
            return Ok(t.clone());
        }
        let dead = self.count_dead();
        let answer = self.answer_position(stage, here);
        let goal = self.stages.get(stage).map(|s| &s.goal);
        let facts = Facts { here, start: &self.start, answer: answer.as_ref(), learner: self.learner(), handicap: self.handicap, dead: &dead, goal };
        resolve(t, &facts)
    }

    /// A text filled in on `here`; where a learner's other accepted move left the position
    /// without what a template names, on the position the stated answers reach instead (the
    /// checker proves that one resolves).
    pub(crate) fn text(&self, t: &Text, stage: usize, here: &Game) -> Text {
        self.text_on(t, stage, here)
            .or_else(|_| {
                let line = self.line();
                self.text_on(t, stage, &line[stage.min(line.len() - 1)])
            })
            .unwrap_or_else(|_| t.clone())
    }
}
