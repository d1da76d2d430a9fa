//! Exercises: starting them, judging attempts with the engine, the opponent's replies, hints
//! and answers.

use serde::{Deserialize, Serialize};

use crate::{BoardSize, Color, EyeKind, Game, IllegalMove, Move, Vertex};

use super::figure::{Mark, count};
use super::format::{CountSpec, ExerciseKind, ExerciseSpec, Goal, HintSpec, MarkKind, OptionSpec, Query, Target, Text};
use super::goal::{self, Ctx, Outcome};
use super::play_out::{FinalCount, PlayOut};
use super::reading;
use super::words::{self, capitalise, fill, liberties, pt, pts, same, side};
use super::{parse_move, parse_point, sgf_of};

/// What the learner did.
///
/// In JSON (and from JavaScript): `{"play": [x, y]}`, `"pass"`, `{"points": [[x, y], ...]}`,
/// `{"answer": "184.5"}`, with `[x, y]` 0-based from the top left as the board widget gives them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", from = "AttemptWire", into = "AttemptWire")]
pub enum Attempt {
    /// A stone on a point.
    Play(Vertex),
    Pass,
    /// The points clicked, for `clickAll`.
    Points(Vec<Vertex>),
    /// The answer typed or chosen, for `count` and `choose`.
    Answer(String),
}

/// The wire form of an [`Attempt`]: points as `[x, y]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
enum AttemptWire {
    Play([u8; 2]),
    Pass,
    Points(Vec<[u8; 2]>),
    Answer(String),
}

impl From<AttemptWire> for Attempt {
    fn from(w: AttemptWire) -> Attempt {
        let v = |[x, y]: [u8; 2]| Vertex::new(x, y);
        match w {
            AttemptWire::Play(p) => Attempt::Play(v(p)),
            AttemptWire::Pass => Attempt::Pass,
            AttemptWire::Points(ps) => Attempt::Points(ps.into_iter().map(v).collect()),
            AttemptWire::Answer(a) => Attempt::Answer(a),
        }
    }
}

impl From<Attempt> for AttemptWire {
    fn from(a: Attempt) -> AttemptWire {
        match a {
            Attempt::Play(p) => AttemptWire::Play(xy(p)),
            Attempt::Pass => AttemptWire::Pass,
            Attempt::Points(ps) => AttemptWire::Points(ps.into_iter().map(xy).collect()),
            Attempt::Answer(a) => AttemptWire::Answer(a),
        }
    }
}

impl Attempt {
    /// A move from text (`D4`, `dd`, `3,3` or `pass`).
    pub fn parse_move(s: &str, size: BoardSize) -> Result<Attempt, String> {
        Ok(match parse_move(s, size)? {
            Move::Play(v) => Attempt::Play(v),
            Move::Pass => Attempt::Pass,
        })
    }
}

/// How the opponent answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reply {
    Defend,
    Pass,
    At(Vertex),
}

/// One move of a play exercise.
#[derive(Debug, Clone)]
pub(crate) struct Stage {
    pub prompt: Option<Text>,
    pub goal: Goal,
    pub answer: Move,
    pub reply: Option<Reply>,
    pub hints: Vec<HintSpec>,
}

/// A checked exercise, ready to start.
#[derive(Debug, Clone)]
pub struct Exercise {
    pub(crate) spec: ExerciseSpec,
    pub(crate) start: Game,
    pub(crate) handicap: u32,
    pub(crate) stages: Vec<Stage>,
    /// playOut: the engine's side and the stated plan.
    pub(crate) play_out: Option<PlayOut>,
}

/// The engine's judgement of an attempt.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// False for a move the rules forbid (`reason` says which rule).
    pub legal: bool,
    /// The attempt achieved the goal of the current stage (or is the right answer).
    pub correct: bool,
    /// The whole exercise is done.
    pub solved: bool,
    /// The stage the exercise is at after this attempt (0-based).
    pub stage: usize,
    /// `suicide`, `ko`, `superko`, `occupied`, ... for an illegal move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Why the attempt is right or wrong, from the engine.
    pub explanation: Text,
    /// The opponent's reply the engine played after a correct move: a point, or null with
    /// `replyPass` for a pass.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<[u8; 2]>,
    pub reply_pass: bool,
    /// An opponent move the explanation talks about (shown, not played).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refutation: Option<[u8; 2]>,
    /// Points to highlight with the explanation.
    pub marks: Vec<Mark>,
    /// The move was right and the exercise goes on from the position after the opponent's
    /// answer (a reading goal: a ladder, a race, a life-and-death fight): same stage, the
    /// learner moves again.
    pub continued: bool,
    /// The engine could not decide the goal within its reading budget (counted as not met).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub undecided: bool,
    /// clickAll: points of the set not clicked, and points clicked that are not in it.
    pub missing: usize,
    pub wrong: Vec<[u8; 2]>,
    /// playOut: the game has ended (two passes); `count` is the final count.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub game_over: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<FinalCount>,
}

/// A hint: a sentence and a point or area to highlight.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    pub text: Text,
    pub points: Vec<[u8; 2]>,
    /// This "hint" is the answer itself (no authored hint is left).
    pub is_answer: bool,
}

