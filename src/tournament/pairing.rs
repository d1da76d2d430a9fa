//! Pairing the next round, for every system: round robins from Berger tables
//! ([`super::berger`]), Swiss and multiple-elimination rounds from the score-group matcher
//! ([`super::swiss`]), single elimination from a seeded bracket, team matches board by board
//! (分台定人制), 全队循环制, matches of several games and the challenge (擂台赛). A withdrawn
//! player is never paired again; where the rules make the games forfeits (第二十九条二, 四)
//! the pairing enters them.

use super::berger;
use super::error::TournamentError;
use super::event::{Event, Game, Round};
use super::swiss::{self, Entrant};
use super::vocab::{Outcome, System};

/// Points a Swiss bye scores: as a win (the rules do not say; a bye counts as a forfeit win).
pub const SWISS_BYE_POINTS: u32 = 2;

impl Event {
    /// Pairs the next round and returns its number. Throws `roundUnfinished` while the last
    /// round has games without a result, `eventFinished` when the system has no more rounds,
    /// `tooFewPlayers` and `badTeams` when the field does not allow a round.
    pub fn pair_next_round(&mut self) -> Result<u32, TournamentError> {
        if let Some(last) = self.rounds.last()
            && !last.is_complete()
        {
            return Err(TournamentError::RoundUnfinished(last.number));
        }
        let number = self.rounds.len() as u32 + 1;
        let mut next = self.clone();
        if !next.started() {
            next.seed()?;
        }
        let round = match next.settings.system {
            System::RoundRobin | System::DoubleRoundRobin => next.round_robin(number)?,
            System::Swiss => next.swiss(number)?,
            System::Knockout | System::DoubleKnockout => {
                if next.settings.lives == Some(1) {
                    next.bracket(number)?
                } else {
                    next.elimination(number)?
                }
            }
            System::Match => next.match_game(number)?,
            System::TeamRoundRobin | System::TeamSwiss => next.team_round(number)?,
            System::TeamAllPlay => next.all_play(number)?,
            System::Challenge => next.challenge(number)?,
        };
        next.rounds.push(round);
        *self = next;
        Ok(number)
    }

    /// Whether the event is over: every result of the last round is in and the system has no
    /// more rounds to pair.
    #[must_use]
    pub fn finished(&self) -> bool {
        if self.rounds.last().is_some_and(|last| !last.is_complete()) {
            return false;
        }
        let paired = self.rounds.len() as u32;
        match self.settings.system {
            // Fixed lengths: no need to pair a round to know (a Swiss pairing is a search).
            System::Swiss | System::TeamSwiss => paired >= self.settings.rounds.unwrap_or(0),
            System::RoundRobin | System::DoubleRoundRobin if self.started() => paired >= self.round_robin_rounds(),
            _ => matches!(self.clone().pair_next_round(), Err(TournamentError::EventFinished)),
        }
    }

    /// Fixes the seeding when round 1 is paired: entry order for round robins, matches and
    /// team events (the organiser enters players in the order drawn, 抽签); strongest rank
    /// first (then entry order) for Swiss and knockout events.
    fn seed(&mut self) -> Result<(), TournamentError> {
        let mut ids: Vec<u32> = self
            .players
            .iter()
            .filter(|p| p.withdrawn.is_none())
            .map(|p| p.id)
            .collect();
        if matches!(
            self.settings.system,
            System::Swiss | System::Knockout | System::DoubleKnockout
        ) {
            self.sort_by_strength(&mut ids);
        }
        let needed = 2;
        if !self.settings.system.is_team() && ids.len() < needed {
            return Err(TournamentError::TooFewPlayers {
                needed,
                have: ids.len(),
            });
        }
        if self.settings.system == System::Match && ids.len() != 2 {
            return Err(TournamentError::BadTeams(format!(
                "a match is between exactly two players, not {}",
                ids.len()
            )));
        }
        self.seeding = ids;
        Ok(())
    }

    pub(super) fn sort_by_strength(&self, ids: &mut [u32]) {
        let strength = |id: u32| {
            self.players
                .iter()
                .find(|p| p.id == id)
                .and_then(|p| p.rank)
                .map_or(0, |r| r.strength())
        };
        ids.sort_by(|&a, &b| strength(b).cmp(&strength(a)).then(a.cmp(&b)));
    }

