//! The two players' colours.

use std::fmt;
use std::str::FromStr;

/// A player's colour. Black moves first (第二条).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }

    /// The SGF and GTP letter, `B` or `W`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// The colour's name in English, lower case.
    #[must_use]
    pub const fn name_en(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The colour's name in Chinese (黑 or 白).
    #[must_use]
    pub const fn name_zh(self) -> &'static str {
        match self {
            Color::Black => "黑",
            Color::White => "白",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name_en())
    }
}

/// A string that names no colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseColorError(pub String);

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a colour: {:?} (expected b, w, black or white)", self.0)
    }
}

impl std::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// Accepts `b`, `w`, `black`, `white` in any case (as GTP does), and 黑 / 白.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "b" | "black" | "黑" => Ok(Color::Black),
            "w" | "white" | "白" => Ok(Color::White),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_swaps() {
        assert_eq!(Color::Black.opponent(), Color::White);
        assert_eq!(Color::White.opponent(), Color::Black);
    }

    #[test]
    fn parses_gtp_and_chinese_names() {
        assert_eq!("B".parse::<Color>(), Ok(Color::Black));
        assert_eq!("white".parse::<Color>(), Ok(Color::White));
        assert_eq!("白".parse::<Color>(), Ok(Color::White));
        assert!("red".parse::<Color>().is_err());
    }
}
