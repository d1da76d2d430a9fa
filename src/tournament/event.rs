//! The event: its settings, players, rounds, warnings and the operations a referee performs
//! (enter players, pair a round, enter results, withdraw a player). Pairing itself is in
//! [`super::pairing`]; scoring in [`super::standings`]. Every operation either succeeds
//! whole or returns an error and changes nothing.

use super::error::{FieldProblem, TournamentError, bad_settings};
pub use super::settings::Settings;
use super::vocab::{Outcome, Rank, System};

/// Whether `id` can be an event id.
#[must_use]
pub fn valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A player's details as entered (`addPlayer`, `updatePlayer`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerInfo {
    pub name: String,
    pub rank: Option<Rank>,
    pub club: String,
    pub team: String,
}

/// A player of the event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The id, unique in the event, from 1.
    pub id: u32,
    pub name: String,
    pub rank: Option<Rank>,
    pub club: String,
    /// The team (team events): players with the same team name form a team, in the order
    /// they were entered (that order is the board order, 台次).
    pub team: String,
    /// The first round the player is no longer paired in (第二十九条), `None` while playing.
    pub withdrawn: Option<u32>,
}

/// One game of a round; a bye (轮空) has no white player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The table (for a team event: the team match's table).
    pub table: u32,
    /// The board within a team match (1 is the first board), `None` in individual events.
    pub board: Option<u32>,
    pub black: u32,
    /// `None` for a bye.
    pub white: Option<u32>,
    /// `None` until the result is entered.
    pub result: Option<Outcome>,
}

impl Game {
    /// The table as the API writes it: `"3"`, or `"3.2"` for board 2 of team match 3.
    #[must_use]
    pub fn table_name(&self) -> String {
        match self.board {
            Some(b) => format!("{}.{b}", self.table),
            None => self.table.to_string(),
        }
    }

    /// Whether `id` plays in this game.
    #[must_use]
    pub fn has(&self, id: u32) -> bool {
        self.black == id || self.white == Some(id)
    }

    /// The opponent of `id` (`None` for a bye).
    #[must_use]
    pub fn opponent(&self, id: u32) -> Option<u32> {
        if self.black == id {
            self.white
        } else {
            Some(self.black)
        }
    }
}

/// A team match of a team event's round; a team bye has no white team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMatch {
    pub table: u32,
    /// The team with Black on the odd boards.
    pub black: String,
    /// The team with Black on the even boards, `None` for a bye.
    pub white: Option<String>,
}

/// A paired round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub number: u32,
    pub games: Vec<Game>,
    /// The team matches (team round robin and team Swiss only).
    pub matches: Vec<TeamMatch>,
}

impl Round {
    /// Every game has its result (a bye needs none).
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.games
            .iter()
            .all(|g| g.white.is_none() || g.result.is_some())
    }
}

/// A referee's warning (第二十五条) given to a player in a round: tie-break B.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Warning {
    pub player: u32,
    pub round: u32,
}

/// A whole event.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// The event's id (letters, digits, `-` and `_`, at most 64): the game room's links and
    /// results name the event by it.
    pub id: String,
    pub settings: Settings,
    pub players: Vec<Player>,
    /// Player ids in seeding order, fixed when round 1 is paired (Berger numbers, the
    /// knockout bracket); empty before.
    pub seeding: Vec<u32>,
    pub rounds: Vec<Round>,
    pub warnings: Vec<Warning>,
    /// Orders decided by a play-off or lot (第二十八条 D) for players otherwise tied.
    pub ties: Vec<Vec<u32>>,
    /// The id the next player gets.
    pub next_id: u32,
}

impl Event {
    /// A new event with no players. Checks the settings.
    pub fn new(settings: Settings) -> Result<Event, TournamentError> {
        settings.check()?;
        Ok(Event {
            id: String::new(),
            settings,
            players: Vec::new(),
            seeding: Vec::new(),
            rounds: Vec::new(),
            warnings: Vec::new(),
            ties: Vec::new(),
            next_id: 1,
        })
    }