/// An exercise as a page shows it before the learner acts.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExerciseView {
    pub id: String,
    pub kind: ExerciseKind,
    pub prompt: Text,
    pub width: u8,
    pub height: u8,
    /// The starting stones as a diagram (rows from the top).
    pub position: String,
    /// The starting position with its history as SGF, for the board widget.
    pub sgf: String,
    pub to_move: Color,
    /// The colour the learner plays (play exercises).
    pub learner: Color,
    pub stages: Vec<StageView>,
    pub options: Vec<OptionSpec>,
    pub marks: Vec<Mark>,
    pub hint_count: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StageView {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prompt: Option<Text>,
}

fn xy(v: Vertex) -> [u8; 2] {
    [v.x, v.y]
}

impl Exercise {
    #[must_use]
    pub fn id(&self) -> &str {
        &self.spec.id
    }

    #[must_use]
    pub fn kind(&self) -> ExerciseKind {
        self.spec.kind
    }

    #[must_use]
    pub fn spec(&self) -> &ExerciseSpec {
        &self.spec
    }

    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.start.size()
    }

    /// The learner's colour: the player to move at the start.
    #[must_use]
    pub fn learner(&self) -> Color {
        self.start.to_move()
    }

    /// Number of moves the learner makes (1 except for several-move play exercises).
    #[must_use]
    pub fn stage_count(&self) -> usize {
        self.stages.len().max(1)
    }

    /// The game the exercise starts from.
    #[must_use]
    pub fn start(&self) -> Game {
        self.start.clone()
    }

    /// A stateful run of the exercise.
    #[must_use]
    pub fn run(&self) -> ExerciseRun {
        ExerciseRun::new(self)
    }

    #[must_use]
    pub fn view(&self) -> ExerciseView {
        let size = self.size();
        let line = self.line();
        ExerciseView {
            id: self.spec.id.clone(),
            kind: self.spec.kind,
            prompt: self.text(&self.spec.prompt, 0, &self.start),
            width: size.width,
            height: size.height,
            position: self.start.position().to_diagram().trim_end().to_string(),
            sgf: sgf_of(&self.start),
            to_move: self.start.to_move(),
            learner: self.learner(),
            stages: self.stages.iter().enumerate().map(|(k, s)| StageView { prompt: s.prompt.as_ref().map(|p| self.text(p, k, &line[k])) }).collect(),
            options: self.options(),
            marks: self.spec.marks.iter().filter_map(|m| super::figure::author_mark(m, size).ok()).collect(),
            hint_count: self.hints(0).len(),
        }
    }

    /// The options of a choose exercise, their labels' templates filled in on the start.
    fn options(&self) -> Vec<OptionSpec> {
        self.spec.options.iter().map(|o| OptionSpec { value: o.value.clone(), label: self.text(&o.label, 0, &self.start) }).collect()
    }

    fn ctx(&self) -> Ctx<'_> {
        Ctx { start: &self.start, learner: self.learner(), handicap: self.handicap }
    }

    pub(crate) fn hints(&self, stage: usize) -> &[HintSpec] {
        match self.stages.get(stage) {
            Some(s) => &s.hints,
            None => &self.spec.hints,
        }
    }

    /// Judges an attempt at `stage`, with `before` the position the learner faces. Nothing is
    /// changed; see [`ExerciseRun`] for the run that keeps the position.
    #[must_use]
    pub fn check(&self, stage: usize, before: &Game, attempt: &Attempt) -> Verdict {
        self.judge(stage, before, attempt).0
    }

    /// The verdict and, after a correct move, the position after the move and the reply.
    pub(crate) fn judge(&self, stage: usize, before: &Game, attempt: &Attempt) -> (Verdict, Option<Game>) {
        let mut v = Verdict { legal: true, stage, ..Verdict::default() };
        match (self.spec.kind, attempt) {
            (ExerciseKind::Play, Attempt::Play(_) | Attempt::Pass) => self.judge_move(stage, before, attempt),
            (ExerciseKind::PlayOut, Attempt::Play(_) | Attempt::Pass) => match &self.play_out {
                Some(po) => self.judge_play_out(po, before, if let Attempt::Play(p) = attempt { Move::Play(*p) } else { Move::Pass }),
                None => (v, None),
            },
            (ExerciseKind::ClickAll, Attempt::Points(points)) => {
                self.judge_points(points, &mut v);
                (v, None)
            }
            (ExerciseKind::Count | ExerciseKind::Choose, Attempt::Answer(text)) => {
                self.judge_answer(text, &mut v);
                (v, None)
            }
            _ => {
                v.explanation = Text::new("This exercise expects another kind of answer.", "这道题需要另一种回答方式。");
                (v, None)
            }
        }
    }

    fn judge_move(&self, stage: usize, before: &Game, attempt: &Attempt) -> (Verdict, Option<Game>) {
        let mut v = Verdict { legal: true, stage, ..Verdict::default() };
        let Some(st) = self.stages.get(stage) else {
            v.explanation = Text::new("This exercise is finished.", "这道题已经完成了。");
            return (v, None);
        };
        let size = before.size();
        let learner = self.learner();
        if before.to_move() != learner {
            v.explanation = fill("It is {}'s turn.", "现在轮到{}。", &[&side(before.to_move())]);
            return (v, None);
        }
        let mut after = before.clone();
        let played = match attempt {
            Attempt::Play(p) => after.play(*p).map(|_| ()),
            _ => after.pass().map(|_| ()),
        };
        if let Err(e) = played {
            v.legal = false;
            v.reason = Some(e.code().to_string());
            v.explanation = illegal_text(e, size);
            if let Some(p) = e.vertex() {
                v.marks.push(Mark::new(MarkKind::Cross, p));
            }
            return (v, None);
        }
        let outcome = goal::evaluate(&st.goal, &self.ctx(), &after);
        v.marks = outcome.marks.clone();
        v.undecided = outcome.undecided;
        if !outcome.met {
            v.explanation = wrong_text(&outcome, &after, learner);
            v.refutation = outcome.refutation.or_else(|| goal::danger(&after, learner).map(|(_, l)| l)).map(xy);
            return (v, None);
        }
        v.correct = true;
        v.explanation = outcome.text.clone();
        // A reading goal goes on while the opponent has a move that needs an answer.
        let going_on = if outcome.settled { None } else { goal::reading_aim(&st.goal, &self.ctx(), &after).and_then(|aim| reading::continuation(aim, learner, &after)) };
        let reply = match going_on {
            Some(mv) => Some(mv),
            None => st.reply.filter(|_| !after.is_over()).map(|r| choose_reply(r, &after)),
        };
        if let Some(mv) = reply {
            let color = after.to_move();
            if after.play_move(color, mv).is_ok() {
                match mv {
                    Move::Play(p) => {
                        v.reply = Some(xy(p));
                        let captured = after.last_move().map_or(0, |r| r.captured.len());
                        let t = if captured > 0 {
                            fill("{} answers at {} and captures {}.", "{}下在{}，提掉{}。", &[&side(color), &same(pt(p, size)), &words::stones(captured)])
                        } else {
                            fill("{} answers at {}.", "{}应在{}。", &[&side(color), &same(pt(p, size))])
                        };
                        v.explanation = v.explanation.join(&t);
                    }
                    Move::Pass => {
                        v.reply_pass = true;
                        v.explanation = v.explanation.join(&fill("{} passes.", "{}停一手。", &[&side(color)]));
                    }
                }
            }
        }
        if going_on.is_some() && after.to_move() == learner {
            v.continued = true;
            v.stage = stage;
            v.explanation = v.explanation.join(&Text::new("Your move again.", "继续下。"));
            return (v, Some(after));
        }
        v.stage = stage + 1;
        v.solved = v.stage >= self.stages.len();
        if v.solved
            && let Some(success) = &self.spec.success
        {
            v.explanation = self.text(success, stage, &after).join(&v.explanation);
        }
        (v, Some(after))
    }

    /// The set a clickAll exercise asks for, computed by the engine, sorted row by row.
    #[must_use]
    pub fn target_points(&self) -> Vec<Vertex> {
        let Some(target) = &self.spec.target else {
            return Vec::new();
        };
        target_points(&self.start, target).unwrap_or_default()
    }

    fn judge_points(&self, points: &[Vertex], v: &mut Verdict) {
        let size = self.size();
        let target = self.target_points();
        let mut clicked: Vec<Vertex> = points.to_vec();
        clicked.sort_by_key(|p| (p.y, p.x));
        clicked.dedup();
        let wrong: Vec<Vertex> = clicked.iter().copied().filter(|p| !target.contains(p)).collect();
        let found = clicked.iter().filter(|p| target.contains(p)).count();
        let missing = target.len() - found;
        v.missing = missing;
        v.wrong = wrong.iter().map(|&p| xy(p)).collect();
        if wrong.is_empty() && missing == 0 {
            v.correct = true;
            v.solved = true;
            v.stage = 1;
            v.explanation = if target.len() == 1 { Text::new("Found it.", "找到了。") } else { fill("All {} found.", "{}个点都找到了。", &[&same(target.len().to_string())]) };
            v.marks = target.iter().map(|&p| Mark::new(MarkKind::Circle, p)).collect();
            if let Some(success) = &self.spec.success {
                v.explanation = self.text(success, 0, &self.start).join(&v.explanation);
            }
            return;
        }
        let mut text = Text::default();
        if let (Some(target_spec), Some(&p)) = (&self.spec.target, wrong.first()) {
            text = why_not_in_target(&self.start, target_spec, p);
            v.marks.push(Mark::new(MarkKind::Cross, p));
        }
        if missing > 0 {
            text = text.join(&fill(
                "You have found {} of {}; {} more to find.",
                "你找到了{}个，一共{}个，还差{}个。",
                &[&same(found.to_string()), &same(target.len().to_string()), &same(missing.to_string())],
            ));
        }
        let _ = size;
        v.explanation = text;
    }

    /// The value the engine computes for a count or choose exercise, as a string (`"4"`,
    /// `"184.5"`, `"black"`, `"real"`, `"suicide"`), with an explanation and marks.
    #[must_use]
    pub fn query_value(&self) -> Option<(String, Text, Vec<Mark>)> {
        let q = self.spec.query.as_ref()?;
        query(&self.start, self.handicap, q).ok()
    }

    fn judge_answer(&self, text: &str, v: &mut Verdict) {
        let Some((value, why, marks)) = self.query_value() else {
            return;
        };
        let right = match self.spec.kind {
            ExerciseKind::Count => match (parse_number(text), value.parse::<f64>()) {
                (Some(a), Ok(b)) => (a - b).abs() < 1e-9,
                _ => false,
            },
            _ => text.trim().eq_ignore_ascii_case(&value),
        };
        v.correct = right;
        if right {
            v.solved = true;
            v.stage = 1;
            v.explanation = why;
            v.marks = marks;
            if let Some(success) = &self.spec.success {
                v.explanation = self.text(success, 0, &self.start).join(&v.explanation);
            }
        } else if self.spec.kind == ExerciseKind::Count {
            v.explanation = match (parse_number(text), value.parse::<f64>()) {
                (None, _) => Text::new("Please type a number, such as 4 or 184.5.", "请输入一个数，例如4或184.5。"),
                (Some(a), Ok(b)) if a > b => Text::new("Not quite: that is too many. Count again.", "不对：多了。再数一数。"),
                _ => Text::new("Not quite: that is too few. Count again.", "不对：少了。再数一数。"),
            };
        } else {
            v.explanation = Text::new("Not this one. Look again.", "不是这个，再想一想。");
        }
    }

    /// The opponent's reply for `stage` in `game` (the position after the learner's move), if
    /// the exercise has one: scripted, or a defending move the engine chooses.
    #[must_use]
    pub fn opponent_reply(&self, stage: usize, game: &Game) -> Option<Move> {
        let reply = self.stages.get(stage)?.reply?;
        (!game.is_over()).then(|| choose_reply(reply, game))
    }

    /// Hint number `level` (0-based) at `stage`: the authored hints in order, then the answer.
    /// (Texts are read on the position the stated answers reach at `stage`.)
    #[must_use]
    pub fn hint(&self, stage: usize, level: usize) -> Hint {
        let line = self.line();
        self.hint_on(stage, level, &line[stage.min(line.len() - 1)])
    }

    /// Hint number `level` at `stage`, its text read on `here`, the position the learner faces.
    #[must_use]
    pub fn hint_on(&self, stage: usize, level: usize, here: &Game) -> Hint {
        let size = self.size();
        if let Some(h) = self.hints(stage).get(level) {
            let mut points: Vec<[u8; 2]> = h.area.iter().filter_map(|s| parse_point(s, size).ok()).map(xy).collect();
            if let Some(p) = h.point.as_deref().and_then(|s| parse_point(s, size).ok()) {
                points.push(xy(p));
            }
            return Hint { text: self.text(&h.text, stage, here), points, is_answer: false };
        }
        let (text, points) = self.answer_text_on(stage, here);
        Hint { text, points, is_answer: true }
    }

    /// The learner's move the engine finds in `game` for a reading goal going on (a sentence and
    /// the point).
    #[must_use]
    pub fn engine_answer(&self, stage: usize, game: &Game) -> (Text, Vec<[u8; 2]>) {
        let size = self.size();
        let mv = self.stages.get(stage).and_then(|st| goal::reading_aim(&st.goal, &self.ctx(), game)).and_then(|aim| reading::winning_move(aim, self.learner(), game));
        match mv {
            Some(Move::Play(p)) => (fill("Play at {}.", "下在{}。", &[&same(pt(p, size))]), vec![xy(p)]),
            Some(Move::Pass) => (Text::new("Pass: nothing needs an answer.", "停一手：不用应。"), Vec::new()),
            None => self.answer_text(stage),
        }
    }

    /// The engine's move for the learner in `game` at `stage` (the stated answer at the stage's
    /// start, the engine's winning move once a reading goal goes on).
    pub(crate) fn engine_move(&self, stage: usize, game: &Game) -> Option<Move> {
        let st = self.stages.get(stage)?;
        let aim = goal::reading_aim(&st.goal, &self.ctx(), game)?;
        reading::winning_move(aim, self.learner(), game)
    }

    /// The answer for `stage`: a sentence and the points to show (texts read on the position
    /// the stated answers reach at `stage`).
    #[must_use]
    pub fn answer_text(&self, stage: usize) -> (Text, Vec<[u8; 2]>) {
        let line = self.line();
        self.answer_text_on(stage, &line[stage.min(line.len() - 1)])
    }

    /// The answer for `stage`, its `explain` read on `here`.
    #[must_use]
    pub fn answer_text_on(&self, stage: usize, here: &Game) -> (Text, Vec<[u8; 2]>) {
        let size = self.size();
        let explain = self.spec.explain.as_ref().map(|e| self.text(e, stage, here)).unwrap_or_default();
        match self.spec.kind {
            ExerciseKind::Play | ExerciseKind::PlayOut => match self.stages.get(stage).map(|s| s.answer) {
                Some(Move::Play(p)) => (fill("Play at {}.", "下在{}。", &[&same(pt(p, size))]).join(&explain), vec![xy(p)]),
                Some(Move::Pass) => (Text::new("Pass.", "停一手（虚着）。").join(&explain), Vec::new()),
                None => (explain, Vec::new()),
            },
            ExerciseKind::ClickAll => {
                let t = self.target_points();
                (fill("The points are {}.", "这些点是{}。", &[&pts(&t, size)]).join(&explain), t.into_iter().map(xy).collect())
            }
            ExerciseKind::Count | ExerciseKind::Choose => match self.query_value() {
                Some((value, why, marks)) => {
                    let shown = if self.spec.kind == ExerciseKind::Choose {
                        let label = self.options().into_iter().find(|o| o.value.eq_ignore_ascii_case(&value)).map(|o| o.label);
                        label.unwrap_or_else(|| same(value))
                    } else {
                        same(value.parse::<f64>().map_or(value.clone(), words::number))
                    };
                    (fill("The answer: {}.", "答案：{}。", &[&shown]).join(&why).join(&explain), marks.iter().map(|m| m.at).collect())
                }
                None => (explain, Vec::new()),
            },
        }
    }
}

