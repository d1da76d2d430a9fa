//! An event's settings (the options of `Tournament.create`), checked against the system.

use super::error::{FieldProblem, TournamentError, bad_settings};
use super::vocab::{Promotion, System};

/// The settings of an event (the options of `Tournament.create`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The event's name.
    pub name: String,
    /// The system (第二十七条).
    pub system: System,
    /// Rounds planned (Swiss and team Swiss: required, changeable as 第二十七条三 allows);
    /// `None` for the systems whose length follows from the field.
    pub rounds: Option<u32>,
    /// Games of a match (多局决胜制): 3, 5 or 7 (best of), or 10 (十局制, all played).
    pub games_per_match: Option<u32>,
    /// Boards of a team match (分台定人制): team round robin and team Swiss.
    pub boards: Option<u32>,
    /// Losses that put a player out of a knockout: 1 single (单败), 2 double (双败), more
    /// multiple elimination (多败).
    pub lives: Option<u32>,
    /// Whether places may be shared (第二十八条 C) or must be decided by a play-off or lot (D).
    pub shareds: bool,
    /// A rank event's promotion rule (第二十六条三), `None` if this is no rank event.
    pub promotion: Option<Promotion>,
}

impl Settings {
    /// Settings for `system` with its defaults (5 Swiss rounds, best of 3, 4 boards, one life).
    #[must_use]
    pub fn new(name: &str, system: System) -> Settings {
        Settings {
            name: name.to_string(),
            system,
            rounds: system.is_swiss().then_some(5),
            games_per_match: (system == System::Match).then_some(3),
            boards: matches!(system, System::TeamRoundRobin | System::TeamSwiss).then_some(4),
            lives: match system {
                System::Knockout => Some(1),
                System::DoubleKnockout => Some(2),
                _ => None,
            },
            shareds: true,
            promotion: None,
        }
    }

    /// Checks every option against the system; the error names the option.
    pub fn check(&self) -> Result<(), TournamentError> {
        let only = |field: &str, has: bool, allowed: bool, what: &str| {
            if has && !allowed {
                Err(bad_settings(
                    field,
                    FieldProblem::BadValue(format!("only {what} take it")),
                ))
            } else if !has && allowed {
                Err(bad_settings(field, FieldProblem::Missing))
            } else {
                Ok(())
            }
        };
        let s = self.system;
        only(
            "rounds",
            self.rounds.is_some(),
            s.is_swiss(),
            "Swiss events",
        )?;
        only(
            "gamesPerMatch",
            self.games_per_match.is_some(),
            s == System::Match,
            "matches",
        )?;
        only(
            "boards",
            self.boards.is_some(),
            matches!(s, System::TeamRoundRobin | System::TeamSwiss),
            "team round robins and team Swiss events",
        )?;
        only("lives", self.lives.is_some(), s.is_knockout(), "knockouts")?;
        if let Some(r) = self.rounds
            && !(1..=99).contains(&r)
        {
            return Err(bad_settings(
                "rounds",
                FieldProblem::BadValue("a whole number from 1 to 99".into()),
            ));
        }
        if let Some(g) = self.games_per_match
            && ![3, 5, 7, 10].contains(&g)
        {
            return Err(bad_settings(
                "gamesPerMatch",
                FieldProblem::BadValue("3, 5, 7 or 10".into()),
            ));
        }
        if let Some(b) = self.boards
            && !(1..=20).contains(&b)
        {
            return Err(bad_settings(
                "boards",
                FieldProblem::BadValue("a whole number from 1 to 20".into()),
            ));
        }
        match (s, self.lives) {
            (System::DoubleKnockout, Some(l)) if l != 2 => {
                return Err(bad_settings(
                    "lives",
                    FieldProblem::BadValue("2 in a double knockout".into()),
                ));
            }
            (_, Some(l)) if !(1..=9).contains(&l) => {
                return Err(bad_settings(
                    "lives",
                    FieldProblem::BadValue("a whole number from 1 to 9".into()),
                ));
            }
            _ => {}
        }
        if let Some(p) = self.promotion {
            if !(1..=99).contains(&p.wins) {
                return Err(bad_settings(
                    "rankEvent.promotion.wins",
                    FieldProblem::BadValue("a whole number from 1 to 99".into()),
                ));
            }
            if !(1..=9).contains(&p.steps) {
                return Err(bad_settings(
                    "rankEvent.promotion.steps",
                    FieldProblem::BadValue("a whole number from 1 to 9".into()),
                ));
            }
        }
        if self.name.chars().count() > 200 {
            return Err(bad_settings(
                "name",
                FieldProblem::BadValue("at most 200 characters".into()),
            ));
        }
        Ok(())
    }
}
