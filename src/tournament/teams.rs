//! Pairing the team systems: team matches board by board (分台定人制) by Berger tables or the
//! Swiss matcher, 全队循环制 (every player meets every player of the other team) and the
//! challenge (擂台赛, the winner stays on). A withdrawn player's games are the opponents'
//! forfeit wins (第二十九条四).

use super::error::TournamentError;
use super::event::{Event, Game, Round, TeamMatch};
use super::pairing::numbered;
use super::swiss::{self, Entrant};
use super::vocab::System;

impl Event {
    /// The teams and their board order, checked against the system.
    fn checked_teams(&self) -> Result<Vec<(String, Vec<u32>)>, TournamentError> {
        let teams = self.teams();
        let system = self.settings.system;
        if matches!(system, System::TeamAllPlay | System::Challenge) && teams.len() != 2 {
            return Err(TournamentError::BadTeams(format!(
                "{system} is between exactly two teams, not {}",
                teams.len()
            )));
        }
        if teams.len() < 2 {
            return Err(TournamentError::TooFewPlayers {
                needed: 2,
                have: teams.len(),
            });
        }
        if let Some(boards) = self.settings.boards
            && let Some((t, ids)) = teams.iter().find(|(_, ids)| ids.len() < boards as usize)
        {
            return Err(TournamentError::BadTeams(format!(
                "team {t} has {} players for {boards} boards",
                ids.len()
            )));
        }
        if system == System::TeamAllPlay && teams[0].1.len() != teams[1].1.len() {
            return Err(TournamentError::BadTeams(
                "both teams of 全队循环制 need the same number of players".into(),
            ));
        }
        Ok(teams)
    }

    /// A team round robin or team Swiss round: team matches, board by board.
    pub(super) fn team_round(&mut self, number: u32) -> Result<Round, TournamentError> {
        let teams = self.checked_teams()?;
        let boards = self.settings.boards.unwrap_or(1) as usize;
        let pairs: Vec<(usize, Option<usize>)> = if self.settings.system == System::TeamRoundRobin {
            if number > self.round_robin_rounds() {
                return Err(TournamentError::EventFinished);
            }
            let pairs = self.berger_pairs(teams.len(), number);
            let mut all: Vec<(usize, Option<usize>)> =
                pairs.iter().map(|&(a, b)| (a, Some(b))).collect();
            all.extend(
                (0..teams.len())
                    .filter(|t| !pairs.iter().any(|&(a, b)| a == *t || b == *t))
                    .map(|t| (t, None)),
            );
            all
        } else {
            if number > self.settings.rounds.unwrap_or(0) {
                return Err(TournamentError::EventFinished);
            }
            let entrants = self.team_entrants(&teams, number);
            let p = swiss::pair(&entrants);
            let mut all: Vec<(usize, Option<usize>)> =
                p.games.iter().map(|&(a, b)| (a, Some(b))).collect();
            all.extend(p.bye.map(|t| (t, None)));
            all
        };
        let mut round = Round {
            number,
            games: Vec::new(),
            matches: Vec::new(),
        };
        for (i, (home, away)) in pairs.into_iter().enumerate() {
            let table = i as u32 + 1;
            round.matches.push(TeamMatch {
                table,
                black: teams[home].0.clone(),
                white: away.map(|a| teams[a].0.clone()),
            });
            let Some(away) = away else { continue };
            for b in 0..boards {
                let (h, a) = (teams[home].1[b], teams[away].1[b]);
                let (black, white) = if b % 2 == 0 { (h, a) } else { (a, h) };
                round.games.push(Game {
                    table,
                    board: Some(b as u32 + 1),
                    black,
                    white: Some(white),
                    result: self.forfeit(black, white, number),
                });
            }
        }
        Ok(round)
    }

    /// Team Swiss entrants: match points so far, teams met, the colour of board 1.
    fn team_entrants(&self, teams: &[(String, Vec<u32>)], number: u32) -> Vec<Entrant> {
        let index = |name: &str| teams.iter().position(|(t, _)| t == name);
        teams
            .iter()
            .map(|(name, _)| {
                let mut e = Entrant {
                    score: 0,
                    met: Vec::new(),
                    colour_diff: 0,
                    last: Vec::new(),
                    byes: 0,
                };
                for r in self.rounds.iter().filter(|r| r.number < number).rev() {
                    for m in &r.matches {
                        let black = m.black == *name;
                        if !black && m.white.as_deref() != Some(name) {
                            continue;
                        }
                        e.score += self.match_points(r, m, name);
                        match (&m.white, black) {
                            (None, _) => e.byes += 1,
                            (Some(w), true) => {
                                e.met.extend(index(w));
                                e.colour_diff += 1;
                            }
                            (Some(_), false) => {
                                e.met.extend(index(&m.black));
                                e.colour_diff -= 1;
                            }
                        }
                        if m.white.is_some() && e.last.len() < 2 {
                            e.last.push(black);
                        }
                    }
                }
                e
            })
            .collect()
    }

    /// 全队循环制: in round r, player i of the first team meets player i + r of the second.
    pub(super) fn all_play(&mut self, number: u32) -> Result<Round, TournamentError> {
        let teams = self.checked_teams()?;
        let k = teams[0].1.len();
        if number as usize > k {
            return Err(TournamentError::EventFinished);
        }
        let r = number as usize - 1;
        let mut games = Vec::new();
        for i in 0..k {
            let (a, b) = (teams[0].1[i], teams[1].1[(i + r) % k]);
            let (black, white) = if (i + r).is_multiple_of(2) {
                (a, b)
            } else {
                (b, a)
            };
            games.push((black, Some(white), self.forfeit(black, white, number)));
        }
        Ok(numbered(number, games))
    }

    /// 擂台赛: each team's first player still in meets the other's; the one coming on has
    /// Black (both new: the first team's). A loss, a draw or a forfeit puts a player out.
    pub(super) fn challenge(&mut self, number: u32) -> Result<Round, TournamentError> {
        let teams = self.checked_teams()?;
        let out = |id: u32| {
            !self.active_in(id, number)
                || self.rounds.iter().flat_map(|r| &r.games).any(|g| {
                    g.has(id)
                        && g.result.is_some_and(|o| {
                            (if g.black == id {
                                o.points().0
                            } else {
                                o.points().1
                            }) < 2
                        })
                })
        };
        let next = |t: usize| teams[t].1.iter().copied().find(|&id| !out(id));
        let (Some(a), Some(b)) = (next(0), next(1)) else {
            return Err(TournamentError::EventFinished);
        };
        let played = |id: u32| self.rounds.iter().flat_map(|r| &r.games).any(|g| g.has(id));
        let (black, white) = if played(a) && !played(b) {
            (b, a)
        } else {
            (a, b)
        };
        Ok(numbered(number, vec![(black, Some(white), None)]))
    }
}