/// A stateful run: the position the learner faces, the stage reached, hints given.
#[derive(Debug, Clone)]
pub struct ExerciseRun {
    exercise: Exercise,
    game: Game,
    stage: usize,
    solved: bool,
    hints_given: usize,
    /// A reading goal is going on past the stage's first move: answers come from the engine.
    continuing: bool,
    /// playOut: how many of the plan's moves the learner has played, while following it.
    on_plan: Option<usize>,
}

impl ExerciseRun {
    #[must_use]
    pub fn new(exercise: &Exercise) -> ExerciseRun {
        ExerciseRun { exercise: exercise.clone(), game: exercise.start(), stage: 0, solved: false, hints_given: 0, continuing: false, on_plan: Some(0) }
    }

    #[must_use]
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The position now (after the correct moves and replies so far).
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    #[must_use]
    pub fn stage(&self) -> usize {
        self.stage
    }

    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// The prompt for the current stage (the stage's own, or the exercise's).
    #[must_use]
    pub fn prompt(&self) -> Text {
        let t = self.exercise.stages.get(self.stage).and_then(|s| s.prompt.clone()).unwrap_or_else(|| self.exercise.spec.prompt.clone());
        self.exercise.text(&t, self.stage, &self.game)
    }

    /// Judges an attempt. A correct move is kept (with the opponent's reply); a wrong or
    /// illegal one leaves the position as it was, so the learner can retry at once.
    pub fn attempt(&mut self, attempt: &Attempt) -> Verdict {
        if self.solved {
            return Verdict { legal: true, correct: true, solved: true, stage: self.stage, explanation: Text::new("Already solved.", "已经做对了。"), ..Verdict::default() };
        }
        let (verdict, after) = self.exercise.judge(self.stage, &self.game, attempt);
        if let (Some(po), Some(_)) = (&self.exercise.play_out, &after) {
            let mv = match attempt {
                Attempt::Play(p) => Some(Move::Play(*p)),
                Attempt::Pass => Some(Move::Pass),
                _ => None,
            };
            self.on_plan = self.on_plan.filter(|&k| mv == Some(po.plan.get(k).copied().unwrap_or(Move::Pass))).map(|k| k + 1);
        }
        if let Some(after) = after {
            self.game = after;
        }
        if verdict.correct {
            self.stage = verdict.stage;
            self.hints_given = 0;
            self.continuing = verdict.continued;
        }
        self.solved = verdict.solved;
        verdict
    }

