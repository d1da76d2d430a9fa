//! What a clock answers when it cannot do what was asked.

use std::fmt;

use crate::Color;

/// A clock that cannot do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    BadSettings(String),
    /// Time went backwards between two calls.
    TimeWentBack,
    NotRunning,
    /// A player has already lost on time.
    Flagged(Color),
    /// Paused by agreement: resume it first.
    Paused,
    /// Not paused, so nothing to resume.
    NotPaused,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::BadSettings(why) => write!(f, "bad time settings: {why}"),
            ClockError::TimeWentBack => f.write_str("the clock was given an earlier time than before"),
            ClockError::NotRunning => f.write_str("the clock is not running"),
            ClockError::Flagged(c) => write!(f, "{c} has already lost on time"),
            ClockError::Paused => f.write_str("the clock is paused: resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
        }
    }
}

impl std::error::Error for ClockError {}
