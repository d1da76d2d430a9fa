//! The beginner school's lessons: a data format a site author writes, and the engine's side of
//! every exercise.
//!
//! A lesson is data ([`LessonFile`], one JSON file per unit in `lessons/`, documented in
//! `lessons/README.md`): bilingual text, positions as diagrams or SGF, illustrations whose marks
//! the engine computes, and exercises whose goals are *engine predicates* ("capture at least one
//! stone", "the chain at E5 has exactly one liberty", "Black's group has two real eyes"), never
//! lists of accepted moves: any move that achieves the goal is right.
//!
//! * [`Lesson::from_file`] checks a file completely — every position is legal, every
//!   exercise's stated answer achieves its goal, every hint points at a move that works — and
//!   reports each problem with the field at fault ([`LessonError`]).
//! * [`Lesson::view`] is everything a page needs to show the lesson: the text, the figures
//!   rendered by the engine ([`Figure`]: frames of positions with marks and captions whose
//!   numbers the engine filled in), and each exercise's starting position.
//! * [`Exercise::start`], [`Exercise::check`] and [`Exercise::opponent_reply`] are the pure
//!   functions; [`ExerciseRun`] strings them together for a page: attempt a move, a set of
//!   points or an answer, get a [`Verdict`] with an explanation in both languages generated
//!   from the engine ("this stone would have no liberties: a forbidden point", "White can now
//!   capture your stone at E5"), the opponent's reply, hints and the answer.
//!
//! ```
//! use tengen::lesson::{Attempt, Lesson, LessonFile};
//! # fn file() -> LessonFile { tengen::lesson::example() }
//! let lesson = Lesson::from_file(file()).expect("a valid lesson");
//! let exercise = &lesson.exercises()[0];
//! let mut run = exercise.run();
//! let wrong = run.attempt(&Attempt::parse_move("A1", exercise.size()).unwrap());
//! assert!(!wrong.correct);
//! let right = run.attempt(&Attempt::parse_move("D3", exercise.size()).unwrap());
//! assert!(right.solved);
//! println!("{}", right.explanation.en);
//! ```

mod answer;
mod check;
mod click_all;
mod exercise;
mod figure;
mod format;
mod goal;
mod play_out;
mod prove;
mod reading;
#[cfg(test)]
mod reading_tests;
mod reply;
mod run;
mod search;
mod solve;
mod template;
mod words;
mod wrong_answer;

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::{BoardSize, Color, Game, Move, Position, RuleSet, Vertex};

pub use exercise::{Attempt, Exercise, ExerciseView, Hint, StageView, Verdict};
pub use run::ExerciseRun;
pub use figure::{Figure, Frame, Mark};
pub use format::*;
pub use play_out::FinalCount;

/// A problem in a lesson file: where (a path of fields, `exercises[2].answer`) and what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LessonError {
    pub path: String,
    pub message: String,
}

impl LessonError {
    pub(crate) fn new(path: impl Into<String>, message: impl Into<String>) -> LessonError {
        LessonError { path: path.into(), message: message.into() }
    }
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() { f.write_str(&self.message) } else { write!(f, "{}: {}", self.path, self.message) }
    }
}

impl std::error::Error for LessonError {}

/// A checked lesson: its file, its figures drawn by the engine and its exercises.
#[derive(Debug, Clone)]
pub struct Lesson {
    file: LessonFile,
    figures: Vec<Figure>,
    exercises: Vec<Exercise>,
}

/// One piece of a lesson's explanation, ready to show.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum BlockView {
    Text(Text),
    Figure(Figure),
}

/// Everything a page shows of a lesson (serialises to plain JSON for JavaScript).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LessonView {
    pub id: String,
    pub unit: u32,
    pub title: Text,
    pub summary: Text,
    pub intro: Vec<BlockView>,
    pub exercises: Vec<ExerciseView>,
}

impl Lesson {
    /// Checks a lesson file and prepares it: every problem found is returned, each with the
    /// field at fault.
    pub fn from_file(file: LessonFile) -> Result<Lesson, Vec<LessonError>> {
        check::check(file, check::Proof::Prove)
    }

    /// Prepares a file that `cargo test --test lessons` has already proved, as a page does:
    /// the structure, the texts, every position and every figure are checked as by
    /// [`Lesson::from_file`], but the stated answers, hints and refutations are not played out
    /// again. Proving the reading goals (ladders, races, life and death) takes seconds per unit
    /// in the browser; a learner should not wait for a proof the project's tests already made.
    pub fn from_proved_file(file: LessonFile) -> Result<Lesson, Vec<LessonError>> {
        check::check(file, check::Proof::Skip)
    }