    /// The round robin's total rounds.
    #[must_use]
    pub fn round_robin_rounds(&self) -> u32 {
        let n = if self.settings.system == System::TeamRoundRobin {
            self.teams().len()
        } else {
            self.seeding.len()
        };
        let cycles = if self.settings.system == System::DoubleRoundRobin {
            2
        } else {
            1
        };
        (berger::rounds(n) * cycles) as u32
    }

    /// The Berger pairs of round `number` (1-based) over `n`, colours reversed in a second cycle.
    pub(super) fn berger_pairs(&self, n: usize, number: u32) -> Vec<(usize, usize)> {
        let per_cycle = berger::rounds(n);
        let k = number as usize - 1;
        let pairs = berger::round(n, k % per_cycle);
        if k / per_cycle % 2 == 1 {
            pairs.into_iter().map(|(b, w)| (w, b)).collect()
        } else {
            pairs
        }
    }

    /// Whether a round-robin player's results are void (第二十九条二: withdrawn with fewer
    /// than half the event's rounds played).
    #[must_use]
    pub fn void_in_round_robin(&self, id: u32) -> bool {
        let Some(w) = self
            .players
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.withdrawn)
        else {
            return false;
        };
        let played = self
            .rounds
            .iter()
            .filter(|r| r.number < w)
            .flat_map(|r| &r.games)
            .filter(|g| g.white.is_some() && g.has(id) && g.result.is_some())
            .count() as u32;
        2 * played < self.round_robin_rounds()
    }

    fn round_robin(&mut self, number: u32) -> Result<Round, TournamentError> {
        if number > self.round_robin_rounds() {
            return Err(TournamentError::EventFinished);
        }
        let n = self.seeding.len();
        let mut games = Vec::new();
        let mut resting = Vec::new();
        for (b, w) in self.berger_pairs(n, number) {
            let (black, white) = (self.seeding[b], self.seeding[w]);
            let (bo, wo) = (self.active_in(black, number), self.active_in(white, number));
            let (bv, wv) = (
                self.void_in_round_robin(black),
                self.void_in_round_robin(white),
            );
            let result = match (bo, wo) {
                (true, true) => None,
                // 第二十九条二: the withdrawn player's remaining games are the opponent's wins,
                // unless the withdrawn player's results are void (the game does not exist).
                (true, false) if wv => {
                    resting.push(black);
                    continue;
                }
                (false, true) if bv => {
                    resting.push(white);
                    continue;
                }
                (true, false) => Some(Outcome::WhiteForfeit),
                (false, true) => Some(Outcome::BlackForfeit),
                (false, false) if bv || wv => continue,
                (false, false) => Some(Outcome::BothForfeit),
            };
            games.push((black, Some(white), result));
        }
        // The rest of an odd field (轮空).
        let playing: Vec<u32> = games
            .iter()
            .flat_map(|&(b, w, _)| [Some(b), w])
            .flatten()
            .collect();
        for &id in &self.seeding {
            if !playing.contains(&id) && !resting.contains(&id) && self.active_in(id, number) {
                resting.push(id);
            }
        }
        games.extend(resting.into_iter().map(|id| (id, None, None)));
        Ok(numbered(number, games))
    }

    /// The colours `id` had before round `before`: blacks minus whites, and the last two
    /// (most recent first, `true` black). Byes and rests do not count.
    pub(super) fn colour_history(&self, id: u32, before: u32) -> (i32, Vec<bool>) {
        let mut diff = 0;
        let mut last = Vec::new();
        for r in self.rounds.iter().filter(|r| r.number < before).rev() {
            for g in r.games.iter().filter(|g| g.white.is_some() && g.has(id)) {
                let black = g.black == id;
                diff += if black { 1 } else { -1 };
                if last.len() < 2 {
                    last.push(black);
                }
            }
        }
        (diff, last)
    }

    /// The game points `id` scored before round `before` (a Swiss bye counts as a win).
    #[must_use]
    pub fn points_before(&self, id: u32, before: u32) -> u32 {
        let bye = if self.settings.system == System::Swiss {
            SWISS_BYE_POINTS
        } else {
            0
        };
        self.rounds
            .iter()
            .filter(|r| r.number < before)
            .flat_map(|r| &r.games)
            .filter(|g| g.has(id))
            .map(|g| match (g.white, g.result) {
                (None, _) => bye,
                (Some(_), Some(o)) => {
                    let (b, w) = o.points();
                    if g.black == id { b } else { w }
                }
                (Some(_), None) => 0,
            })
            .sum()
    }

    /// Entrants for the matcher: everyone in `ids` (seeding order) with `score`.
    pub(super) fn entrants(
        &self,
        ids: &[u32],
        number: u32,
        score: impl Fn(u32) -> u32,
    ) -> Vec<Entrant> {
        ids.iter()
            .map(|&id| {
                let (colour_diff, last) = self.colour_history(id, number);
                let mut met = Vec::new();
                let mut byes = 0;
                for g in self
                    .rounds
                    .iter()
                    .flat_map(|r| &r.games)
                    .filter(|g| g.has(id))
                {
                    match g.opponent(id) {
                        Some(o) => met.extend(ids.iter().position(|&x| x == o)),
                        None => byes += 1,
                    }
                }
                Entrant {
                    score: score(id),
                    met,
                    colour_diff,
                    last,
                    byes,
                }
            })
            .collect()
    }

    fn swiss(&mut self, number: u32) -> Result<Round, TournamentError> {
        if number > self.settings.rounds.unwrap_or(0) {
            return Err(TournamentError::EventFinished);
        }
        let mut ids: Vec<u32> = self
            .players
            .iter()
            .map(|p| p.id)
            .filter(|&id| self.active_in(id, number))
            .collect();
        if ids.len() < 2 {
            return Err(TournamentError::TooFewPlayers {
                needed: 2,
                have: ids.len(),
            });
        }
        self.sort_by_strength(&mut ids);
        let entrants = self.entrants(&ids, number, |id| self.points_before(id, number));
        let pairing = swiss::pair(&entrants);
        let mut games: Vec<(u32, Option<u32>, Option<Outcome>)> = pairing
            .games
            .iter()
            .map(|&(b, w)| (ids[b], Some(ids[w]), None))
            .collect();
        games.extend(pairing.bye.map(|i| (ids[i], None, None)));
        Ok(numbered(number, games))
    }

    /// The losses of `id` before round `before` (a double forfeit is a loss for both).
    #[must_use]
    pub fn losses_before(&self, id: u32, before: u32) -> u32 {
        self.rounds
            .iter()
            .filter(|r| r.number < before)
            .flat_map(|r| &r.games)
            .filter(|g| g.white.is_some() && g.has(id))
            .filter(|g| {
                g.result.is_some_and(|o| {
                    (if g.black == id {
                        o.points().0
                    } else {
                        o.points().1
                    }) == 0
                })
            })
            .count() as u32
    }

    /// Double and multiple elimination: those with lives left are paired by losses.
    fn elimination(&mut self, number: u32) -> Result<Round, TournamentError> {
        let lives = self.settings.lives.unwrap_or(2);
        let ids: Vec<u32> = self
            .seeding
            .iter()
            .copied()
            .filter(|&id| self.active_in(id, number) && self.losses_before(id, number) < lives)
            .collect();
        if ids.len() < 2 {
            return Err(TournamentError::EventFinished);
        }
        let entrants = self.entrants(&ids, number, |id| lives - self.losses_before(id, number));
        let pairing = swiss::pair(&entrants);
        let mut games: Vec<(u32, Option<u32>, Option<Outcome>)> = pairing
            .games
            .iter()
            .map(|&(b, w)| (ids[b], Some(ids[w]), None))
            .collect();
        games.extend(pairing.bye.map(|i| (ids[i], None, None)));
        Ok(numbered(number, games))
    }

    /// The single-elimination bracket's slots for round `number`: round 1 from the seeding
    /// (1 meets the lowest seed, byes go to the top seeds), each later round from the
    /// winners, in bracket order. A withdrawn player's slot is empty (the opponent goes on).
    #[must_use]
    pub fn bracket_slots(&self, number: u32) -> Vec<Option<u32>> {
        let n = self.seeding.len();
        let size = n.next_power_of_two().max(2);
        let mut slots: Vec<Option<u32>> = seed_positions(size)
            .into_iter()
            .map(|s| self.seeding.get(s).copied())
            .collect();
        for r in 1..number {
            let round = self.rounds.iter().find(|x| x.number == r);
            slots = slots
                .chunks(2)
                .map(|pair| {
                    let live: Vec<u32> = pair
                        .iter()
                        .flatten()
                        .copied()
                        .filter(|&id| self.active_in(id, r))
                        .collect();
                    match live.as_slice() {
                        [one] => Some(*one),
                        [a, b] => round
                            .and_then(|x| x.games.iter().find(|g| g.has(*a) && g.has(*b)))
                            .and_then(|g| match g.result?.points() {
                                (2, 0) => Some(g.black),
                                (0, 2) => g.white,
                                _ => None,
                            }),
                        _ => None,
                    }
                })
                .collect();
        }
        slots
    }

    fn bracket(&mut self, number: u32) -> Result<Round, TournamentError> {
        let slots = self.bracket_slots(number);
        let live = |id: &u32| self.active_in(*id, number);
        if slots.len() < 2 || slots.iter().flatten().filter(|id| live(id)).count() < 2 {
            return Err(TournamentError::EventFinished);
        }
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for pair in slots.chunks(2) {
            let players: Vec<u32> = pair.iter().flatten().copied().filter(live).collect();
            match players.as_slice() {
                [a, b] => {
                    let (ea, eb) = (
                        self.colour_history(*a, number),
                        self.colour_history(*b, number),
                    );
                    // The one with more blacks takes White; otherwise the higher seed has Black.
                    games.push(if ea.0 > eb.0 {
                        (*b, Some(*a), None)
                    } else {
                        (*a, Some(*b), None)
                    });
                }
                [one] => byes.push((*one, None, None)),
                _ => {}
            }
        }
        games.extend(byes);
        Ok(numbered(number, games))
    }

    fn match_game(&mut self, number: u32) -> Result<Round, TournamentError> {
        let games = self.settings.games_per_match.unwrap_or(3);
        let [first, second] = [self.seeding[0], self.seeding[1]];
        let points = |id| self.points_before(id, number);
        let decided = games % 2 == 1 && (points(first) > games || points(second) > games);
        if number > games || decided {
            return Err(TournamentError::EventFinished);
        }
        let (black, white) = if number % 2 == 1 {
            (first, second)
        } else {
            (second, first)
        };
        Ok(numbered(
            number,
            vec![(black, Some(white), self.forfeit(black, white, number))],
        ))
    }

    /// The forfeit the pairing enters when one or both players have withdrawn (第二十九条四).
    pub(super) fn forfeit(&self, black: u32, white: u32, number: u32) -> Option<Outcome> {
        match (self.active_in(black, number), self.active_in(white, number)) {
            (true, true) => None,
            (true, false) => Some(Outcome::WhiteForfeit),
            (false, true) => Some(Outcome::BlackForfeit),
            (false, false) => Some(Outcome::BothForfeit),
        }
    }
}

/// The bracket position of each seed: `positions[slot]` is the seed (0-based) in that slot,
/// so that seed 1 meets the lowest seed and the top two can meet only in the final.
fn seed_positions(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    while order.len() < size {
        let m = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, m - 1 - s]).collect();
    }
    order
}

/// A round from `(black, white, result)` triples, tables numbered from 1 in order.
pub(super) fn numbered(number: u32, games: Vec<(u32, Option<u32>, Option<Outcome>)>) -> Round {
    Round {
        number,
        games: games
            .into_iter()
            .enumerate()
            .map(|(i, (black, white, result))| Game {
                table: i as u32 + 1,
                board: None,
                black,
                white,
                result,
            })
            .collect(),
        matches: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::seed_positions;

    #[test]
    fn the_bracket_puts_the_top_seeds_apart() {
        assert_eq!(seed_positions(8), vec![0, 7, 3, 4, 1, 6, 2, 5]);
    }
}
