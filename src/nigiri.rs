//! Choosing colours by nigiri (猜先), as 第十条 of the rules orders it.
//!
//! The higher-ranked player (the elder, at equal rank) takes a handful of white stones and
//! keeps it hidden. The other shows one black stone, meaning "if the count is odd I take
//! Black, else White", or two, meaning "if it is even I take Black, else White". The white
//! stones are then counted out (in pairs, as on the board), and the colours follow.
//! When the players are of different strength there is no nigiri: the weaker takes Black
//! (水平低的一方执黑), which a page offers as a plain choice.
//!
//! Against the engine, the engine does its part (the handful, or the guess) with a seeded
//! [`Rng`], so a test can fix it.

use std::fmt;

use crate::Color;
use crate::rng::Rng;

/// The guesser's call: one black stone shown (odd) or two (even).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Guess {
    /// One black stone: "odd, and I take Black".
    Odd,
    /// Two black stones: "even, and I take Black".
    Even,
}

impl Guess {
    /// The black stones the guesser shows.
    #[must_use]
    pub const fn stones_shown(self) -> u32 {
        match self {
            Guess::Odd => 1,
            Guess::Even => 2,
        }
    }

    /// The guess shown with `stones` black stones (1 or 2).
    pub fn from_stones(stones: u32) -> Result<Guess, NigiriError> {
        match stones {
            1 => Ok(Guess::Odd),
            2 => Ok(Guess::Even),
            n => Err(NigiriError::BadGuess(n)),
        }
    }
}

/// Most white stones one hand holds: a generous handful from a bowl of 180.
pub const MAX_HANDFUL: u32 = 60;

/// A nigiri that cannot be counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NigiriError {
    /// The guesser shows one black stone or two, nothing else.
    BadGuess(u32),
    /// A handful is 1 to [`MAX_HANDFUL`] white stones.
    BadHandful(u32),
}

impl NigiriError {
    /// A short code for programs.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            NigiriError::BadGuess(_) => "badGuess",
            NigiriError::BadHandful(_) => "badHandful",
        }
    }

    #[must_use]
    pub fn message_zh(self) -> String {
        match self {
            NigiriError::BadGuess(n) => format!("猜先时只能出示一颗或两颗黑子，不能出示{n}颗"),
            NigiriError::BadHandful(n) => format!("握子数应为1到{MAX_HANDFUL}颗白子，不能是{n}颗"),
        }
    }
}

impl fmt::Display for NigiriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NigiriError::BadGuess(n) => {
                write!(f, "the guesser shows one black stone or two, not {n}")
            }
            NigiriError::BadHandful(n) => {
                write!(f, "a handful is 1 to {MAX_HANDFUL} white stones, not {n}")
            }
        }
    }
}

impl std::error::Error for NigiriError {}

/// How a nigiri came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NigiriOutcome {
    /// White stones in the hidden hand.
    pub handful: u32,
    pub guess: Guess,
    /// Whole pairs counted out on the board, and whether one stone was left over.
    pub pairs: u32,
    pub odd: bool,
    /// Whether the guess was right: then the guesser takes Black.
    pub guessed_right: bool,
    /// The colour of the player who held the stones (the higher-ranked or elder).
    pub holder: Color,
    /// The colour of the player who guessed.
    pub guesser: Color,
}

impl NigiriOutcome {
    /// One sentence for the page: "13 stones: 6 pairs and one over, odd. The guess was
    /// right: the guesser takes Black."
    #[must_use]
    pub fn text_en(&self) -> String {
        let parity = if self.odd { "odd" } else { "even" };
        let over = if self.odd { " and one over" } else { "" };
        let verdict =
            if self.guessed_right { "right: the guesser takes Black" } else { "wrong: the holder takes Black" };
        format!("{} white stones: {} pairs{over}, {parity}. The guess was {verdict}.", self.handful, self.pairs)
    }

