//! The kinds of problem: their identifiers, names, answer forms, the school's units that
//! practise each, and the board sizes they take.

use std::fmt;

use serde::Serialize;

use crate::lesson::Text;

use super::ProblemError;

/// The kinds of problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// How many liberties has the marked chain? (a number)
    LibertyCount,
    /// Click every liberty of the marked chain. (points)
    Liberties,
    /// Capture stones with one move. (a move)
    Capture,
    /// Give atari from the side that captures. (a move)
    Atari,
    /// Save the chain in atari, or say that it cannot be saved. (a move, or a choice)
    Escape,
    /// Connect two marked chains so that they cannot be cut (solid, tiger's mouth). (a move)
    Connect,
    /// Cut two marked opponent chains apart so that they cannot be connected. (a move)
    Cut,
    /// The one move that puts two chains in atari so that one is captured. (a move)
    DoubleAtari,
    /// Capture in two moves or more: double atari, ladder, net, snapback. (the first move)
    CaptureTwo,
    /// Capture in two moves or more where every correct first move is a ladder or a net.
    /// (the first move)
    LadderNet,
    /// Capture by a snapback: throw a stone in, take back more. (the first move)
    Snapback,
    /// Is the marked point a forbidden point, and why? (a choice)
    Forbidden,
    /// Is the marked eye real or false? (a choice)
    Eye,
    /// Kill an eye shape at its vital point. (a move)
    VitalPoint,
    /// Kill a small group on the edge or in the corner, or make it live. (a move)
    LifeDeath,
    /// Who wins the capturing race? (a choice)
    Race,
    /// The opponent has just taken a ko: find a ko threat (劫材). (a move)
    KoThreat,
    /// May the side to move take back on the point a capture just emptied? (a choice)
    KoRetake,
    /// Two chains share liberties: seki, or does one side capture the other? (a choice)
    Seki,
    /// The learner's chain cannot win its race: make seki. (a move)
    MakeSeki,
    /// Mark the dead stones of a finished 9×9 game. (points)
    DeadStones,
    /// Count Black's stones and surrounded points in 子. (a number)
    Count,
    /// The result with komi (贴3¾子). (a choice)
    Result,
    /// The result of a handicap game: no komi, half a 子 back per handicap stone. (a choice)
    HandicapResult,
}

/// The form an answer takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum AnswerForm {
    /// A stone on a point (`Attempt::Play`); [`Problem::options`] may add a choice such as
    /// "it cannot escape" (`Attempt::Answer`).
    Move,
    /// A set of points (`Attempt::Points`).
    Points,
    /// A number (`Attempt::Answer("184.5")`).
    Number,
    /// One of [`Problem::options`] by its value (`Attempt::Answer`).
    Choice,
}

/// What a kind is called and where it is taught.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KindInfo {
    pub kind: Kind,
    /// The kind's identifier (`"liberty-count"`), as [`Kind::from_id`] reads it.
    pub id: &'static str,
    pub name: Text,
    pub answer: AnswerForm,
    /// The school's units (lesson ids) that practise it.
    pub units: Vec<&'static str>,
    /// The board sizes it accepts.
    pub min_size: u8,
    pub max_size: u8,
}