    /// The next hint (authored hints first, then the answer; once a reading goal goes on past
    /// its first move, the engine's answer).
    pub fn hint(&mut self) -> Hint {
        if self.continuing {
            self.hints_given += 1;
            return self.answer_hint();
        }
        let h = self.exercise.hint_on(self.stage, self.hints_given, &self.game);
        self.hints_given += 1;
        h
    }

    /// Whether the run is past the first move of a reading goal (the engine answering).
    #[must_use]
    pub fn is_continuing(&self) -> bool {
        self.continuing
    }

    /// The answer for the current stage: the stated one, or, once a reading goal goes on, the
    /// engine's winning move in the position now.
    #[must_use]
    pub fn answer(&self) -> (Text, Vec<[u8; 2]>) {
        if let Some(po) = &self.exercise.play_out {
            let size = self.game.size();
            return match po.advice(&self.game, self.on_plan) {
                Move::Play(p) => (fill("Play at {}.", "下在{}。", &[&same(pt(p, size))]), vec![xy(p)]),
                Move::Pass => (Text::new("Pass: nothing useful is left to play.", "停一手：已经没有有用的地方可下了。"), Vec::new()),
            };
        }
        if self.continuing {
            return self.exercise.engine_answer(self.stage, &self.game);
        }
        self.exercise.answer_text_on(self.stage, &self.game)
    }

