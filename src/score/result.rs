//! Results as people and programs write them: SGF `RE` values (`B+1.5`, `W+R`, `0`, `Void`),
//! the Chinese phrases of the rules (黑胜¾子, 白胜1¼子, 和棋; 黑胜6目半 under territory
//! counting) and English sentences.

use std::fmt;
use std::str::FromStr;

use crate::Color;
use crate::game::GameEnd;
use crate::rules::ScoringMethod;

/// The outcome of a game.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum GameResult {
    /// Decided by counting: the winner and the margin in points (komi and handicap
    /// compensation included). Under area counting half the points is the margin in stones.
    Counted {
        winner: Color,
        points: f64,
        scoring: ScoringMethod,
    },
    /// A win whose margin is not known (SGF `B+`).
    Win {
        winner: Color,
    },
    Resignation {
        winner: Color,
    },
    Time {
        winner: Color,
    },
    Forfeit {
        winner: Color,
    },
    /// Equal counts (和棋, jigo).
    Draw,
    /// No result (无胜负): a cycle under simple ko, or a game annulled.
    Void,
    /// The result is not known (SGF `?`).
    Unknown,
}

impl GameResult {
    /// The result of a count with margin `margin_points` (Black minus White, komi and
    /// compensation included).
    #[must_use]
    pub fn from_margin(margin_points: f64, scoring: ScoringMethod) -> GameResult {
        if margin_points == 0.0 {
            GameResult::Draw
        } else {
            let winner = if margin_points > 0.0 {
                Color::Black
            } else {
                Color::White
            };
            GameResult::Counted {
                winner,
                points: margin_points.abs(),
                scoring,
            }
        }
    }

    /// The result decided by the way the game ended, when no count is needed: resignation,
    /// time, forfeit or no result. `None` for a game that ended by two passes (it is counted).
    #[must_use]
    pub fn from_end(end: GameEnd) -> Option<GameResult> {
        match end {
            GameEnd::TwoPasses => None,
            GameEnd::Resignation { winner } => Some(GameResult::Resignation { winner }),
            GameEnd::Timeout { winner } => Some(GameResult::Time { winner }),
            GameEnd::Forfeit { winner } => Some(GameResult::Forfeit { winner }),
            GameEnd::NoResult => Some(GameResult::Void),
        }
    }

    /// The winner, if there is one.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::Counted { winner, .. }
            | GameResult::Win { winner }
            | GameResult::Resignation { winner }
            | GameResult::Time { winner }
            | GameResult::Forfeit { winner } => Some(winner),
            GameResult::Draw | GameResult::Void | GameResult::Unknown => None,
        }
    }

    /// The SGF `RE` value: `B+1.5`, `W+R`, `B+T`, `W+F`, `B+`, `0` (draw), `Void`, `?`.
    #[must_use]
    pub fn to_sgf(self) -> String {
        match self {
            GameResult::Counted { winner, points, .. } => {
                format!("{}+{}", winner.letter(), format_number(points))
            }
            GameResult::Win { winner } => format!("{}+", winner.letter()),
            GameResult::Resignation { winner } => format!("{}+R", winner.letter()),
            GameResult::Time { winner } => format!("{}+T", winner.letter()),
            GameResult::Forfeit { winner } => format!("{}+F", winner.letter()),
            GameResult::Draw => "0".into(),
            GameResult::Void => "Void".into(),
            GameResult::Unknown => "?".into(),
        }
    }

    /// The result in Chinese: 黑胜¾子 and 白胜1¼子 under area counting (in stones, as the
    /// rules give it), 黑胜6目半 under territory counting, 和棋, 黑中盘胜 (resignation),
    /// 白胜（黑超时）, 黑胜（白判负）, 无胜负.
    #[must_use]
    pub fn to_zh(self) -> String {
        match self {
            GameResult::Counted {
                winner,
                points,
                scoring: ScoringMethod::Area,
            } => {
                format!("{}胜{}子", winner.name_zh(), format_quarters(points / 2.0))
            }
            GameResult::Counted {
                winner,
                points,
                scoring: ScoringMethod::Territory,
            } => {
                format!("{}胜{}", winner.name_zh(), format_moku(points))
            }
            GameResult::Win { winner } => format!("{}胜", winner.name_zh()),
            GameResult::Resignation { winner } => format!("{}中盘胜", winner.name_zh()),
            GameResult::Time { winner } => format!(
                "{}胜（{}超时）",
                winner.name_zh(),
                winner.opponent().name_zh()
            ),
            GameResult::Forfeit { winner } => format!(
                "{}胜（{}判负）",
                winner.name_zh(),
                winner.opponent().name_zh()
            ),
            GameResult::Draw => "和棋".into(),
            GameResult::Void => "无胜负".into(),
            GameResult::Unknown => "结果未知".into(),
        }
    }

    /// The result in English: "Black wins by 1.5 points (¾ stone)", "White wins by
    /// resignation", "Draw (jigo)".
    #[must_use]
    pub fn to_en(self) -> String {
        let name = |c: Color| if c == Color::Black { "Black" } else { "White" };
        match self {
            GameResult::Counted {
                winner,
                points,
                scoring,
            } => {
                let unit = if points == 1.0 { "point" } else { "points" };
                let mut s = format!("{} wins by {} {unit}", name(winner), format_number(points));
                if scoring == ScoringMethod::Area {
                    let stones = points / 2.0;
                    let unit = if stones <= 1.0 { "stone" } else { "stones" };
                    s.push_str(&format!(" ({} {unit})", format_quarters(stones)));
                }
                s
            }
            GameResult::Win { winner } => format!("{} wins", name(winner)),
            GameResult::Resignation { winner } => format!("{} wins by resignation", name(winner)),
            GameResult::Time { winner } => format!("{} wins on time", name(winner)),
            GameResult::Forfeit { winner } => format!("{} wins by forfeit", name(winner)),
            GameResult::Draw => "Draw (jigo)".into(),
            GameResult::Void => "No result".into(),
            GameResult::Unknown => "Result unknown".into(),
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sgf())
    }
}