    /// Sets the event's id; refused unless it is 1 to 64 letters, digits, `-` or `_`.
    pub fn set_id(&mut self, id: &str) -> Result<(), TournamentError> {
        if !valid_id(id) {
            return Err(bad_settings(
                "id",
                FieldProblem::BadValue("1 to 64 letters, digits, - or _".into()),
            ));
        }
        self.id = id.to_string();
        Ok(())
    }

    /// Replaces the settings while no round is paired (the players stay).
    pub fn update_settings(&mut self, settings: Settings) -> Result<(), TournamentError> {
        settings.check()?;
        if self.started() {
            return Err(TournamentError::EventStarted);
        }
        if settings.system.is_team() && self.players.iter().any(|p| p.team.is_empty()) {
            return Err(bad_settings(
                "system",
                FieldProblem::BadValue("a team event needs every player's team".into()),
            ));
        }
        self.settings = settings;
        Ok(())
    }

    /// The rounds the event will have, where the system fixes them now: a Swiss event's
    /// plan, a round robin's table (from the players entered), a match's games; `None` for
    /// knockouts and challenges (they end when decided).
    #[must_use]
    pub fn rounds_planned(&self) -> Option<u32> {
        let s = &self.settings;
        match s.system {
            System::Swiss | System::TeamSwiss => s.rounds,
            System::RoundRobin | System::DoubleRoundRobin | System::TeamRoundRobin => {
                let n = if s.system == System::TeamRoundRobin {
                    self.teams().len()
                } else if self.started() {
                    self.seeding.len()
                } else {
                    self.players.len()
                };
                let cycles = if s.system == System::DoubleRoundRobin {
                    2
                } else {
                    1
                };
                Some((super::berger::rounds(n) * cycles) as u32)
            }
            System::Match => s.games_per_match,
            System::TeamAllPlay => self.teams().first().map(|(_, ids)| ids.len() as u32),
            System::Knockout | System::DoubleKnockout | System::Challenge => None,
        }
    }

    /// Whether round 1 is paired.
    #[must_use]
    pub fn started(&self) -> bool {
        !self.rounds.is_empty()
    }

    /// The player with this id.
    pub fn player(&self, id: u32) -> Result<&Player, TournamentError> {
        self.players
            .iter()
            .find(|p| p.id == id)
            .ok_or(TournamentError::UnknownPlayer(id))
    }

    fn check_info(info: &PlayerInfo, team_event: bool) -> Result<(), TournamentError> {
        let name = info.name.trim();
        if name.is_empty() || name.chars().count() > 100 {
            return Err(bad_settings(
                "name",
                FieldProblem::BadValue("a name of 1 to 100 characters".into()),
            ));
        }
        if info.club.chars().count() > 100 {
            return Err(bad_settings(
                "club",
                FieldProblem::BadValue("at most 100 characters".into()),
            ));
        }
        if info.team.chars().count() > 100 {
            return Err(bad_settings(
                "team",
                FieldProblem::BadValue("at most 100 characters".into()),
            ));
        }
        if team_event && info.team.trim().is_empty() {
            return Err(bad_settings("team", FieldProblem::Missing));
        }
        Ok(())
    }

    /// Enters a player and returns the id. Before round 1 in every system; later only in a
    /// Swiss event (a late entry starts with no points).
    pub fn add_player(&mut self, info: PlayerInfo) -> Result<u32, TournamentError> {
        Event::check_info(&info, self.settings.system.is_team())?;
        if self.started() && self.settings.system != System::Swiss {
            return Err(TournamentError::EventStarted);
        }
        if self.players.len() >= 1000 {
            return Err(bad_settings(
                "players",
                FieldProblem::BadValue("at most 1000 players".into()),
            ));
        }
        let id = self.next_id;
        self.next_id += 1;
        self.players.push(Player {
            id,
            name: info.name.trim().to_string(),
            rank: info.rank,
            club: info.club.trim().to_string(),
            team: info.team.trim().to_string(),
            withdrawn: None,
        });
        Ok(id)
    }