    /// The answer as a [`Hint`] (a plain object for JavaScript).
    #[must_use]
    pub fn answer_hint(&self) -> Hint {
        let (text, points) = self.answer();
        Hint { text, points, is_answer: true }
    }

    /// The position now, with its history, as SGF for the board widget.
    #[must_use]
    pub fn sgf(&self) -> String {
        sgf_of(&self.game)
    }

    /// Starts again from the beginning.
    pub fn reset(&mut self) {
        *self = ExerciseRun::new(&self.exercise);
    }
}

/// The explanation for an illegal move, from the engine's reason.
fn illegal_text(e: IllegalMove, size: BoardSize) -> Text {
    let mut t = Text::new(capitalise(&e.message_en()) + ".", e.message_zh() + "。");
    if let IllegalMove::Suicide(p) = e {
        t = t.join(&fill("{} is a forbidden point (禁着点) for you now.", "{}现在是你的禁着点。", &[&same(pt(p, size))]));
    }
    t
}

/// The explanation for a legal move that misses the goal: the goal's own reason, plus a
/// warning when the move leaves the learner's stones capturable.
fn wrong_text(outcome: &Outcome, after: &Game, learner: Color) -> Text {
    let size = after.size();
    let mut t = outcome.text.clone();
    if let Some((chain, l)) = goal::danger(after, learner) {
        let warning = fill(
            "{0} can now capture your {1} at {2} by playing at {3}.",
            "{0}现在下在{3}，就能提掉你在{2}的{1}。",
            &[&side(learner.opponent()), &words::your_stones(chain.len()), &pts(&chain, size), &same(pt(l, size))],
        );
        // Avoid saying the same thing twice (the goal may have said it already).
        if !t.en.contains(&warning.en) {
            t = t.join(&warning);
        }
    }
    if t.is_empty() {
        t = Text::new("That does not achieve the goal yet.", "这样还没有达到目标。");
    }
    t
}

