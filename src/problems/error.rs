//! Why a request made no problem: a small named error with a stable code and messages in
//! English and Chinese.

use std::fmt;

use super::{Kind, MAX_DIFFICULTY, MIN_DIFFICULTY};

/// Why no problem was produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemError {
    /// No kind has this identifier.
    UnknownKind(String),
    /// The kind does not take this board size.
    BadSize { kind: Kind, size: u8 },
    /// The difficulty is not 1 to 5.
    BadDifficulty(u8),
    /// Every candidate position was refused (bounded by [`MAX_ATTEMPTS`]).
    Exhausted {
        kind: Kind,
        size: u8,
        difficulty: u8,
    },
}

impl ProblemError {
    /// A stable identifier: `unknownKind`, `badSize`, `badDifficulty`, `exhausted`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            ProblemError::UnknownKind(_) => "unknownKind",
            ProblemError::BadSize { .. } => "badSize",
            ProblemError::BadDifficulty(_) => "badDifficulty",
            ProblemError::Exhausted { .. } => "exhausted",
        }
    }

    #[must_use]
    pub fn message_en(&self) -> String {
        match self {
            ProblemError::UnknownKind(id) => {
                let ids: Vec<&str> = Kind::ALL.iter().map(|k| k.id()).collect();
                format!(
                    "there is no problem kind {id:?} (the kinds are {})",
                    ids.join(", ")
                )
            }
            ProblemError::BadSize { kind, size } => {
                let (lo, hi) = kind.sizes();
                if lo == hi {
                    format!("{kind} problems are on a {lo}×{lo} board, not {size}×{size}")
                } else {
                    format!(
                        "{kind} problems are on boards from {lo}×{lo} to {hi}×{hi}, not {size}×{size}"
                    )
                }
            }
            ProblemError::BadDifficulty(d) => {
                format!("the difficulty is {MIN_DIFFICULTY} to {MAX_DIFFICULTY}, not {d}")
            }
            ProblemError::Exhausted {
                kind,
                size,
                difficulty,
            } => format!(
                "no {kind} problem of difficulty {difficulty} on {size}×{size} could be made from this seed; try another seed"
            ),
        }
    }

    #[must_use]
    pub fn message_zh(&self) -> String {
        match self {
            ProblemError::UnknownKind(id) => format!("没有“{id}”这种题型"),
            ProblemError::BadSize { kind, size } => {
                let (lo, hi) = kind.sizes();
                if lo == hi {
                    format!("“{}”的题在{lo}路棋盘上出，不能用{size}路", kind.name().zh)
                } else {
                    format!(
                        "“{}”的题在{lo}路到{hi}路的棋盘上出，不能用{size}路",
                        kind.name().zh
                    )
                }
            }
            ProblemError::BadDifficulty(d) => {
                format!("难度是{MIN_DIFFICULTY}到{MAX_DIFFICULTY}，不能是{d}")
            }
            ProblemError::Exhausted {
                kind,
                size,
                difficulty,
            } => {
                format!(
                    "用这个种子出不了{size}路、难度{difficulty}的“{}”题，请换一个种子",
                    kind.name().zh
                )
            }
        }
    }
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_en())
    }
}

impl std::error::Error for ProblemError {}

