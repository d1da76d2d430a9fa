//! What a page is given: the problem without its answers ([`ProblemView`]), the answers on
//! request ([`SolutionView`]), with points as `[x, y]` like every other value of the facade.

use serde::{Serialize, Serializer};

use crate::lesson::{Mark, Text};
use crate::{Color, Vertex};

use super::{AnswerForm, Choice, Kind, Problem, Solution};

pub(crate) fn xy(v: Vertex) -> [u8; 2] {
    [v.x, v.y]
}

fn xys(vs: &[Vertex]) -> Vec<[u8; 2]> {
    vs.iter().copied().map(xy).collect()
}

/// `serialize_with` for a point: `[x, y]`.
pub(crate) fn ser_xy<S: Serializer>(v: &Option<Vertex>, s: S) -> Result<S::Ok, S::Error> {
    v.map(xy).serialize(s)
}

/// `serialize_with` for points: `[[x, y], ...]`.
pub(crate) fn ser_xys<S: Serializer>(vs: &[Vertex], s: S) -> Result<S::Ok, S::Error> {
    xys(vs).serialize(s)
}

/// A problem as the page shows it: no answer in it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProblemView {
    /// The request, so that the view alone is enough to check an attempt.
    pub kind: Kind,
    pub size: u8,
    pub difficulty: u8,
    pub seed: u64,
    pub width: u8,
    pub height: u8,
    /// The stones as a diagram: rows from the top, `X` black, `O` white, `.` empty.
    pub position: String,
    /// Setup stones, the player to move and the history's moves as SGF, for `<go-board sgf>`
    /// (the widget shows the position after the last move, and marks that move).
    pub sgf: String,
    /// The moves played before the learner's turn (see [`Problem::history`]), the last one
    /// the opponent's; empty for a set-up problem.
    pub history: Vec<[u8; 2]>,
    /// The side to move, which the learner plays.
    pub to_move: Color,
    pub prompt: Text,
    pub answer: AnswerForm,
    pub options: Vec<Choice>,
    pub marks: Vec<Mark>,
    /// Stones shown as dead (the counting problems).
    pub dead: Vec<[u8; 2]>,
}

/// The answer, for the page's "show me".
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolutionView {
    /// The answer in words.
    pub text: Text,
    /// Every correct move (move problems).
    pub moves: Vec<[u8; 2]>,
    /// The exact set of points (points problems).
    pub points: Vec<[u8; 2]>,
    pub number: Option<f64>,
    pub choice: Option<String>,
    /// The answer played out, from the first correct move, alternately the learner's and
    /// the opponent's moves.
    pub line: Vec<[u8; 2]>,
}

impl Problem {
    /// The problem as the page shows it (no answers).
    #[must_use]
    pub fn view(&self) -> ProblemView {
        let size = self.size();
        ProblemView {
            kind: self.request.kind,
            size: self.request.size,
            difficulty: self.request.difficulty,
            seed: self.request.seed,
            width: size.width,
            height: size.height,
            position: self.position.to_diagram(),
            sgf: self.sgf(),
            history: xys(&self.history),
            to_move: self.learner(),
            prompt: self.prompt.clone(),
            answer: self.answer,
            options: self.options.clone(),
            marks: self.marks.clone(),
            dead: xys(&self.dead),
        }
    }

    /// The answers, with the answer in words.
    #[must_use]
    pub fn solution_view(&self) -> SolutionView {
        let (mut moves, mut points, mut number, mut choice) = (Vec::new(), Vec::new(), None, None);
        match &self.solution {
            Solution::Moves(vs) => moves = xys(vs),
            Solution::Points(vs) => points = xys(vs),
            Solution::Number(n) => number = Some(*n),
            Solution::Choice(c) => choice = Some(c.to_string()),
        }
        SolutionView {
            text: self.answer_text(),
            moves,
            points,
            number,
            choice,
            line: xys(&self.line),
        }
    }
}
