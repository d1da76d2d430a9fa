//! Why a tournament operation was refused, with a stable code and sentences in English and
//! Simplified Chinese (the model is [`crate::illegal`]). A refused operation changes nothing.

use std::fmt;

/// What is wrong with one field of an event file or of the settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldProblem {
    /// A field the format requires is absent.
    Missing,
    /// A field the format does not have (a typo is an error, not a silent default).
    Unknown,
    /// The value has the wrong JSON type; the text names the type expected.
    WrongType(&'static str),
    /// The value is of the right type but not allowed; the text says what is.
    BadValue(String),
    /// The value repeats one that must be unique (a player id, a player in one round).
    Duplicate,
    /// The value names a player or round the event does not have.
    NotFound,
}

impl FieldProblem {
    fn en(&self) -> String {
        match self {
            FieldProblem::Missing => "is missing".into(),
            FieldProblem::Unknown => "is not a field of the format".into(),
            FieldProblem::WrongType(t) => format!("must be {t}"),
            FieldProblem::BadValue(why) => format!("is not allowed: {why}"),
            FieldProblem::Duplicate => "repeats a value that must be unique".into(),
            FieldProblem::NotFound => "names a player or round the event does not have".into(),
        }
    }

    fn zh(&self) -> String {
        match self {
            FieldProblem::Missing => "缺少这一项".into(),
            FieldProblem::Unknown => "不是文件格式中的字段".into(),
            FieldProblem::WrongType(t) => format!("类型不对，应为 {t}"),
            FieldProblem::BadValue(why) => format!("取值不允许（{why}）"),
            FieldProblem::Duplicate => "与应当唯一的值重复".into(),
            FieldProblem::NotFound => "指向赛事中不存在的棋手或轮次".into(),
        }
    }
}

/// A refused tournament operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    /// An event file (or its JSON) that cannot be read; `field` is the JSON path, e.g.
    /// `players[2].rank` (empty for the text as a whole).
    BadEvent {
        field: String,
        problem: FieldProblem,
    },
    /// Settings (of `create`) or player details that are not allowed; `field` names the option.
    BadSettings {
        field: String,
        problem: FieldProblem,
    },
    /// No player with this id.
    UnknownPlayer(u32),
    /// No game at this round and table.
    UnknownGame { round: u32, table: String },
    /// A result that is not allowed for this game (a draw in a knockout, a result for a bye).
    BadResult(String),
    /// The last round still has games without a result.
    RoundUnfinished(u32),
    /// Every round the system has is paired, or the event is decided.
    EventFinished,
    /// Not enough players (or teams) to pair a round.
    TooFewPlayers { needed: usize, have: usize },
    /// Players cannot be added or removed, or settings changed, once round 1 is paired.
    EventStarted,
    /// The round has results, so it cannot be unpaired.
    ResultsEntered(u32),
    /// No round is paired yet.
    NoRound,
    /// The player has already withdrawn.
    AlreadyWithdrawn(u32),
    /// The teams do not fit the system (fewer players than boards, not two teams, …).
    BadTeams(String),
}