/// The reply the engine plays.
pub(crate) fn choose_reply(reply: Reply, game: &Game) -> Move {
    match reply {
        Reply::Pass => Move::Pass,
        Reply::At(p) if game.check(p).is_ok() => Move::Play(p),
        Reply::At(_) | Reply::Defend => defend(game),
    }
}

/// A defending move for the player to move: capture what can be captured, save stones in
/// atari, never fill an own real eye or play a self-atari that captures nothing; otherwise a
/// move that keeps the most liberties, near the last move. Deterministic.
pub(crate) fn defend(game: &Game) -> Move {
    let me = game.to_move();
    let board = game.board();
    let in_atari: Vec<Vec<Vertex>> = game.chains_in_atari(me);
    let last = game.last_move().and_then(|r| match r.mv {
        Move::Play(v) => Some(v),
        Move::Pass => None,
    });
    let mut best: Option<(i64, Vertex)> = None;
    for v in game.legal_moves() {
        if matches!(game.eye_at(v), Some((c, EyeKind::Real)) if c == me) {
            continue;
        }
        let Ok(p) = game.preview(v) else { continue };
        let mut score: i64 = 1000 * p.captures.len() as i64;
        if p.self_atari && p.captures.is_empty() {
            score -= 5000;
        }
        let mut after = game.clone();
        if after.play(v).is_err() {
            continue;
        }
        for chain in &in_atari {
            if after.board().get(chain[0]) == Some(me) && after.board().liberty_count(chain[0]) >= 2 {
                score += 600 * chain.len() as i64;
            }
        }
        score += 60 * p.ataris.len() as i64;
        score += 10 * p.liberties.min(4) as i64;
        if let Some(l) = last {
            score -= i64::from(l.x.abs_diff(v.x)) + i64::from(l.y.abs_diff(v.y));
        }
        let _ = board;
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, v));
        }
    }
    match best {
        Some((s, v)) if s > -5000 => Move::Play(v),
        _ => Move::Pass,
    }
}

/// The points of a clickAll target, sorted row by row.
pub(crate) fn target_points(game: &Game, target: &Target) -> Result<Vec<Vertex>, String> {
    let size = game.size();
    let board = game.board();
    let mut out: Vec<Vertex> = match target {
        Target::Liberties(at) => {
            let v = parse_point(at, size)?;
            if board.get(v).is_none() {
                return Err(format!("there is no stone at {at}"));
            }
            board.liberties(v)
        }
        Target::IllegalPoints(color) => board.empty_points().into_iter().filter(|&v| game.check_as(*color, v).is_err()).collect(),
        Target::RealEyes(color) => board.empty_points().into_iter().filter(|&v| super::search::eye_kind(game, v) == Some((*color, EyeKind::Real))).collect(),
        Target::FalseEyes(color) => board.empty_points().into_iter().filter(|&v| super::search::eye_kind(game, v) == Some((*color, EyeKind::False))).collect(),
        Target::CapturingMoves(color) => board
            .empty_points()
            .into_iter()
            .filter(|&v| {
                if game.to_move() != *color {
                    return false;
                }
                game.preview(v).is_ok_and(|p| !p.captures.is_empty())
            })
            .collect(),
        Target::StonesInAtari(color) => game.chains_in_atari(*color).into_iter().flatten().collect(),
        Target::StarPoints(_) => size.star_points(),
        Target::KillingMoves(at) | Target::LivingMoves(at) => {
            let v = parse_point(at, size)?;
            super::reading::deciding_moves(game, v, matches!(target, Target::KillingMoves(_)))?
        }
    };
    out.sort_by_key(|v| (v.y, v.x));
    out.dedup();
    Ok(out)
}

/// Why a clicked point is not in the set.
fn why_not_in_target(game: &Game, target: &Target, p: Vertex) -> Text {
    let size = game.size();
    let board = game.board();
    let at = same(pt(p, size));
    match target {
        Target::Liberties(_) => match board.get(p) {
            Some(c) => fill("{} holds a {} stone: a liberty is an empty point.", "{}上有{}子：气是空着的点。", &[&at, &Text::new(c.name_en(), c.name_zh())]),
            None => fill("{} is empty but does not touch the chain along a line.", "{}虽然空着，但没有沿着线和这块棋直接相邻。", &[&at]),
        },
        Target::IllegalPoints(color) => match board.get(p) {
            Some(_) => fill("{} already holds a stone.", "{}上已经有棋子了。", &[&at]),
            None => {
                let mut t = fill("{} may play at {}", "{}可以下在{}", &[&side(*color), &at]);
                if let Ok(pv) = game.preview(p).as_ref().map_err(|_| ()) {
                    if !pv.captures.is_empty() {
                        t = t.join(&fill("(it captures {}).", "（能提掉{}）。", &[&words::stones(pv.captures.len())]));
                    } else {
                        t = t.join(&fill("(the stone would have {}).", "（落子后还有{}）。", &[&liberties(pv.liberties)]));
                    }
                } else {
                    t.en.push('.');
                    t.zh.push('。');
                }
                t
            }
        },
        Target::RealEyes(_) | Target::FalseEyes(_) => match super::search::eye_kind(game, p) {
            Some((_, EyeKind::Real)) => fill("{} is a real eye.", "{}是真眼。", &[&at]),
            Some((_, EyeKind::False)) => fill("{} is a false eye.", "{}是假眼。", &[&at]),
            None => fill("{} is not an eye: an eye is an empty point surrounded by one colour's stones.", "{}不是眼：眼是被一方棋子围住的空点。", &[&at]),
        },
        Target::CapturingMoves(_) => fill("A stone at {} captures nothing.", "下在{}提不掉任何棋子。", &[&at]),
        Target::StonesInAtari(_) => match board.get(p) {
            Some(_) => {
                fill("{0} at {1} {3} {2}.", "{1}的棋子有{2}。", &[&words::the_stones(board.chain(p).len()), &at, &liberties(board.liberty_count(p)), &words::en(board.chain(p).len(), "has", "have")])
            }
            None => fill("{} is an empty point.", "{}是空点。", &[&at]),
        },
        Target::StarPoints(_) => fill("{} is not a star point: look for the small dots on the board.", "{}不是星位：找一找棋盘上的小圆点。", &[&at]),
        Target::KillingMoves(g) | Target::LivingMoves(g) => {
            let kill = matches!(target, Target::KillingMoves(_));
            let Ok(v) = parse_point(g, size) else {
                return Text::default();
            };
            let mut after = game.clone();
            if after.play(p).is_err() {
                return fill("{} is not a legal move.", "{}不能下。", &[&at]);
            }
            let o = if kill { super::reading::kill(&after, v) } else { super::reading::live(&after, v) };
            let lead = if kill {
                fill("After {} the group still lives.", "下在{}，这块棋还能活。", &[&at])
            } else {
                fill("After {} the group still dies.", "下在{}，这块棋还是死。", &[&at])
            };
            lead.join(&o.text)
        }
    }
}