    #[must_use]
    pub fn file(&self) -> &LessonFile {
        &self.file
    }

    #[must_use]
    pub fn id(&self) -> &str {
        &self.file.id
    }

    #[must_use]
    pub fn unit(&self) -> u32 {
        self.file.unit
    }

    #[must_use]
    pub fn title(&self) -> &Text {
        &self.file.title
    }

    /// The figures, in the order of the explanation.
    #[must_use]
    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }

    #[must_use]
    pub fn figure(&self, id: &str) -> Option<&Figure> {
        self.figures.iter().find(|f| f.id == id)
    }

    #[must_use]
    pub fn exercises(&self) -> &[Exercise] {
        &self.exercises
    }

    #[must_use]
    pub fn exercise(&self, id: &str) -> Option<&Exercise> {
        self.exercises.iter().find(|e| e.id() == id)
    }

    /// The lesson as a page shows it.
    #[must_use]
    pub fn view(&self) -> LessonView {
        let mut figures = self.figures.iter();
        let intro = self
            .file
            .intro
            .iter()
            .filter_map(|b| match b {
                Block::Text(t) => Some(BlockView::Text(t.clone())),
                Block::Figure(_) => figures.next().cloned().map(BlockView::Figure),
            })
            .collect();
        LessonView {
            id: self.file.id.clone(),
            unit: self.file.unit,
            title: self.file.title.clone(),
            summary: self.file.summary.clone(),
            intro,
            exercises: self.exercises.iter().map(Exercise::view).collect(),
        }
    }
}

/// A position set up from a [`PositionSpec`]: the engine's game, and what counting needs.
#[derive(Debug, Clone)]
pub(crate) struct Setup {
    pub game: Game,
    pub handicap: u32,
}

/// Reads a point (`D4`, `dd` or `x,y`) on a board.
pub(crate) fn parse_point(s: &str, size: BoardSize) -> Result<Vertex, String> {
    Vertex::parse(s, size).map_err(|e| e.to_string())
}

/// Reads a move: a point or `pass`.
pub(crate) fn parse_move(s: &str, size: BoardSize) -> Result<Move, String> {
    if s.trim().eq_ignore_ascii_case("pass") { Ok(Move::Pass) } else { parse_point(s, size).map(Move::Play) }
}

/// Builds the game a position spec describes. Errors name the field (relative to the spec).
pub(crate) fn setup(spec: &PositionSpec) -> Result<Setup, LessonError> {
    let mut rules = match &spec.rules {
        None => RuleSet::Chinese.rules(),
        Some(name) => RuleSet::from_str(name).map_err(|e| LessonError::new("rules", e.to_string()))?.rules(),
    };
    if let Some(komi) = spec.komi {
        if !komi.is_finite() || komi.abs() > 1000.0 {
            return Err(LessonError::new("komi", format!("komi {komi} is not a reasonable number")));
        }
        rules.komi = komi;
    }
    let to_move = spec.to_move.unwrap_or(Color::Black);
    let sources = usize::from(spec.diagram.is_some()) + usize::from(spec.sgf.is_some()) + usize::from(spec.size.is_some());
    if sources != 1 {
        return Err(LessonError::new("", "give exactly one of `diagram`, `sgf` or `size` (with `black` and `white`)"));
    }
    if (spec.diagram.is_some() || spec.sgf.is_some()) && !(spec.black.is_empty() && spec.white.is_empty()) {
        return Err(LessonError::new("black", "`black` and `white` go with `size`, not with a diagram or SGF"));
    }
    let mut game = if let Some(rows) = &spec.diagram {
        let text = rows.join("\n");
        let position = Position::from_diagram(&text, to_move).map_err(|e| LessonError::new("diagram", e.to_string()))?;
        Game::from_position(position, rules)
    } else if let Some(side) = spec.size {
        let size = BoardSize::square(side).map_err(|e| LessonError::new("size", e.to_string()))?;
        let mut stones = Vec::new();
        for (field, list, color) in [("black", &spec.black, Color::Black), ("white", &spec.white, Color::White)] {
            for (i, s) in list.iter().enumerate() {
                let v = parse_point(s, size).map_err(|e| LessonError::new(format!("{field}[{i}]"), e))?;
                stones.push((v, color));
            }
        }
        let position = Position::from_stones(size, &stones, to_move).map_err(|e| LessonError::new("", e.to_string()))?;
        Game::from_position(position, rules)
    } else {
        let text = spec.sgf.as_deref().unwrap_or_default();
        let collection = crate::sgf::parse(text).map_err(|e| LessonError::new("sgf", e.to_string()))?;
        let tree = collection.trees.first().ok_or_else(|| LessonError::new("sgf", "no game in the SGF text"))?;
        let options = crate::sgf::ReplayOptions { rules: spec.rules.as_ref().map(|_| rules), force: false };
        let replay = crate::sgf::replay(tree, &options).map_err(|e| LessonError::new("sgf", e.to_string()))?;
        let mut game = replay.final_game().map_err(|e| LessonError::new("sgf", e.to_string()))?;
        if let Some(komi) = spec.komi {
            game.set_komi(komi);
        }
        game
    };
    let size = game.size();
    for (i, s) in spec.moves.iter().enumerate() {
        let path = format!("moves[{i}]");
        let mv = parse_move(s, size).map_err(|e| LessonError::new(path.clone(), e))?;
        let color = game.to_move();
        game.play_move(color, mv).map_err(|e| LessonError::new(path, format!("{s} is not legal here: {}", e.message_en())))?;
    }
    Ok(Setup { game, handicap: spec.handicap.unwrap_or(0) })
}

