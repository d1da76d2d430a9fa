//! The lesson file format: what a site author writes (see `lessons/README.md`).
//!
//! These types are only the *shape* of a file. They are read with serde (from JSON on the
//! native side, from a JavaScript object in the wasm facade) and then checked and turned into a
//! [`super::Lesson`], which is what the rest of the module works with. Every field name is
//! camelCase and unknown fields are refused, so a typo is an error and not a silent default.

use serde::{Deserialize, Serialize};

use crate::Color;

/// The format version this module reads.
pub const FORMAT_VERSION: u32 = 1;

/// A text in both languages of the school.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub zh: String,
}

impl Text {
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Text {
        Text { en: en.into(), zh: zh.into() }
    }

    /// Both languages joined with a space between sentences (used to build explanations).
    #[must_use]
    pub fn join(&self, other: &Text) -> Text {
        let join = |a: &str, b: &str, sep: &str| {
            if a.is_empty() {
                b.to_string()
            } else if b.is_empty() {
                a.to_string()
            } else {
                format!("{a}{sep}{b}")
            }
        };
        Text { en: join(&self.en, &other.en, " "), zh: join(&self.zh, &other.zh, "") }
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.en.is_empty() && self.zh.is_empty()
    }
}

/// One unit of the school: one file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LessonFile {
    /// Always 1 for now.
    pub format: u32,
    /// A short stable name (`liberties`), used for progress and links.
    pub id: String,
    /// The unit's place in the school (1, 2, ...).
    pub unit: u32,
    pub title: Text,
    /// One or two sentences for the unit list.
    pub summary: Text,
    /// The explanation: paragraphs and figures, in reading order.
    #[serde(default)]
    pub intro: Vec<Block>,
    #[serde(default)]
    pub exercises: Vec<ExerciseSpec>,
}

/// A piece of the explanation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub enum Block {
    /// A paragraph (a blank line, `\n\n`, starts a new one).
    Text(Text),
    /// An illustration drawn by the engine from a real position.
    Figure(Box<FigureSpec>),
}

/// A board position: a diagram, lists of stones, or SGF; then moves played from it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PositionSpec {
    /// Rows from the top: `X` black, `O` white, `.` empty (spaces are ignored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagram: Option<Vec<String>>,
    /// The board size when the stones are given as lists (`black`, `white`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub black: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub white: Vec<String>,
    /// An SGF record: its main line is replayed through the engine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sgf: Option<String>,
    /// Who moves first from the set-up stones (default Black; ignored with `sgf`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Color>,
    /// Moves played from the set-up position, alternately, before the lesson starts
    /// (`"D4"`, `"pass"`): they give the engine the history a ko needs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// A rule-set preset name (default `chinese`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Komi in points (default: the preset's, 7.5 under the Chinese rules).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub komi: Option<f64>,
    /// Handicap stones given (for counting: White receives compensation under the rules).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<u32>,
}

/// Markup an author draws by hand (display only: letters, arrows, emphasis).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct MarkSpec {
    #[serde(rename = "type")]
    pub kind: MarkKind,
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// The kinds of markup the board widget draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MarkKind {
    Triangle,
    Square,
    Circle,
    Cross,
    Label,
    Selected,
    Dimmed,
}

/// What the engine works out and marks on a figure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub enum Show {
    /// The liberties of the chain through a point (circles). Values: `liberties`.
    Liberties(String),
    /// The stones of the chain through a point. Values: `stones`.
    Chain(String),
    /// Chains of a colour in atari (triangles) and their last liberty (circle). Values: `atari`.
    Atari(Color),
    /// What a move by the player to move would capture (crosses), the move itself selected.
    /// Values: `captures`.
    Captures(String),
    /// A move tried by the player to move: selected, with the engine's verdict.
    /// Values: `verdict` (the reason it is illegal, or "legal").
    Try(String),
    /// Every forbidden point of a colour (crosses). Values: `illegal`.
    Illegal(Color),
    /// Single-point eyes of a colour: real (circles), false (crosses).
    /// Values: `realEyes`, `falseEyes`.
    Eyes(Color),
    /// The count: ownership map, dead stones, totals. Values: `blackStones`, `blackArea`,
    /// `blackDame`, `black`, `white`, ..., `base`, `komi`, `komiStones`, `margin`, `result`.
    Count(CountSpec),
    /// The count with one side's points numbered 1, 2, 3, ... (counting point by point).
    CountPoints(CountPointsSpec),
    /// The same position counted by area and by territory. Values: `areaResult`,
    /// `territoryResult`, `blackTerritory`, `whiteTerritory`, `blackPrisoners`, ...
    Compare(CountSpec),
}