/// The value of a query on a position, with the engine's explanation and marks.
pub(crate) fn query(game: &Game, handicap: u32, q: &Query) -> Result<(String, Text, Vec<Mark>), String> {
    let size = game.size();
    let board = game.board();
    let stone = |at: &str| -> Result<Vertex, String> {
        let v = parse_point(at, size)?;
        if board.get(v).is_none() {
            return Err(format!("there is no stone at {at}"));
        }
        Ok(v)
    };
    Ok(match q {
        Query::BoardPoints(_) => {
            let t = fill(
                "{} lines across and {} down cross at {} points.",
                "横{}条线、竖{}条线，交叉成{}个点。",
                &[&same(size.height.to_string()), &same(size.width.to_string()), &same(size.points().to_string())],
            );
            (size.points().to_string(), t, Vec::new())
        }
        Query::ToMove(_) => {
            let c = game.to_move();
            let t = match game.last_move() {
                Some(m) => fill("{} played last, so it is {}'s turn.", "刚才是{}下的，所以轮到{}。", &[&side(m.color), &side(c)]),
                None => fill("{} moves first.", "{}先下。", &[&side(c)]),
            };
            (c.name_en().into(), t, Vec::new())
        }
        Query::Status(at) => {
            let v = stone(at)?;
            let est = crate::score::estimate(board, &crate::score::EstimateOptions::default());
            let dead = est.dead.contains(&v);
            let chain = board.chain(v);
            let at = same(pt(v, size));
            let t = if dead {
                fill("The stones at {} cannot avoid capture: they are dead.", "{}的棋子无法避免被提掉：是死棋。", &[&at])
            } else {
                fill("The stones at {} cannot be captured: they are alive.", "{}的棋子不会被提掉：是活棋。", &[&at])
            };
            let kind = if dead { MarkKind::Cross } else { MarkKind::Circle };
            ((if dead { "dead" } else { "alive" }).into(), t, chain.iter().map(|&s| Mark::new(kind, s)).collect())
        }
        Query::Liberties(at) => {
            let v = stone(at)?;
            let libs = board.liberties(v);
            let t = fill("The chain at {} has {}: {}.", "{}的棋子有{}：{}。", &[&same(pt(v, size)), &liberties(libs.len()), &pts(&libs, size)]);
            (libs.len().to_string(), t, libs.iter().map(|&l| Mark::new(MarkKind::Circle, l)).collect())
        }
        Query::ChainSize(at) => {
            let v = stone(at)?;
            let chain = board.chain(v);
            let t = fill("The chain has {}.", "这块棋有{}。", &[&words::stones(chain.len())]);
            (chain.len().to_string(), t, chain.iter().map(|&s| Mark::new(MarkKind::Selected, s)).collect())
        }
        Query::Captures(at) => {
            let v = parse_point(at, size)?;
            let p = game.preview(v).map_err(|e| format!("{at} is not legal: {}", e.message_en()))?;
            let t = fill("A stone at {} captures {}.", "下在{}可以提掉{}。", &[&same(pt(v, size)), &words::stones(p.captures.len())]);
            (p.captures.len().to_string(), t, p.captures.iter().map(|&c| Mark::new(MarkKind::Cross, c)).collect())
        }
        Query::Legality(at) => {
            let v = parse_point(at, size)?;
            match game.check(v) {
                Ok(()) => ("legal".into(), fill("{} may play at {}.", "{}可以下在{}。", &[&side(game.to_move()), &same(pt(v, size))]), Vec::new()),
                Err(e) => (e.code().into(), illegal_text(e, size), vec![Mark::new(MarkKind::Cross, v)]),
            }
        }
        Query::Eye(at) => {
            let v = parse_point(at, size)?;
            match super::search::eye_kind(game, v) {
                Some((_, EyeKind::Real)) => ("real".into(), fill("{} is a real eye.", "{}是真眼。", &[&same(pt(v, size))]), vec![Mark::new(MarkKind::Circle, v)]),
                Some((_, EyeKind::False)) => (
                    "false".into(),
                    fill("{} is a false eye: the stones around it can be cut apart.", "{}是假眼：它周围的棋子可以被分开。", &[&same(pt(v, size))]),
                    vec![Mark::new(MarkKind::Cross, v)],
                ),
                None => ("none".into(), fill("{} is not an eye.", "{}不是眼。", &[&same(pt(v, size))]), Vec::new()),
            }
        }
        Query::Points(c) => {
            let s = count(game, handicap, &CountSpec { dead: c.dead.clone() })?;
            let sc = if c.color == Color::Black { &s.black } else { &s.white };
            let t = if sc.dame_share > 0.0 {
                fill(
                    "{}: {} stones + {} surrounded points + {} (half of the shared points) = {}.",
                    "{}：{}个子 + 围住的{}个点 + {}（双方共有的点各得一半）= {}子。",
                    &[&side(c.color), &same(sc.stones.to_string()), &same(sc.area.to_string()), &same(words::number(sc.dame_share)), &same(words::number(sc.total))],
                )
            } else {
                fill(
                    "{}: {} stones + {} surrounded points = {}.",
                    "{}：{}个子 + 围住的{}个点 = {}子。",
                    &[&side(c.color), &same(sc.stones.to_string()), &same(sc.area.to_string()), &same(words::number(sc.total))],
                )
            };
            (format!("{}", sc.total), t, s.dead.iter().map(|&d| Mark::new(MarkKind::Cross, d)).collect())
        }
        Query::Winner(c) => {
            let s = count(game, handicap, c)?;
            let value = match s.winner {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            };
            let t = fill(
                "Black {}, White {}: {}.",
                "黑{}子，白{}子：{}。",
                &[&same(words::number(s.black.total)), &same(words::number(s.white.total)), &Text::new(s.result_en.clone(), s.result_zh.clone())],
            );
            (value.into(), t, Vec::new())
        }
        Query::Life(at) => {
            let v = stone(at)?;
            let (value, t) = super::reading::life_status(game, v)?;
            (value, t, board.chain(v).iter().map(|&s| Mark::new(MarkKind::Selected, s)).collect())
        }
        Query::Ladder(at) => {
            let v = stone(at)?;
            let (value, t, line) = super::reading::ladder(game, v)?;
            let mut marks: Vec<Mark> = board.chain(v).iter().map(|&s| Mark::new(MarkKind::Triangle, s)).collect();
            marks.extend(line.iter().map(|&l| Mark::new(MarkKind::Circle, l)));
            (value, t, marks)
        }
        Query::Race(at) => {
            let v = stone(at)?;
            let (value, t) = super::reading::race_winner(game, v)?;
            (value, t, board.liberties(v).iter().map(|&l| Mark::new(MarkKind::Circle, l)).collect())
        }
        Query::Margin(c) => {
            let s = count(game, handicap, c)?;
            let m = if s.scoring == crate::ScoringMethod::Area { s.margin_stones.abs() } else { s.margin_points.abs() };
            (format!("{m}"), Text::new(format!("{}.", s.result_en), format!("{}。", s.result_zh)), Vec::new())
        }
    })
}

