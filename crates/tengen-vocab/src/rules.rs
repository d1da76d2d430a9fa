//! Rule sets: the axes on which the world's Go rules differ, and named presets.
//!
//! | preset | ko | suicide | scoring | handicap compensation to White | komi | source |
//! |---|---|---|---|---|---|---|
//! | `chinese` (default) | situational superko | forbidden | area (数子法) | N points (Black returns ½ stone per handicap stone) | 7.5 (3¾ stones) | Chinese Weiqi Rules 2002, 第五、六、九、十一条 and 让子 |
//! | `chinese-simple-ko` | simple ko, a cycle ends the game without result | forbidden | area | N | 7.5 | the 1988 text and the referee rules (裁判法第二十条) on triple ko |
//! | `japanese` | simple ko, a cycle ends the game without result | forbidden | territory (数目法) | none | 6.5 | Japanese Rules of Go (1989) |
//! | `korean` | simple ko, a cycle ends the game without result | forbidden | territory | none | 6.5 | Korean Baduk Association practice (as Japanese) |
//! | `aga` | situational superko | forbidden | area (with pass stones, territory agrees) | N − 1 | 7.5 | AGA Concise Rules of Go |
//! | `new-zealand` | situational superko | allowed | area | none (White passes instead) | 7 | New Zealand Rules of Go |
//! | `tromp-taylor` | positional superko | allowed | area, no dead-stone removal | none | 7.5 | Tromp–Taylor rules (komi as on computer-go servers) |
//! | `ing` | situational superko (approximating Ing's ko rules) | allowed | area | N | 8 (Black wins ties: 7.5) | Ing SST rules (1996), approximated |
//!
//! "Situational superko" follows the 2002 Chinese text: after a move, the opponent must not face
//! a whole-board position that has occurred before with the same player to move
//! (着子后不得使对方重复面临曾出现过的局面). "Positional" forbids a repeated arrangement of
//! stones whoever is to move.

use std::fmt;
use std::str::FromStr;

/// How whole-board repetition is prevented (第六条).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KoRule {
    /// Only the immediate recapture of a single stone is forbidden. A longer cycle (triple ko,
    /// eternal life) ends the game with no result when a position comes round a third time.
    Simple,
    /// No move may recreate an earlier arrangement of stones.
    PositionalSuperko,
    /// No move may recreate an earlier arrangement of stones with the same player to move.
    SituationalSuperko,
}

/// How the result is counted (第九条).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoringMethod {
    /// Stones on the board plus the empty points they surround (数子法, area counting).
    Area,
    /// Surrounded empty points plus prisoners (数目法, territory counting).
    Territory,
}

/// What White receives at counting in a handicap game of N stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HandicapCompensation {
    None,
    /// N points (Chinese: Black returns half a stone for each handicap stone).
    PerStone,
    /// N − 1 points (AGA).
    PerStoneLessOne,
}

impl HandicapCompensation {
    /// Points given to White for a handicap of `stones` stones (0 and 1 mean no handicap).
    #[must_use]
    pub const fn points(self, stones: u32) -> u32 {
        if stones < 2 {
            return 0;
        }
        match self {
            HandicapCompensation::None => 0,
            HandicapCompensation::PerStone => stones,
            HandicapCompensation::PerStoneLessOne => stones - 1,
        }
    }
}

/// A complete description of the rules a game is played under.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    pub ko: KoRule,
    /// Whether a move may leave its own chain without liberties (it is then removed).
    pub suicide_allowed: bool,
    pub scoring: ScoringMethod,
    pub handicap_compensation: HandicapCompensation,
    /// Komi in points (Chinese: 3¾ stones = 7.5 points).
    pub komi: f64,
    /// Whether dead stones are removed before counting (false under Tromp–Taylor, where
    /// every stone on the board counts as alive).
    pub dead_stone_removal: bool,
}

impl Rules {
    /// The largest komi, in points either way, that any entry point accepts: JavaScript
    /// options, GTP `komi` and SGF `KM` are held to the same limit, so a game read through one
    /// can be written and read back through any other.
    pub const MAX_KOMI: f64 = 1000.0;
}

impl Default for Rules {
    fn default() -> Rules {
        RuleSet::Chinese.rules()
    }
}

/// The named rule presets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleSet {
    Chinese,
    ChineseSimpleKo,
    Japanese,
    Korean,
    Aga,
    NewZealand,
    TrompTaylor,
    Ing,
}