    /// Changes a player's details. The team cannot change once round 1 is paired.
    pub fn update_player(&mut self, id: u32, info: PlayerInfo) -> Result<(), TournamentError> {
        Event::check_info(&info, self.settings.system.is_team())?;
        let started = self.started();
        let player = self
            .players
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or(TournamentError::UnknownPlayer(id))?;
        if started && player.team != info.team.trim() {
            return Err(TournamentError::EventStarted);
        }
        player.name = info.name.trim().to_string();
        player.rank = info.rank;
        player.club = info.club.trim().to_string();
        player.team = info.team.trim().to_string();
        Ok(())
    }

    /// Removes a player before round 1 (afterwards a player withdraws).
    pub fn remove_player(&mut self, id: u32) -> Result<(), TournamentError> {
        self.player(id)?;
        if self.started() {
            return Err(TournamentError::EventStarted);
        }
        self.players.retain(|p| p.id != id);
        self.warnings.retain(|w| w.player != id);
        Ok(())
    }

    /// The player leaves the event (第二十九条). Before any result is entered (一: the event
    /// has not started) the player is removed and any pairing made is dropped, so the next
    /// pairing is a new draw. Afterwards the player is not paired from the next round on;
    /// how the games count is decided in the standings (二 round robin, 三 Swiss, 四 team
    /// events) and, for the rounds still to be paired, by the pairing (forfeits).
    pub fn withdraw(&mut self, id: u32) -> Result<(), TournamentError> {
        let player = self.player(id)?;
        if player.withdrawn.is_some() {
            return Err(TournamentError::AlreadyWithdrawn(id));
        }
        let any_result = self
            .rounds
            .iter()
            .any(|r| r.games.iter().any(|g| g.result.is_some()));
        if !any_result {
            self.rounds.clear();
            self.seeding.clear();
            self.players.retain(|p| p.id != id);
            self.warnings.retain(|w| w.player != id);
            return Ok(());
        }
        let next = self.rounds.len() as u32 + 1;
        if let Some(p) = self.players.iter_mut().find(|p| p.id == id) {
            p.withdrawn = Some(next);
        }
        Ok(())
    }

    /// Whether `id` is still paired in round `round`.
    #[must_use]
    pub fn active_in(&self, id: u32, round: u32) -> bool {
        self.players
            .iter()
            .any(|p| p.id == id && p.withdrawn.is_none_or(|w| round < w))
    }

    /// Drops the last round while none of its results is entered.
    pub fn unpair_last_round(&mut self) -> Result<u32, TournamentError> {
        let last = self.rounds.last().ok_or(TournamentError::NoRound)?;
        // Forfeits the pairing itself entered for withdrawn players do not count as results.
        let entered = last.games.iter().any(|g| {
            g.result.is_some()
                && self.active_in(g.black, last.number)
                && g.white.is_none_or(|w| self.active_in(w, last.number))
        });
        if entered {
            return Err(TournamentError::ResultsEntered(last.number));
        }
        let n = last.number;
        self.rounds.pop();
        if self.rounds.is_empty() {
            self.seeding.clear();
        }
        for p in &mut self.players {
            if p.withdrawn.is_some_and(|w| w > n) {
                p.withdrawn = Some(n);
            }
        }
        Ok(n)
    }

    /// Enters (or with `None` clears) the result of the game at `table` (`"3"`, or `"3.2"`
    /// for board 2 of team match 3) in `round`.
    pub fn set_result(
        &mut self,
        round: u32,
        table: &str,
        result: Option<Outcome>,
    ) -> Result<(), TournamentError> {
        let unknown = || TournamentError::UnknownGame {
            round,
            table: table.to_string(),
        };
        let knockout =
            self.settings.system.is_knockout() || self.settings.system == System::Challenge;
        let later_rounds = self.rounds.len() as u32 > round;
        let r = self
            .rounds
            .iter_mut()
            .find(|r| r.number == round)
            .ok_or_else(unknown)?;
        let game = r
            .games
            .iter_mut()
            .find(|g| g.table_name() == table)
            .ok_or_else(unknown)?;
        if game.white.is_none() {
            return Err(TournamentError::BadResult("a bye has no result".into()));
        }
        if knockout && result == Some(Outcome::Draw) {
            return Err(TournamentError::BadResult(
                "a knockout or challenge game needs a winner: replay it (加赛)".into(),
            ));
        }
        // Later rounds of a knockout or a challenge were paired from this result.
        if knockout && later_rounds && game.result != result {
            return Err(TournamentError::BadResult(
                "a later round was paired from this result: unpair it first".into(),
            ));
        }
        game.result = result;
        Ok(())
    }

