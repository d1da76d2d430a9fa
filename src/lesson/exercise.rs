//! Exercises: starting them, judging attempts with the engine, the opponent's replies, hints
//! and answers.

use serde::{Deserialize, Serialize};

use crate::{BoardSize, Color, Game, IllegalMove, Move, Vertex};

use super::figure::Mark;
use super::format::{ExerciseKind, ExerciseSpec, Goal, HintSpec, MarkKind, OptionSpec, Text};
use super::goal::{self, Ctx, Outcome};
use super::play_out::{FinalCount, PlayOut};
use super::reading;
use super::reply::{Reply, choose_reply};
use super::run::ExerciseRun;
use super::words::{self, capitalise, fill, pt, pts, same, side};
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

pub(crate) fn xy(v: Vertex) -> [u8; 2] {
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
    pub(crate) fn options(&self) -> Vec<OptionSpec> {
        self.spec.options.iter().map(|o| OptionSpec { value: o.value.clone(), label: self.text(&o.label, 0, &self.start) }).collect()
    }

    pub(crate) fn ctx(&self) -> Ctx<'_> {
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

/// The explanation for an illegal move, from the engine's reason.
pub(crate) fn illegal_text(e: IllegalMove, size: BoardSize) -> Text {
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