    /// 同上，中文：“13颗白子：6对余1，单数。猜对了，猜先方执黑。”
    #[must_use]
    pub fn text_zh(&self) -> String {
        let parity = if self.odd { "单数" } else { "双数" };
        let over = if self.odd { "余1" } else { "" };
        let verdict = if self.guessed_right { "猜对了，猜先方执黑" } else { "猜错了，握子方执黑" };
        format!("{}颗白子：{}对{over}，{parity}。{verdict}。", self.handful, self.pairs)
    }
}

/// Counts out the hand: `handful` white stones against `guess`.
pub fn nigiri(handful: u32, guess: Guess) -> Result<NigiriOutcome, NigiriError> {
    if handful == 0 || handful > MAX_HANDFUL {
        return Err(NigiriError::BadHandful(handful));
    }
    let odd = handful % 2 == 1;
    let guessed_right = odd == (guess == Guess::Odd);
    let guesser = if guessed_right { Color::Black } else { Color::White };
    Ok(NigiriOutcome { handful, guess, pairs: handful / 2, odd, guessed_right, holder: guesser.opponent(), guesser })
}

/// A random handful, as a hand grabs: 10 to 30 stones.
pub fn random_handful(rng: &mut Rng) -> u32 {
    10 + rng.below(21) as u32
}

/// A random guess.
pub fn random_guess(rng: &mut Rng) -> Guess {
    if rng.below(2) == 0 { Guess::Odd } else { Guess::Even }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_and_even_as_article_ten_says() {
        // One black stone shown: odd → the guesser takes Black.
        let o = nigiri(13, Guess::Odd).unwrap();
        assert_eq!((o.pairs, o.odd, o.guessed_right, o.guesser, o.holder), (6, true, true, Color::Black, Color::White));
        let o = nigiri(14, Guess::Odd).unwrap();
        assert_eq!((o.pairs, o.odd, o.guessed_right, o.guesser), (7, false, false, Color::White));
        // Two black stones: even → the guesser takes Black.
        let o = nigiri(14, Guess::Even).unwrap();
        assert_eq!((o.guessed_right, o.guesser, o.holder), (true, Color::Black, Color::White));
        let o = nigiri(1, Guess::Even).unwrap();
        assert_eq!((o.pairs, o.guessed_right, o.holder), (0, false, Color::Black));
    }

    #[test]
    fn the_count_is_told_in_both_languages() {
        let o = nigiri(13, Guess::Odd).unwrap();
        assert_eq!(o.text_zh(), "13颗白子：6对余1，单数。猜对了，猜先方执黑。");
        assert_eq!(
            o.text_en(),
            "13 white stones: 6 pairs and one over, odd. The guess was right: the guesser takes Black."
        );
        let o = nigiri(12, Guess::Odd).unwrap();
        assert_eq!(o.text_zh(), "12颗白子：6对，双数。猜错了，握子方执黑。");
    }

    #[test]
    fn bad_guesses_and_hands_are_refused_with_a_code() {
        assert_eq!(Guess::from_stones(3), Err(NigiriError::BadGuess(3)));
        assert_eq!(Guess::from_stones(2), Ok(Guess::Even));
        assert_eq!(nigiri(0, Guess::Odd).unwrap_err().code(), "badHandful");
        assert_eq!(nigiri(MAX_HANDFUL + 1, Guess::Odd), Err(NigiriError::BadHandful(61)));
        assert!(nigiri(MAX_HANDFUL, Guess::Even).is_ok());
    }

    #[test]
    fn the_engines_part_is_seeded() {
        let hands: Vec<u32> = (0..50).map(|s| random_handful(&mut Rng::new(s))).collect();
        assert!(hands.iter().all(|h| (10..=30).contains(h)));
        assert!(hands.iter().any(|h| h % 2 == 0) && hands.iter().any(|h| h % 2 == 1));
        assert_eq!(random_handful(&mut Rng::new(7)), random_handful(&mut Rng::new(7)));
        let guesses: std::collections::HashSet<_> = (0..20).map(|s| random_guess(&mut Rng::new(s))).collect();
        assert_eq!(guesses.len(), 2);
    }
}