/// The stones, setup and moves of a game as an SGF record the board widget loads (the engine
/// replays it, so a ko in the history is known there too).
pub(crate) fn sgf_of(game: &Game) -> String {
    let size = game.size();
    let start = game.start();
    let mut s = String::from("(;GM[1]FF[4]CA[UTF-8]");
    if size.is_square() {
        s.push_str(&format!("SZ[{}]", size.width));
    } else {
        s.push_str(&format!("SZ[{}:{}]", size.width, size.height));
    }
    let rules = game.rules();
    let preset = RuleSet::ALL.iter().find(|r| r.rules().ko == rules.ko && r.rules().scoring == rules.scoring && r.rules().suicide_allowed == rules.suicide_allowed);
    s.push_str(&format!("RU[{}]KM[{}]", preset.map_or("chinese", |r| r.name()), rules.komi));
    for (letter, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let stones: Vec<String> = start.board().stones().filter(|&(_, c)| c == color).map(|(v, _)| format!("[{}]", v.to_sgf())).collect();
        if !stones.is_empty() {
            s.push_str(letter);
            s.push_str(&stones.concat());
        }
    }
    s.push_str(&format!("PL[{}]", start.to_move().letter()));
    for m in game.moves() {
        let at = match m.mv {
            Move::Play(v) => v.to_sgf(),
            Move::Pass => String::new(),
        };
        s.push_str(&format!(";{}[{at}]", m.color.letter()));
    }
    s.push(')');
    s
}

/// A small valid lesson, for documentation examples and tests.
#[doc(hidden)]
#[must_use]
pub fn example() -> LessonFile {
    let t = |en: &str, zh: &str| Text::new(en, zh);
    LessonFile {
        format: FORMAT_VERSION,
        id: "example".into(),
        unit: 1,
        title: t("Capture", "提子"),
        summary: t("Take the last liberty.", "紧掉最后一口气。"),
        intro: vec![Block::Text(t("A stone without liberties is removed.", "没有气的棋子要被提掉。"))],
        exercises: vec![ExerciseSpec {
            id: "take".into(),
            kind: ExerciseKind::Play,
            prompt: t("Capture the white stone.", "提掉白子。"),
            position: PositionSpec { diagram: Some(vec![". . . . .".into(), ". . X . .".into(), ". X O . .".into(), ". . X . .".into(), ". . . . .".into()]), ..PositionSpec::default() },
            goal: Some(Goal::CaptureAtLeast(1)),
            answer: Some(AnswerSpec::One("D3".into())),
            reply: None,
            hints: vec![HintSpec { text: t("Where is its last liberty?", "它最后一口气在哪里？"), point: None, area: vec!["D2".into(), "D3".into(), "D4".into()] }],
            stages: Vec::new(),
            target: None,
            query: None,
            options: Vec::new(),
            success: None,
            explain: None,
            marks: Vec::new(),
            opponent: None,
        }],
    }
}