impl Kind {
    pub const ALL: [Kind; 24] = [
        Kind::LibertyCount,
        Kind::Liberties,
        Kind::Capture,
        Kind::Atari,
        Kind::Escape,
        Kind::Connect,
        Kind::Cut,
        Kind::DoubleAtari,
        Kind::CaptureTwo,
        Kind::LadderNet,
        Kind::Snapback,
        Kind::Forbidden,
        Kind::Eye,
        Kind::VitalPoint,
        Kind::LifeDeath,
        Kind::Race,
        Kind::KoThreat,
        Kind::KoRetake,
        Kind::Seki,
        Kind::MakeSeki,
        Kind::DeadStones,
        Kind::Count,
        Kind::Result,
        Kind::HandicapResult,
    ];

    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Kind::LibertyCount => "liberty-count",
            Kind::Liberties => "liberties",
            Kind::Capture => "capture",
            Kind::Atari => "atari",
            Kind::Escape => "escape",
            Kind::Connect => "connect",
            Kind::Cut => "cut",
            Kind::DoubleAtari => "double-atari",
            Kind::CaptureTwo => "capture-two",
            Kind::LadderNet => "ladder-net",
            Kind::Snapback => "snapback",
            Kind::Forbidden => "forbidden",
            Kind::Eye => "eye",
            Kind::VitalPoint => "vital-point",
            Kind::LifeDeath => "life-death",
            Kind::Race => "race",
            Kind::KoThreat => "ko-threat",
            Kind::KoRetake => "ko-retake",
            Kind::Seki => "seki",
            Kind::MakeSeki => "make-seki",
            Kind::DeadStones => "dead-stones",
            Kind::Count => "count",
            Kind::Result => "result",
            Kind::HandicapResult => "handicap-result",
        }
    }

    /// The kind with this identifier.
    pub fn from_id(id: &str) -> Result<Kind, ProblemError> {
        Kind::ALL
            .into_iter()
            .find(|k| k.id() == id)
            .ok_or_else(|| ProblemError::UnknownKind(id.to_string()))
    }

    #[must_use]
    pub fn name(self) -> Text {
        let (en, zh) = match self {
            Kind::LibertyCount => ("Count the liberties", "数气"),
            Kind::Liberties => ("Find every liberty", "找出所有的气"),
            Kind::Capture => ("Capture in one move", "一步提子"),
            Kind::Atari => ("Atari from the right side", "从正确的方向叫吃"),
            Kind::Escape => ("Escape from atari", "逃出叫吃"),
            Kind::Connect => ("Connect against the cut", "连接：不让对方切断"),
            Kind::Cut => ("Cut them apart", "切断"),
            Kind::DoubleAtari => ("Double atari", "双叫吃"),
            Kind::CaptureTwo => ("Capture in two moves", "两步吃子"),
            Kind::LadderNet => ("Ladder or net", "征子和枷"),
            Kind::Snapback => ("Snapback", "倒扑"),
            Kind::Forbidden => ("Is it a forbidden point?", "是不是禁着点"),
            Kind::Eye => ("Real eye or false eye", "真眼还是假眼"),
            Kind::VitalPoint => ("The vital point of an eye shape", "点眼"),
            Kind::LifeDeath => ("Kill or live", "死活"),
            Kind::Race => ("Who wins the capturing race?", "对杀谁胜"),
            Kind::KoThreat => ("Find a ko threat", "找劫材"),
            Kind::KoRetake => ("May it be taken back now?", "能不能提回"),
            Kind::Seki => ("Seki or not?", "是不是双活"),
            Kind::MakeSeki => ("Make seki", "做成双活"),
            Kind::DeadStones => ("Mark the dead stones", "标出死子"),
            Kind::Count => ("Count Black's points", "数黑棋的子"),
            Kind::Result => ("The result with komi", "贴子后的胜负"),
            Kind::HandicapResult => ("The result of a handicap game", "让子棋的胜负"),
        };
        Text::new(en, zh)
    }

    #[must_use]
    pub const fn answer_form(self) -> AnswerForm {
        match self {
            Kind::LibertyCount | Kind::Count => AnswerForm::Number,
            Kind::Liberties | Kind::DeadStones => AnswerForm::Points,
            Kind::Capture
            | Kind::Atari
            | Kind::Escape
            | Kind::Connect
            | Kind::Cut
            | Kind::DoubleAtari
            | Kind::CaptureTwo
            | Kind::LadderNet
            | Kind::Snapback
            | Kind::VitalPoint
            | Kind::LifeDeath
            | Kind::KoThreat
            | Kind::MakeSeki => AnswerForm::Move,
            Kind::Forbidden | Kind::Eye | Kind::Race | Kind::KoRetake | Kind::Seki | Kind::Result
            | Kind::HandicapResult => {
                AnswerForm::Choice
            }
        }
    }

    #[must_use]
    pub fn units(self) -> Vec<&'static str> {
        match self {
            Kind::LibertyCount | Kind::Liberties => vec!["liberties"],
            Kind::Capture => vec!["capture", "atari"],
            Kind::Atari => vec!["atari"],
            Kind::Escape => vec!["escape"],
            Kind::Connect | Kind::Cut => vec!["connect"],
            Kind::DoubleAtari => vec!["double-atari"],
            // Every capturing technique at once: the course's last unit, which puts them together.
            Kind::CaptureTwo => vec!["together"],
            Kind::LadderNet => vec!["ladder"],
            Kind::Snapback => vec!["snapback"],
            Kind::Forbidden => vec!["forbidden"],
            Kind::Eye => vec!["eyes"],
            Kind::VitalPoint => vec!["eye-shapes"],
            Kind::LifeDeath => vec!["life-death"],
            Kind::Race => vec!["race"],
            Kind::KoThreat | Kind::KoRetake => vec!["ko"],
            Kind::Seki | Kind::MakeSeki => vec!["seki"],
            Kind::DeadStones => vec!["end", "together"],
            Kind::Count => vec!["counting", "together"],
            Kind::Result => vec!["counting", "komi", "together"],
            Kind::HandicapResult => vec!["handicap"],
        }
    }

    /// The board sizes the kind accepts: the finished games are 9×9; the ko kinds need a ko
    /// and a threat in two corners, from 9×9, and the seki kinds up to nine columns across an
    /// edge, from 9×9; the local problems fit any board from 7×7 to 19×19.
    #[must_use]
    pub const fn sizes(self) -> (u8, u8) {
        match self {
            Kind::DeadStones | Kind::Count | Kind::Result | Kind::HandicapResult => (9, 9),
            Kind::KoThreat | Kind::KoRetake | Kind::Seki | Kind::MakeSeki => (9, 19),
            _ => (7, 19),
        }
    }

    #[must_use]
    pub fn info(self) -> KindInfo {
        let (min_size, max_size) = self.sizes();
        KindInfo {
            kind: self,
            id: self.id(),
            name: self.name(),
            answer: self.answer_form(),
            units: self.units(),
            min_size,
            max_size,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Every kind with its names, answer form, units and sizes.
#[must_use]
pub fn kinds() -> Vec<KindInfo> {
    Kind::ALL.into_iter().map(Kind::info).collect()
}