    /// Records a referee's warning for `id` in `round`.
    pub fn warn(&mut self, id: u32, round: u32) -> Result<(), TournamentError> {
        self.player(id)?;
        if round == 0 || round as usize > self.rounds.len() {
            return Err(TournamentError::UnknownGame {
                round,
                table: String::new(),
            });
        }
        self.warnings.push(Warning { player: id, round });
        Ok(())
    }

    /// Takes back one warning of `id` in `round`.
    pub fn unwarn(&mut self, id: u32, round: u32) -> Result<(), TournamentError> {
        self.player(id)?;
        let i = self
            .warnings
            .iter()
            .position(|w| w.player == id && w.round == round)
            .ok_or_else(|| {
                bad_settings(
                    "round",
                    FieldProblem::BadValue(format!("player {id} has no warning in round {round}")),
                )
            })?;
        self.warnings.remove(i);
        Ok(())
    }

    /// The number of warnings of `id`.
    #[must_use]
    pub fn warnings_of(&self, id: u32) -> u32 {
        self.warnings.iter().filter(|w| w.player == id).count() as u32
    }

    /// Changes the planned rounds of a Swiss event (第二十七条三: 轮次可根据情况适当增减), never
    /// below the rounds already paired.
    pub fn set_rounds(&mut self, rounds: u32) -> Result<(), TournamentError> {
        if !self.settings.system.is_swiss() {
            return Err(bad_settings(
                "rounds",
                FieldProblem::BadValue("only Swiss events take it".into()),
            ));
        }
        let paired = self.rounds.len() as u32;
        if rounds < paired.max(1) || rounds > 99 {
            return Err(bad_settings(
                "rounds",
                FieldProblem::BadValue(format!(
                    "a whole number from {} to 99 (rounds already paired)",
                    paired.max(1)
                )),
            ));
        }
        self.settings.rounds = Some(rounds);
        Ok(())
    }

    /// Records the order a play-off or a lot decided for players (team events: teams, by
    /// number) tied on every tie-break (第二十八条 D); replaces an earlier order for the same.
    pub fn decide_tie(&mut self, order: &[u32]) -> Result<(), TournamentError> {
        if order.len() < 2 {
            return Err(bad_settings(
                "order",
                FieldProblem::BadValue("two or more player ids".into()),
            ));
        }
        let teams = self
            .settings
            .system
            .is_team()
            .then(|| self.teams().len() as u32);
        for (i, &id) in order.iter().enumerate() {
            match teams {
                // Team events rank teams: the ids are team numbers (entry order, from 1).
                Some(n) if id == 0 || id > n => {
                    return Err(bad_settings(
                        format!("order[{i}]"),
                        FieldProblem::BadValue(format!("a team number from 1 to {n}")),
                    ));
                }
                Some(_) => {}
                None => {
                    self.player(id)?;
                }
            }
            if order[..i].contains(&id) {
                return Err(bad_settings(format!("order[{i}]"), FieldProblem::Duplicate));
            }
        }
        self.ties.retain(|t| !t.iter().any(|id| order.contains(id)));
        self.ties.push(order.to_vec());
        Ok(())
    }

    /// The teams in the order their first player was entered, each with its players in
    /// entry order (the board order).
    #[must_use]
    pub fn teams(&self) -> Vec<(String, Vec<u32>)> {
        let mut teams: Vec<(String, Vec<u32>)> = Vec::new();
        for p in &self.players {
            match teams.iter_mut().find(|(t, _)| *t == p.team) {
                Some((_, ids)) => ids.push(p.id),
                None => teams.push((p.team.clone(), vec![p.id])),
            }
        }
        teams
    }

    /// The team of player `id`.
    #[must_use]
    pub fn team_of(&self, id: u32) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.team.as_str())
    }
}