/// Reads a number as a learner may type it: `4`, `184.5`, `184½`, `184 1/2`, `¾`, `3/4`,
/// `184又1/2`, full-width digits.
pub(crate) fn parse_number(s: &str) -> Option<f64> {
    let s: String = s
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '．' | '。' => '.',
            '／' => '/',
            '又' => ' ',
            _ => c,
        })
        .collect();
    let s = s.trim().trim_end_matches(['子', '点', '目']).trim();
    if s.is_empty() {
        return None;
    }
    let (sign, s) = match s.strip_prefix('-') {
        Some(rest) => (-1.0, rest.trim()),
        None => (1.0, s),
    };
    let frac_char = |c: char| match c {
        '¼' => Some(0.25),
        '½' => Some(0.5),
        '¾' => Some(0.75),
        _ => None,
    };
    // 184½
    if let Some(last) = s.chars().last()
        && let Some(f) = frac_char(last)
    {
        let whole = s[..s.len() - last.len_utf8()].trim();
        let w = if whole.is_empty() { 0.0 } else { whole.parse::<f64>().ok()? };
        return Some(sign * (w + f));
    }
    // 184 1/2, 3/4
    let parts: Vec<&str> = s.split_whitespace().collect();
    let fraction = |t: &str| -> Option<f64> {
        let (a, b) = t.split_once('/')?;
        let (a, b) = (a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?);
        (b != 0.0).then(|| a / b)
    };
    let value = match parts.as_slice() {
        [one] if one.contains('/') => fraction(one)?,
        [one] => one.parse::<f64>().ok()?,
        [w, f] => w.parse::<f64>().ok()? + fraction(f)?,
        _ => return None,
    };
    value.is_finite().then_some(sign * value)
}

#[cfg(test)]
mod tests {
    use super::parse_number;

    #[test]
    fn numbers_as_learners_type_them() {
        assert_eq!(parse_number("4"), Some(4.0));
        assert_eq!(parse_number(" 184.5 "), Some(184.5));
        assert_eq!(parse_number("184½"), Some(184.5));
        assert_eq!(parse_number("184 1/2"), Some(184.5));
        assert_eq!(parse_number("184又1/2"), Some(184.5));
        assert_eq!(parse_number("¾"), Some(0.75));
        assert_eq!(parse_number("3/4子"), Some(0.75));
        assert_eq!(parse_number("４５"), Some(45.0));
        assert_eq!(parse_number("four"), None);
        assert_eq!(parse_number(""), None);
        assert_eq!(parse_number("1/0"), None);
    }
}
