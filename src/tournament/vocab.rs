//! The event's vocabulary: systems (第二十七条), game results, ranks (第二十六条三) and the
//! promotion rule of a rank event. Every name here is also the name the event file and the
//! JavaScript API use.

use std::fmt;

/// How an event is run (第二十六条, 第二十七条).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// 循环制: everyone meets everyone once (Berger tables).
    RoundRobin,
    /// 双循环制: everyone meets everyone twice, colours reversed in the second cycle.
    DoubleRoundRobin,
    /// 积分编排制: pairing by equal or close scores, a bye for an odd field.
    Swiss,
    /// 淘汰制: single elimination by default; `lives` 2 or more is 双败/多败淘汰.
    Knockout,
    /// 双败淘汰: out after the second loss (a knockout with two lives).
    DoubleKnockout,
    /// A team event (分台定人制) where every team meets every other team.
    TeamRoundRobin,
    /// A team event (分台定人制) paired by match points (积分编排).
    TeamSwiss,
    /// 全队循环制: two teams, each player meets every player of the other team.
    TeamAllPlay,
    /// 多局决胜制: two players, best of 3, 5 or 7, or a ten-game match.
    Match,
    /// 擂台赛: two teams in a fixed order, the winner stays on.
    Challenge,
}

impl System {
    /// Every system, in the order the documentation lists them.
    pub const ALL: [System; 10] = [
        System::RoundRobin,
        System::DoubleRoundRobin,
        System::Swiss,
        System::Knockout,
        System::DoubleKnockout,
        System::TeamRoundRobin,
        System::TeamSwiss,
        System::TeamAllPlay,
        System::Match,
        System::Challenge,
    ];

    /// The name in the event file and the API.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            System::RoundRobin => "roundRobin",
            System::DoubleRoundRobin => "doubleRoundRobin",
            System::Swiss => "swiss",
            System::Knockout => "knockout",
            System::DoubleKnockout => "doubleKnockout",
            System::TeamRoundRobin => "teamRoundRobin",
            System::TeamSwiss => "teamSwiss",
            System::TeamAllPlay => "teamAllPlay",
            System::Match => "match",
            System::Challenge => "challenge",
        }
    }

    /// The Chinese name, as the rules call it.
    #[must_use]
    pub const fn name_zh(self) -> &'static str {
        match self {
            System::RoundRobin => "循环制",
            System::DoubleRoundRobin => "双循环制",
            System::Swiss => "积分编排制",
            System::Knockout => "淘汰制",
            System::DoubleKnockout => "双败淘汰制",
            System::TeamRoundRobin => "团体循环赛（分台定人制）",
            System::TeamSwiss => "团体积分编排赛（分台定人制）",
            System::TeamAllPlay => "全队循环制",
            System::Match => "多局决胜制",
            System::Challenge => "擂台赛",
        }
    }

    /// The system with this name.
    #[must_use]
    pub fn parse(name: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Played between teams (players carry a `team`).
    #[must_use]
    pub const fn is_team(self) -> bool {
        matches!(
            self,
            System::TeamRoundRobin | System::TeamSwiss | System::TeamAllPlay | System::Challenge
        )
    }

    /// A round-robin schedule fixed at the first round (individual or team).
    #[must_use]
    pub const fn is_round_robin(self) -> bool {
        matches!(
            self,
            System::RoundRobin | System::DoubleRoundRobin | System::TeamRoundRobin
        )
    }

    /// Ranked by the Swiss total (第二十八条一2, 二2).
    #[must_use]
    pub const fn is_swiss(self) -> bool {
        matches!(self, System::Swiss | System::TeamSwiss)
    }

    /// An elimination event.
    #[must_use]
    pub const fn is_knockout(self) -> bool {
        matches!(self, System::Knockout | System::DoubleKnockout)
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of one game, as the referee enters it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Black won over the board.
    Black,
    /// White won over the board.
    White,
    /// 和棋: a draw (an integer komi, or a triple ko the referee calls a draw).
    Draw,
    /// Black did not play (弃权): White wins.
    BlackForfeit,
    /// White did not play: Black wins.
    WhiteForfeit,
    /// Neither played: both lose.
    BothForfeit,
}

impl Outcome {
    /// Every result.
    pub const ALL: [Outcome; 6] = [
        Outcome::Black,
        Outcome::White,
        Outcome::Draw,
        Outcome::BlackForfeit,
        Outcome::WhiteForfeit,
        Outcome::BothForfeit,
    ];

    /// The name in the event file and the API.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Black => "black",
            Outcome::White => "white",
            Outcome::Draw => "draw",
            Outcome::BlackForfeit => "blackForfeit",
            Outcome::WhiteForfeit => "whiteForfeit",
            Outcome::BothForfeit => "bothForfeit",
        }
    }

    /// The result with this name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.name() == name)
    }

    /// The game points (第二十八条一: win 2, draw 1, loss 0) of Black and White.
    #[must_use]
    pub const fn points(self) -> (u32, u32) {
        match self {
            Outcome::Black | Outcome::WhiteForfeit => (2, 0),
            Outcome::White | Outcome::BlackForfeit => (0, 2),
            Outcome::Draw => (1, 1),
            Outcome::BothForfeit => (0, 0),
        }
    }

    /// Decided by a forfeit rather than over the board.
    #[must_use]
    pub const fn is_forfeit(self) -> bool {
        matches!(
            self,
            Outcome::BlackForfeit | Outcome::WhiteForfeit | Outcome::BothForfeit
        )
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player's rank: 级 (kyu, 30级 up to 1级) then 段 (dan, 1段 up to 9段). The rules' rank
/// events (第二十六条三) use 9级 to 1级 and then 段; clubs also record weaker beginners.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rank {
    /// n级, 1 (strongest) to 30.
    Kyu(u8),
    /// n段, 1 to 9 (strongest).
    Dan(u8),
}