impl TournamentError {
    /// A stable identifier for programs: `badEvent`, `badSettings`, `unknownPlayer`,
    /// `unknownGame`, `badResult`, `roundUnfinished`, `eventFinished`, `tooFewPlayers`,
    /// `eventStarted`, `resultsEntered`, `noRound`, `alreadyWithdrawn`, `badTeams`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            TournamentError::BadEvent { .. } => "badEvent",
            TournamentError::BadSettings { .. } => "badSettings",
            TournamentError::UnknownPlayer(_) => "unknownPlayer",
            TournamentError::UnknownGame { .. } => "unknownGame",
            TournamentError::BadResult(_) => "badResult",
            TournamentError::RoundUnfinished(_) => "roundUnfinished",
            TournamentError::EventFinished => "eventFinished",
            TournamentError::TooFewPlayers { .. } => "tooFewPlayers",
            TournamentError::EventStarted => "eventStarted",
            TournamentError::ResultsEntered(_) => "resultsEntered",
            TournamentError::NoRound => "noRound",
            TournamentError::AlreadyWithdrawn(_) => "alreadyWithdrawn",
            TournamentError::BadTeams(_) => "badTeams",
        }
    }

    /// Every code, for the documentation's table.
    pub const CODES: [&'static str; 13] = [
        "badEvent",
        "badSettings",
        "unknownPlayer",
        "unknownGame",
        "badResult",
        "roundUnfinished",
        "eventFinished",
        "tooFewPlayers",
        "eventStarted",
        "resultsEntered",
        "noRound",
        "alreadyWithdrawn",
        "badTeams",
    ];

    /// The JSON path or option name a file or settings error is about.
    #[must_use]
    pub fn field(&self) -> Option<&str> {
        match self {
            TournamentError::BadEvent { field, .. }
            | TournamentError::BadSettings { field, .. } => Some(field),
            _ => None,
        }
    }

    /// The explanation in English.
    #[must_use]
    pub fn message_en(&self) -> String {
        match self {
            TournamentError::BadEvent { field, problem } if field.is_empty() => {
                format!("this is not a tengen event file: the text {}", problem.en())
            }
            TournamentError::BadEvent { field, problem } => format!("event file: {field} {}", problem.en()),
            TournamentError::BadSettings { field, problem } => format!("{field} {}", problem.en()),
            TournamentError::UnknownPlayer(id) => format!("there is no player with id {id}"),
            TournamentError::UnknownGame { round, table } => format!("round {round} has no game at table {table}"),
            TournamentError::BadResult(why) => format!("this result cannot be entered: {why}"),
            TournamentError::RoundUnfinished(r) => {
                format!("round {r} still has games without a result: enter them before pairing the next round")
            }
            TournamentError::EventFinished => "the event is finished: every round is paired or the event is decided".into(),
            TournamentError::TooFewPlayers { needed, have } => {
                format!("at least {needed} players (or teams) are needed to pair a round, and there are {have}")
            }
            TournamentError::EventStarted => {
                "round 1 is paired: players can no longer be added or removed (a player who leaves withdraws)".into()
            }
            TournamentError::ResultsEntered(r) => {
                format!("round {r} already has results: clear them before unpairing it")
            }
            TournamentError::NoRound => "no round is paired yet".into(),
            TournamentError::AlreadyWithdrawn(id) => format!("player {id} has already withdrawn"),
            TournamentError::BadTeams(why) => format!("the teams do not fit this system: {why}"),
        }
    }

    /// The explanation in Simplified Chinese.
    #[must_use]
    pub fn message_zh(&self) -> String {
        match self {
            TournamentError::BadEvent { field, problem } if field.is_empty() => {
                format!("这不是天元的赛事文件：{}", problem.zh())
            }
            TournamentError::BadEvent { field, problem } => {
                format!("赛事文件的 {field} {}", problem.zh())
            }
            TournamentError::BadSettings { field, problem } => {
                format!("设置 {field} {}", problem.zh())
            }
            TournamentError::UnknownPlayer(id) => format!("没有编号为 {id} 的棋手"),
            TournamentError::UnknownGame { round, table } => {
                format!("第 {round} 轮没有第 {table} 台")
            }
            TournamentError::BadResult(why) => format!("不能登记这个结果：{why}"),
            TournamentError::RoundUnfinished(r) => {
                format!("第 {r} 轮还有对局没有结果，请先登记再编排下一轮")
            }
            TournamentError::EventFinished => "比赛已经结束：所有轮次都已编排，或胜负已分".into(),
            TournamentError::TooFewPlayers { needed, have } => {
                format!("编排一轮至少需要 {needed} 名棋手（或队），现在只有 {have}")
            }
            TournamentError::EventStarted => {
                "第一轮已经编排：不能再增减棋手（中途离开按退出比赛处理）".into()
            }
            TournamentError::ResultsEntered(r) => {
                format!("第 {r} 轮已有结果，请先清除结果再取消编排")
            }
            TournamentError::NoRound => "还没有编排任何一轮".into(),
            TournamentError::AlreadyWithdrawn(id) => format!("棋手 {id} 已经退出比赛"),
            TournamentError::BadTeams(why) => format!("队伍不符合赛制：{why}"),
        }
    }
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_en())
    }
}

impl std::error::Error for TournamentError {}

/// A file error at `field`.
pub(crate) fn bad_event(field: impl Into<String>, problem: FieldProblem) -> TournamentError {
    TournamentError::BadEvent {
        field: field.into(),
        problem,
    }
}

/// A settings error at `field`.
pub(crate) fn bad_settings(field: impl Into<String>, problem: FieldProblem) -> TournamentError {
    TournamentError::BadSettings {
        field: field.into(),
        problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_explains_itself_in_both_languages() {
        let all = [
            bad_event(
                "players[2].rank",
                FieldProblem::BadValue("a rank like 5k or 1d".into()),
            ),
            bad_event("", FieldProblem::WrongType("a JSON object")),
            bad_settings("rounds", FieldProblem::Missing),
            TournamentError::UnknownPlayer(3),
            TournamentError::UnknownGame {
                round: 2,
                table: "4".into(),
            },
            TournamentError::BadResult("a knockout game needs a winner".into()),
            TournamentError::RoundUnfinished(2),
            TournamentError::EventFinished,
            TournamentError::TooFewPlayers { needed: 2, have: 1 },
            TournamentError::EventStarted,
            TournamentError::ResultsEntered(1),
            TournamentError::NoRound,
            TournamentError::AlreadyWithdrawn(1),
            TournamentError::BadTeams("two teams are needed".into()),
        ];
        for e in &all {
            assert!(TournamentError::CODES.contains(&e.code()), "{e:?}");
            assert!(!e.message_en().is_empty());
            assert!(
                e.message_zh().chars().any(|c| c > '\u{2e80}'),
                "{e:?} has Chinese"
            );
        }
        assert_eq!(all[0].field(), Some("players[2].rank"));
        assert!(all[0].to_string().contains("players[2].rank"));
    }
}