impl RuleSet {
    pub const ALL: [RuleSet; 8] = [
        RuleSet::Chinese,
        RuleSet::ChineseSimpleKo,
        RuleSet::Japanese,
        RuleSet::Korean,
        RuleSet::Aga,
        RuleSet::NewZealand,
        RuleSet::TrompTaylor,
        RuleSet::Ing,
    ];

    /// The preset's name as used in the APIs (`chinese`, `new-zealand`, ...).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Chinese => "chinese",
            RuleSet::ChineseSimpleKo => "chinese-simple-ko",
            RuleSet::Japanese => "japanese",
            RuleSet::Korean => "korean",
            RuleSet::Aga => "aga",
            RuleSet::NewZealand => "new-zealand",
            RuleSet::TrompTaylor => "tromp-taylor",
            RuleSet::Ing => "ing",
        }
    }

    /// The rules of the preset.
    #[must_use]
    pub const fn rules(self) -> Rules {
        use HandicapCompensation as H;
        use KoRule as K;
        use ScoringMethod as S;
        let (ko, suicide_allowed, scoring, handicap_compensation, komi, dead_stone_removal) = match self {
            RuleSet::Chinese => (K::SituationalSuperko, false, S::Area, H::PerStone, 7.5, true),
            RuleSet::ChineseSimpleKo => (K::Simple, false, S::Area, H::PerStone, 7.5, true),
            RuleSet::Japanese | RuleSet::Korean => (K::Simple, false, S::Territory, H::None, 6.5, true),
            RuleSet::Aga => (K::SituationalSuperko, false, S::Area, H::PerStoneLessOne, 7.5, true),
            RuleSet::NewZealand => (K::SituationalSuperko, true, S::Area, H::None, 7.0, true),
            RuleSet::TrompTaylor => (K::PositionalSuperko, true, S::Area, H::None, 7.5, false),
            RuleSet::Ing => (K::SituationalSuperko, true, S::Area, H::PerStone, 7.5, true),
        };
        Rules { ko, suicide_allowed, scoring, handicap_compensation, komi, dead_stone_removal }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no rule preset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
        write!(f, "unknown rules {:?}: expected one of {}", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for RuleSet {
    type Err = UnknownRules;

    /// Accepts the preset names, with `_` or spaces for `-` and any case, plus the names used
    /// by KGS (`new_zealand`) and SGF `RU` values (`Chinese`, `Japanese`, `AGA`, `NZ`, `Ing`, `GOE`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let named = |key: &str| RuleSet::ALL.into_iter().find(|r| r.name() == key);
        // The exact name first: what programs pass, found without making a new string.
        if let Some(exact) = named(s) {
            return Ok(exact);
        }
        let key = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        named(&key)
            .or(match key.as_str() {
                "nz" => Some(RuleSet::NewZealand),
                "goe" => Some(RuleSet::Ing),
                "tt" | "tromp" => Some(RuleSet::TrompTaylor),
                "cn" | "zh" => Some(RuleSet::Chinese),
                "jp" | "ja" => Some(RuleSet::Japanese),
                "ko" | "kr" => Some(RuleSet::Korean),
                _ => None,
            })
            .ok_or_else(|| UnknownRules(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_is_the_default_and_matches_the_seed_rules() {
        let r = Rules::default();
        assert_eq!(r.ko, KoRule::SituationalSuperko);
        assert!(!r.suicide_allowed);
        assert_eq!(r.scoring, ScoringMethod::Area);
        assert_eq!(r.komi, 7.5); // 3¾ stones, two points a stone
        assert_eq!(r.handicap_compensation.points(4), 4);
    }

    #[test]
    fn names_round_trip_and_aliases_parse() {
        for r in RuleSet::ALL {
            assert_eq!(r.name().parse::<RuleSet>(), Ok(r));
        }
        assert_eq!("new_zealand".parse::<RuleSet>(), Ok(RuleSet::NewZealand));
        assert_eq!("AGA".parse::<RuleSet>(), Ok(RuleSet::Aga));
        assert!("klingon".parse::<RuleSet>().is_err());
    }

    #[test]
    fn handicap_compensation_per_preset() {
        assert_eq!(RuleSet::Aga.rules().handicap_compensation.points(5), 4);
        assert_eq!(RuleSet::Japanese.rules().handicap_compensation.points(5), 0);
        assert_eq!(RuleSet::Chinese.rules().handicap_compensation.points(1), 0);
    }
}