impl Rank {
    /// The weakest kyu rank recorded.
    pub const WEAKEST_KYU: u8 = 30;
    /// The strongest dan rank (九段).
    pub const STRONGEST_DAN: u8 = 9;

    /// Reads `"5k"`, `"5K"`, `"5级"`, `"1d"`, `"1段"` or `"初段"`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Rank> {
        let t = text.trim();
        if t == "初段" {
            return Some(Rank::Dan(1));
        }
        let (digits, dan) =
            if let Some(d) = t.strip_suffix(['k', 'K']).or_else(|| t.strip_suffix('级')) {
                (d, false)
            } else if let Some(d) = t.strip_suffix(['d', 'D']).or_else(|| t.strip_suffix('段')) {
                (d, true)
            } else {
                return None;
            };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let n: u8 = digits.parse().ok()?;
        match (dan, n) {
            (false, 1..=Rank::WEAKEST_KYU) => Some(Rank::Kyu(n)),
            (true, 1..=Rank::STRONGEST_DAN) => Some(Rank::Dan(n)),
            _ => None,
        }
    }

    /// A number that grows with strength: 30级 is 1, 1级 is 30, 1段 is 31, 9段 is 39.
    #[must_use]
    pub const fn strength(self) -> u8 {
        match self {
            Rank::Kyu(n) => Rank::WEAKEST_KYU + 1 - n,
            Rank::Dan(n) => Rank::WEAKEST_KYU + n,
        }
    }

    /// The rank `steps` steps up (1级 is followed by 1段), at most 9段.
    #[must_use]
    pub const fn up(self, steps: u32) -> Rank {
        let s = self.strength() as u32 + steps;
        let top = (Rank::WEAKEST_KYU + Rank::STRONGEST_DAN) as u32;
        let s = if s > top { top } else { s };
        if s <= Rank::WEAKEST_KYU as u32 {
            Rank::Kyu((Rank::WEAKEST_KYU as u32 + 1 - s) as u8)
        } else {
            Rank::Dan((s - Rank::WEAKEST_KYU as u32) as u8)
        }
    }

    /// The Chinese name: `"5级"`, `"1段"`.
    #[must_use]
    pub fn name_zh(self) -> String {
        match self {
            Rank::Kyu(n) => format!("{n}级"),
            Rank::Dan(n) => format!("{n}段"),
        }
    }
}

impl fmt::Display for Rank {
    /// The file's form: `"5k"`, `"1d"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rank::Kyu(n) => write!(f, "{n}k"),
            Rank::Dan(n) => write!(f, "{n}d"),
        }
    }
}

/// A rank event's promotion rule: every `wins` games won over the board raise the rank by
/// `steps` steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Promotion {
    /// Wins needed for one promotion.
    pub wins: u32,
    /// Steps gained for each `wins` wins.
    pub steps: u32,
}

impl Promotion {
    /// The common club rule: 胜两局升一级 (two wins for one step).
    pub const TWO_WINS_ONE_STEP: Promotion = Promotion { wins: 2, steps: 1 };
}

impl Default for Promotion {
    fn default() -> Promotion {
        Promotion::TWO_WINS_ONE_STEP
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_read_in_both_languages_and_promote_across_the_kyu_dan_line() {
        assert_eq!(Rank::parse("5k"), Some(Rank::Kyu(5)));
        assert_eq!(Rank::parse("5级"), Some(Rank::Kyu(5)));
        assert_eq!(Rank::parse("初段"), Some(Rank::Dan(1)));
        assert_eq!(Rank::parse("3段"), Some(Rank::Dan(3)));
        assert_eq!(Rank::parse("0k"), None);
        assert_eq!(Rank::parse("10d"), None);
        assert_eq!(Rank::parse("k"), None);
        assert_eq!(Rank::Kyu(2).up(1), Rank::Kyu(1));
        assert_eq!(Rank::Kyu(1).up(1), Rank::Dan(1));
        assert_eq!(Rank::Kyu(1).up(3), Rank::Dan(3));
        assert_eq!(Rank::Dan(8).up(5), Rank::Dan(9));
        assert_eq!(Rank::Kyu(5).to_string(), "5k");
        assert_eq!(Rank::Dan(2).name_zh(), "2段");
    }

    #[test]
    fn names_read_back() {
        for s in System::ALL {
            assert_eq!(System::parse(s.name()), Some(s));
        }
        for o in Outcome::ALL {
            assert_eq!(Outcome::parse(o.name()), Some(o));
        }
        assert_eq!(Outcome::Draw.points(), (1, 1));
        assert_eq!(Outcome::BlackForfeit.points(), (0, 2));
    }
}