/// The dead stones for a count (any stone of each dead chain).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CountSpec {
    #[serde(default)]
    pub dead: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CountPointsSpec {
    pub color: Color,
    #[serde(default)]
    pub dead: Vec<String>,
}

/// An illustration: a position, what the engine marks on it, and optionally more frames
/// reached by playing moves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FigureSpec {
    pub id: String,
    pub position: PositionSpec,
    /// The caption of the first frame. `{name}` is replaced by a value the engine computed
    /// for a `show` item (`{liberties}`, `{result}`, ...).
    pub caption: Text,
    #[serde(default)]
    pub show: Vec<Show>,
    #[serde(default)]
    pub marks: Vec<MarkSpec>,
    /// Further frames, each after playing its moves on the previous one.
    #[serde(default)]
    pub frames: Vec<FrameSpec>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FrameSpec {
    /// Moves played to reach this frame (`"D4"`, `"pass"`).
    #[serde(default)]
    pub play: Vec<String>,
    pub caption: Text,
    #[serde(default)]
    pub show: Vec<Show>,
    #[serde(default)]
    pub marks: Vec<MarkSpec>,
}

/// The kinds of exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ExerciseKind {
    /// Play a move (or a few, with the engine replying) that achieves a goal.
    Play,
    /// Click every point of a set the engine computes.
    ClickAll,
    /// Answer a number the engine computes.
    Count,
    /// Pick one of a few answers; the engine decides which one is right.
    Choose,
    /// Play a small position to the end against the engine; the final count judges the game.
    PlayOut,
}

/// The engine's side in a `playOut` exercise.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct OpponentSpec {
    /// `beginner` (default), `casual` or `strong` (the game room's opponents, `src/bot.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength: Option<String>,
    /// Fixes the engine's choices (default 1): the same moves give the same replies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// An answer as written in a file: one move or value, a list of points, or a number.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnswerSpec {
    Number(f64),
    One(String),
    Many(Vec<String>),
}

/// An exercise. Which fields are needed depends on `kind` (see `lessons/README.md`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ExerciseSpec {
    pub id: String,
    pub kind: ExerciseKind,
    pub prompt: Text,
    pub position: PositionSpec,
    /// play: the goal of a one-move exercise (or use `stages`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<Goal>,
    /// play: the learner's move that achieves the goal; clickAll: every point of the set;
    /// count: the number; choose: the right option's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<AnswerSpec>,
    /// play: the opponent's answer after a correct move: `"defend"` (the engine picks a
    /// defending move), `"pass"`, or a point (`"D4"`), which falls back to `"defend"` when it
    /// is not legal after the learner's move. None: the exercise ends with the learner's move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<HintSpec>,
    /// play: several moves in a row, each with its goal, answer, reply and hints.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stages: Vec<StageSpec>,
    /// clickAll: the set of points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Target>,
    /// count, choose: what the engine computes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<Query>,
    /// choose: the options.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<OptionSpec>,
    /// Shown when the exercise is solved (the engine adds what happened).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub success: Option<Text>,
    /// Shown with the answer, to say why it is right.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explain: Option<Text>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<MarkSpec>,
    /// playOut: the engine's strength and seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<OpponentSpec>,
}

/// One move of a several-move exercise.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct StageSpec {
    /// What to do now (the exercise's prompt is shown above it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<Text>,
    pub goal: Goal,
    pub answer: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<HintSpec>,
}

/// A hint: a sentence, and optionally a point or an area the board highlights.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct HintSpec {
    pub text: Text,
    /// A point that works (play: a move achieving the goal; clickAll: a point of the set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point: Option<String>,
    /// An area holding at least one point that works.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub area: Vec<String>,
}

/// One option of a `choose` exercise.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct OptionSpec {
    /// What the query's result must be for this option to be right (`"black"`, `"real"`, `"4"`).
    pub value: String,
    pub label: Text,
}