/// An SGF `RE` value that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseResultError(pub String);

impl fmt::Display for ParseResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a game result: {:?} (expected e.g. B+1.5, W+R, 0, Void)",
            self.0
        )
    }
}

impl std::error::Error for ParseResultError {}

impl FromStr for GameResult {
    type Err = ParseResultError;

    /// Reads an SGF `RE` value. Margins are taken as points; the scoring method is not
    /// known from `RE` and is given as area.
    fn from_str(s: &str) -> Result<GameResult, ParseResultError> {
        let t = s.trim();
        let err = || ParseResultError(s.to_string());
        match t.to_ascii_lowercase().as_str() {
            "0" | "draw" | "jigo" => return Ok(GameResult::Draw),
            "void" => return Ok(GameResult::Void),
            "?" | "" => return Ok(GameResult::Unknown),
            _ => {}
        }
        let (who, rest) = t.split_once('+').ok_or_else(err)?;
        let winner = match who.trim() {
            "B" | "b" => Color::Black,
            "W" | "w" => Color::White,
            _ => return Err(err()),
        };
        let rest = rest.trim();
        Ok(match rest.to_ascii_lowercase().as_str() {
            "" => GameResult::Win { winner },
            "r" | "resign" => GameResult::Resignation { winner },
            "t" | "time" => GameResult::Time { winner },
            "f" | "forfeit" => GameResult::Forfeit { winner },
            number => {
                let points: f64 = number.parse().map_err(|_| err())?;
                if !points.is_finite() || points < 0.0 {
                    return Err(err());
                }
                if points == 0.0 {
                    GameResult::Draw
                } else {
                    GameResult::Counted {
                        winner,
                        points,
                        scoring: ScoringMethod::Area,
                    }
                }
            }
        })
    }
}

/// A number without a trailing `.0`: `1.5`, `7`, `0.25`.
pub(crate) fn format_number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// Stones with vulgar fractions as the rules write them: `¾`, `1¼`, `2½`, `3`.
pub(crate) fn format_quarters(stones: f64) -> String {
    let quarters = stones * 4.0;
    if quarters.fract() != 0.0 || !quarters.is_finite() {
        return format_number(stones);
    }
    let q = quarters.abs() as i64;
    let (whole, part) = (q / 4, q % 4);
    let sign = if stones < 0.0 { "-" } else { "" };
    let frac = ["", "¼", "½", "¾"][part as usize];
    if whole == 0 && part != 0 {
        format!("{sign}{frac}")
    } else {
        format!("{sign}{whole}{frac}")
    }
}

/// Points the Chinese way for territory counting: `6目半`, `半目`, `3目`.
fn format_moku(points: f64) -> String {
    let halves = points * 2.0;
    if halves.fract() != 0.0 {
        return format!("{}目", format_number(points));
    }
    let h = halves as i64;
    match (h / 2, h % 2) {
        (0, _) => "半目".into(),
        (w, 0) => format!("{w}目"),
        (w, _) => format!("{w}目半"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarters_and_moku() {
        assert_eq!(format_quarters(0.75), "¾");
        assert_eq!(format_quarters(1.25), "1¼");
        assert_eq!(format_quarters(2.0), "2");
        assert_eq!(format_quarters(3.75), "3¾");
        assert_eq!(format_quarters(0.1), "0.1");
        assert_eq!(format_moku(6.5), "6目半");
        assert_eq!(format_moku(0.5), "半目");
        assert_eq!(format_moku(3.0), "3目");
    }

    #[test]
    fn sgf_round_trip() {
        for s in [
            "B+1.5", "W+0.5", "W+R", "B+T", "W+F", "B+", "0", "Void", "?", "W+12",
        ] {
            assert_eq!(s.parse::<GameResult>().unwrap().to_sgf(), s);
        }
        assert_eq!(
            "B+Resign".parse::<GameResult>().unwrap(),
            GameResult::Resignation {
                winner: Color::Black
            }
        );
        assert_eq!("W+Time".parse::<GameResult>().unwrap().to_sgf(), "W+T");
        assert_eq!("Draw".parse::<GameResult>().unwrap(), GameResult::Draw);
        assert!("X+1".parse::<GameResult>().is_err());
        assert!("B+x".parse::<GameResult>().is_err());
    }

    #[test]
    fn phrases() {
        let r = GameResult::from_margin(1.5, ScoringMethod::Area);
        assert_eq!(r.to_zh(), "黑胜¾子");
        assert_eq!(r.to_en(), "Black wins by 1.5 points (¾ stone)");
        let r = GameResult::from_margin(-2.5, ScoringMethod::Area);
        assert_eq!(r.to_zh(), "白胜1¼子");
        assert_eq!(r.to_sgf(), "W+2.5");
        assert_eq!(
            GameResult::from_margin(0.0, ScoringMethod::Area).to_zh(),
            "和棋"
        );
        assert_eq!(
            GameResult::from_margin(-6.5, ScoringMethod::Territory).to_zh(),
            "白胜6目半"
        );
        assert_eq!(
            GameResult::Resignation {
                winner: Color::Black
            }
            .to_zh(),
            "黑中盘胜"
        );
        assert_eq!(
            GameResult::from_end(GameEnd::NoResult),
            Some(GameResult::Void)
        );
        assert_eq!(GameResult::from_end(GameEnd::TwoPasses), None);
    }
}
