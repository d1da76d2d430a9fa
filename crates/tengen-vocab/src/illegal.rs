//! Why a move is not allowed, with explanations in Simplified Chinese and English.

use std::fmt;

use crate::{Color, Vertex};

/// The reason a move cannot be played. Each case has a stable code (for programs) and a
/// sentence in English and Chinese (for people).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IllegalMove {
    /// The point already holds a stone.
    Occupied(Vertex),
    /// The point is not on the board.
    OffBoard(Vertex),
    /// The stone would have no liberties and captures nothing (第五条 禁着点).
    Suicide(Vertex),
    /// Immediate recapture of a single stone in a ko (打劫: play elsewhere first).
    Ko(Vertex),
    /// The move would repeat an earlier whole-board position (第六条).
    Superko(Vertex),
    /// The game has ended.
    GameOver,
    /// It is the other player's turn.
    NotYourTurn { expected: Color },
}

impl IllegalMove {
    /// A stable identifier: `occupied`, `offBoard`, `suicide`, `ko`, `superko`, `gameOver`,
    /// `notYourTurn`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            IllegalMove::Occupied(_) => "occupied",
            IllegalMove::OffBoard(_) => "offBoard",
            IllegalMove::Suicide(_) => "suicide",
            IllegalMove::Ko(_) => "ko",
            IllegalMove::Superko(_) => "superko",
            IllegalMove::GameOver => "gameOver",
            IllegalMove::NotYourTurn { .. } => "notYourTurn",
        }
    }

    /// The point the move was aimed at, where there is one.
    #[must_use]
    pub const fn vertex(self) -> Option<Vertex> {
        match self {
            IllegalMove::Occupied(v)
            | IllegalMove::OffBoard(v)
            | IllegalMove::Suicide(v)
            | IllegalMove::Ko(v)
            | IllegalMove::Superko(v) => Some(v),
            IllegalMove::GameOver | IllegalMove::NotYourTurn { .. } => None,
        }
    }

    /// The explanation in English.
    #[must_use]
    pub fn message_en(self) -> String {
        match self {
            IllegalMove::Occupied(_) => "there is already a stone on this point".into(),
            IllegalMove::OffBoard(_) => "this point is not on the board".into(),
            IllegalMove::Suicide(_) => {
                "this stone would have no liberties: suicide is not allowed (a forbidden point)".into()
            }
            IllegalMove::Ko(_) => "ko: you cannot take back the ko at once; play elsewhere first".into(),
            IllegalMove::Superko(_) => "this move would repeat an earlier whole-board position".into(),
            IllegalMove::GameOver => "the game is over".into(),
            IllegalMove::NotYourTurn { expected } => format!("it is {expected}'s turn"),
        }
    }

    /// The explanation in Simplified Chinese.
    #[must_use]
    pub fn message_zh(self) -> String {
        match self {
            IllegalMove::Occupied(_) => "这里已经有棋子了".into(),
            IllegalMove::OffBoard(_) => "这个点不在棋盘上".into(),
            IllegalMove::Suicide(_) => "这里没有气：禁着点，不能自杀".into(),
            IllegalMove::Ko(_) => "打劫：不能立即提回，要先在别处走一步（找劫材）".into(),
            IllegalMove::Superko(_) => "全局同形：这步棋会使对方重复面临曾出现过的局面".into(),
            IllegalMove::GameOver => "对局已经结束".into(),
            IllegalMove::NotYourTurn { expected } => format!("现在轮到{}方下", expected.name_zh()),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_en())
    }
}

impl std::error::Error for IllegalMove {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_explains_itself_in_both_languages() {
        let v = Vertex::new(0, 0);
        for m in [
            IllegalMove::Occupied(v),
            IllegalMove::OffBoard(v),
            IllegalMove::Suicide(v),
            IllegalMove::Ko(v),
            IllegalMove::Superko(v),
            IllegalMove::GameOver,
            IllegalMove::NotYourTurn { expected: Color::White },
        ] {
            assert!(!m.message_en().is_empty() && !m.message_zh().is_empty());
            assert!(m.message_zh().chars().any(|c| c > '\u{2e80}'), "{m:?} has Chinese");
        }
        assert_eq!(IllegalMove::Suicide(v).code(), "suicide");
        assert!(IllegalMove::Suicide(v).message_zh().contains("没有气"));
    }
}