/// A goal, evaluated by the engine on the position after the learner's move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub enum Goal {
    /// The learner has captured at least this many stones in this exercise.
    CaptureAtLeast(u32),
    /// The stone that stood on this point at the start is gone.
    Captured(String),
    /// The chain through a point has a number of liberties.
    ChainLiberties(LibertyGoal),
    /// No chain of this colour is in atari (has a single liberty).
    NoChainInAtari(Color),
    /// Some chain of this colour is in atari.
    AnyChainInAtari(Color),
    /// The group through a point has at least two real eyes.
    TwoRealEyes(String),
    /// The group through a point lives: the engine proves it cannot be captured.
    Alive(String),
    /// The group through a point dies: the engine finds no way for it to make two eyes.
    Dead(String),
    /// A colour has at least this many stones on the board.
    StoneCount(StoneCountGoal),
    /// The game is over (two passes).
    GameOver(bool),
    /// This colour wins the count of the position (dead stones as given).
    WinsCount(WinsCountGoal),
    /// The learner has a stone on this point.
    StoneAt(String),
    /// The stones on these points are one chain.
    Connected(Vec<String>),
    /// The stones on these points are in different chains and no single move of their owner
    /// joins them.
    Cut(Vec<String>),
    /// The opponent's chain through a point is captured against any defence within a number of
    /// the learner's moves (read by the engine; the exercise goes on until it is captured).
    CaptureWithin(CaptureGoal),
    /// The learner wins the capturing race (对杀) against the opponent's chain through a point:
    /// it is captured before it captures any of the learner's chains next to it, whatever the
    /// opponent does (the exercise goes on until it is captured).
    WinRace(String),
    /// The learner's group through a point lives whatever the opponent plays (the exercise
    /// goes on, the engine attacking, until nothing more needs an answer).
    Live(String),
    /// The opponent's group through a point dies whatever it plays (the exercise goes on, the
    /// engine defending, until nothing more needs an answer).
    Kill(String),
    /// The learner's group through a point and the opponent's stones next to it both live
    /// without two eyes: seki (双活).
    Seki(String),
    /// The goal does not hold.
    Not(Box<Goal>),
    /// Every goal holds.
    All(Vec<Goal>),
    /// At least one goal holds.
    Any(Vec<Goal>),
}

/// `captureWithin`: the chain and, optionally, how many of the learner's moves it may take
/// (counted from the start of the exercise, this move included; default 12).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CaptureGoal {
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LibertyGoal {
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equals: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_least: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_most: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct StoneCountGoal {
    pub color: Color,
    pub at_least: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct WinsCountGoal {
    pub color: Color,
    #[serde(default)]
    pub dead: Vec<String>,
}

/// A set of points the engine computes, for `clickAll`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub enum Target {
    /// The liberties of the chain through a point.
    Liberties(String),
    /// The empty points where this colour may not play (禁着点, and the ko point).
    IllegalPoints(Color),
    /// The real single-point eyes of this colour.
    RealEyes(Color),
    /// The false single-point eyes of this colour.
    FalseEyes(Color),
    /// The points where the player to move would capture at least one stone.
    CapturingMoves(Color),
    /// The stones of this colour's chains that are in atari.
    StonesInAtari(Color),
    /// The star points (星位) marked on the board, the centre (天元) included.
    StarPoints(bool),
    /// Every move of the player to move that kills the group through a point (the engine
    /// reads each point of the group's eye space and around it).
    KillingMoves(String),
    /// Every move of the player to move that makes the group through a point live.
    LivingMoves(String),
}

/// A value the engine computes, for `count` and `choose`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub enum Query {
    /// The number of points (intersections) of the board.
    BoardPoints(bool),
    /// `black` or `white`: whose turn it is.
    ToMove(bool),
    /// `alive` or `dead`: the engine's judgement of the stone at a point at the end of a game
    /// (Benson's algorithm, then its seeded estimate).
    Status(String),
    /// The number of liberties of the chain through a point.
    Liberties(String),
    /// The number of stones of the chain through a point.
    ChainSize(String),
    /// How many stones a move by the player to move would capture.
    Captures(String),
    /// `legal`, or why a move by the player to move is illegal (`suicide`, `ko`, ...).
    Legality(String),
    /// `real`, `false` or `none`: the eye at a point.
    Eye(String),
    /// One side's count under the position's rules (area: stones + surrounded points +
    /// half the shared points), before komi.
    Points(CountOf),
    /// `black`, `white` or `draw`: the winner of the count with komi.
    Winner(CountSpec),
    /// The winner's margin in stones (子) under area counting, in points under territory
    /// counting, with komi.
    Margin(CountSpec),
    /// The group through a point, read by the engine: `alive` (lives whoever moves first),
    /// `dead` (dies whoever moves first), `unsettled` (lives if its owner moves first, dies if
    /// the opponent does) or `seki`.
    Life(String),
    /// `works` or `fails`: whether the player to move captures the chain through a point in a
    /// ladder (征子: atari after atari).
    Ladder(String),
    /// `black`, `white` or `seki`: who wins the capturing race between the chain through a
    /// point and the opponent's chains next to it, the player to move starting.
    Race(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CountOf {
    pub color: Color,
    #[serde(default)]
    pub dead: Vec<String>,
}
