//! Scoring and ranking (第二十八条) and the withdrawal rules that change them (第二十九条).
//!
//! Individual events: a win 2, a draw 1, a loss 0 (一). A round robin ranks by points, then
//! (A) the points of the opponents beaten plus half the points of those drawn with, then
//! (B) fewer warnings, then (C) a shared place or (D) the order of a play-off or lot. A Swiss
//! event ranks by the total 总得分 = 个人积分 + (对手积分总和 / ½最高积分 − 轮次数), then B,
//! C/D; the reading of that formula is explained at [`swiss_total`]. Team events: match
//! points 2/1/0 by game points, then game points, then the first board's game points, then
//! the next boards (二1); a team Swiss event by 总得分 = 场分 + (对手场分总和 / ½最高场分 −
//! 轮次数), then the round-robin order (二2).

use super::event::{Event, Round, TeamMatch};
use super::pairing::SWISS_BYE_POINTS;
use super::vocab::System;

/// Values closer than this are equal (totals are fractions such as 1/3).
const EPSILON: f64 = 1e-9;

/// One row of the individual standings; every value is a number.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The place, from 1; tied players share the first place of their group.
    pub place: u32,
    /// The place is shared (第二十八条 C), or undecided where places may not be shared.
    pub shared: bool,
    /// Tied on every tie-break where places may not be shared, and no play-off or lot has
    /// been recorded (第二十八条 D).
    pub undecided: bool,
    pub id: u32,
    pub name: String,
    /// 个人积分: 2 a win, 1 a draw (a Swiss bye 2).
    pub points: f64,
    /// Games with a result (forfeits included, byes not).
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    /// Tie-break A: points of the opponents beaten plus half those of the opponents drawn.
    pub opponent_points: f64,
    /// Tie-break B: warnings (fewer is better).
    pub warnings: u32,
    /// The Swiss 总得分 (other systems: the points).
    pub total: f64,
    /// The round from which the player withdrew, `None` if still playing.
    pub withdrawn: Option<u32>,
}

/// One row of a team event's standings.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamStanding {
    pub place: u32,
    pub shared: bool,
    pub undecided: bool,
    /// The team's number: its place in entry order, from 1.
    pub id: u32,
    pub name: String,
    /// 场分: match points, 2 a won match, 1 a drawn one.
    pub points: f64,
    /// 局分: the game points of all the team's games.
    pub game_points: f64,
    /// The game points of each board, the first board first.
    pub board_points: Vec<f64>,
    /// The Swiss 总得分 (other systems: the match points).
    pub total: f64,
    pub matches: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The Swiss total of 第二十八条一2: 总得分 = 个人积分 + (对手积分总和 / ½最高积分 − 轮次数).
///
/// Our reading: 最高积分 is the most points a player can have after the rounds played
/// (2 a round, so ½最高积分 equals 轮次数, the rounds played), and the bracket is
/// (对手积分总和 ÷ ½最高积分) − 轮次数: the opponents' average score measured from the middle
/// of the scale. The other grouping, 对手积分总和 ÷ (½最高积分 − 轮次数), divides by zero for
/// every event, so it cannot be meant.
#[must_use]
pub fn swiss_total(points: f64, opponents_sum: f64, rounds: u32) -> f64 {
    if rounds == 0 {
        return points;
    }
    let half_max = f64::from(rounds); // ½ × (2 × rounds)
    points + (opponents_sum / half_max - f64::from(rounds))
}

/// What a withdrawn Swiss player counts for the opponents' sums (第二十九条三): the points of
/// the games played, plus A for every round not played, A = points ÷ games played, at most 1.
#[must_use]
pub fn withdrawn_value(points: f64, played: u32, rounds: u32) -> f64 {
    if played == 0 {
        return points;
    }
    let a = (points / f64::from(played)).min(1.0);
    points + a * f64::from(rounds.saturating_sub(played))
}

/// A player's tally over the games that count.
#[derive(Default, Clone)]
struct Tally {
    points: f64,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
    /// Rounds in which the player was paired (a game with a result, or a bye).
    paired: u32,
    /// (opponent, my points) of every game with a result.
    against: Vec<(u32, u32)>,
}

impl Event {
    /// Whether the games of `id` count: not in a round robin where the player's results
    /// are void (第二十九条二).
    fn counts(&self, id: u32) -> bool {
        let individual = matches!(
            self.settings.system,
            System::RoundRobin | System::DoubleRoundRobin
        );
        !(individual && self.void_in_round_robin(id))
    }

    fn tally(&self, id: u32) -> Tally {
        let mut t = Tally::default();
        let bye_points = if self.settings.system == System::Swiss {
            SWISS_BYE_POINTS
        } else {
            0
        };
        for g in self
            .rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| g.has(id))
        {
            let Some(opponent) = g.opponent(id) else {
                t.byes += 1;
                t.paired += 1;
                t.points += f64::from(bye_points);
                continue;
            };
            let Some(result) = g.result else { continue };
            if !self.counts(opponent) {
                continue;
            }
            let (b, w) = result.points();
            let mine = if g.black == id { b } else { w };
            t.points += f64::from(mine);
            t.games += 1;
            t.paired += 1;
            match mine {
                2 => t.wins += 1,
                1 => t.draws += 1,
                _ => t.losses += 1,
            }
            t.against.push((opponent, mine));
        }
        t
    }

    /// The individual standings, best first (team events: see [`Event::team_standings`]).
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        let system = self.settings.system;
        let n = self.rounds.len() as u32;
        let ids: Vec<u32> = self
            .players
            .iter()
            .map(|p| p.id)
            .filter(|&id| self.counts(id))
            .collect();
        let tallies: Vec<(u32, Tally)> = ids.iter().map(|&id| (id, self.tally(id))).collect();
        let points_of = |id: u32| {
            tallies
                .iter()
                .find(|(i, _)| *i == id)
                .map_or(0.0, |(_, t)| t.points)
        };
        let mut rows: Vec<(Standing, Vec<f64>)> = Vec::new();
        for (id, t) in &tallies {
            let p = self
                .players
                .iter()
                .find(|p| p.id == *id)
                .expect("listed player");
            let opponent_points: f64 = t
                .against
                .iter()
                .map(|&(o, mine)| match mine {
                    2 => points_of(o),
                    1 => points_of(o) / 2.0,
                    _ => 0.0,
                })
                .sum::<f64>()
                + 0.0; // an empty sum is -0.0
            let warnings = self.warnings_of(*id);
            let total = if system == System::Swiss {
                let sum: f64 = t
                    .against
                    .iter()
                    .map(|&(o, _)| self.opponent_value(o, &tallies, n))
                    .sum::<f64>()
                    + f64::from(t.byes) * f64::from(n); // a bye: an opponent of half the maximum
                swiss_total(t.points, sum, n)
            } else {
                t.points
            };
            let key = match system {
                System::Swiss => vec![total, -f64::from(warnings)],
                System::RoundRobin | System::DoubleRoundRobin => {
                    vec![t.points, opponent_points, -f64::from(warnings)]
                }
                System::Knockout | System::DoubleKnockout => {
                    vec![self.knockout_reach(*id), -f64::from(warnings)]
                }
                _ => vec![t.points, -f64::from(warnings)],
            };
            rows.push((
                Standing {
                    place: 0,
                    shared: false,
                    undecided: false,
                    id: *id,
                    name: p.name.clone(),
                    points: t.points,
                    games: t.games,
                    wins: t.wins,
                    draws: t.draws,
                    losses: t.losses,
                    byes: t.byes,
                    opponent_points,
                    warnings,
                    total,
                    withdrawn: p.withdrawn,
                },
                key,
            ));
        }
        let order = self.place(rows.iter().map(|(s, k)| (s.id, k.clone())).collect());
        let mut out: Vec<Standing> = Vec::new();
        for (id, place, shared, undecided) in order {
            let (mut s, _) = rows
                .iter()
                .find(|(s, _)| s.id == id)
                .cloned()
                .expect("ranked player");
            (s.place, s.shared, s.undecided) = (place, shared, undecided);
            out.push(s);
        }
        out
    }

    /// What opponent `o` counts for in a Swiss opponents' sum: the points, or for a withdrawn
    /// player the value of 第二十九条三.
    fn opponent_value(&self, o: u32, tallies: &[(u32, Tally)], rounds: u32) -> f64 {
        let Some((_, t)) = tallies.iter().find(|(i, _)| *i == o) else {
            return 0.0;
        };
        let withdrawn = self
            .players
            .iter()
            .any(|p| p.id == o && p.withdrawn.is_some());
        if withdrawn {
            withdrawn_value(t.points, t.paired, rounds)
        } else {
            t.points
        }
    }

    /// How far a knockout player got: the round in which the last life was lost (or the
    /// player withdrew); still in: one more than the rounds paired.
    fn knockout_reach(&self, id: u32) -> f64 {
        let lives = self.settings.lives.unwrap_or(1);
        let still_in = self.rounds.len() as f64 + 1.0;
        for r in &self.rounds {
            if !self.active_in(id, r.number) {
                return f64::from(r.number) - 0.5;
            }
            if self.losses_before(id, r.number + 1) >= lives {
                return f64::from(r.number);
            }
        }
        if self.active_in(id, self.rounds.len() as u32 + 1) {
            still_in
        } else {
            still_in - 0.5
        }
    }

    /// Places from sort keys (larger is better, compared in order): equal keys share a
    /// place (C) or, where places may not be shared, follow a recorded play-off or lot (D).
    fn place(&self, mut keyed: Vec<(u32, Vec<f64>)>) -> Vec<(u32, u32, bool, bool)> {
        let cmp = |a: &[f64], b: &[f64]| {
            for (x, y) in a.iter().zip(b) {
                if (x - y).abs() > EPSILON {
                    return y.partial_cmp(x).unwrap_or(std::cmp::Ordering::Equal);
                }
            }
            std::cmp::Ordering::Equal
        };
        keyed.sort_by(|(ia, a), (ib, b)| cmp(a, b).then(ia.cmp(ib)));
        let mut out = Vec::new();
        let mut i = 0;
        while i < keyed.len() {
            let mut j = i + 1;
            while j < keyed.len() && cmp(&keyed[i].1, &keyed[j].1).is_eq() {
                j += 1;
            }
            let group: Vec<u32> = keyed[i..j].iter().map(|(id, _)| *id).collect();
            let first = i as u32 + 1;
            if group.len() == 1 {
                out.push((group[0], first, false, false));
            } else if self.settings.shareds {
                out.extend(group.iter().map(|&id| (id, first, true, false)));
            } else if let Some(order) = self
                .ties
                .iter()
                .find(|t| group.iter().all(|id| t.contains(id)))
            {
                let mut sorted = group.clone();
                sorted.sort_by_key(|id| order.iter().position(|x| x == id));
                out.extend(
                    sorted
                        .iter()
                        .enumerate()
                        .map(|(k, &id)| (id, first + k as u32, false, false)),
                );
            } else {
                out.extend(group.iter().map(|&id| (id, first, true, true)));
            }
            i = j;
        }
        out
    }

    /// The match points a team scored in one match of `round` (a Swiss bye: a won match).
    #[must_use]
    pub fn match_points(&self, round: &Round, m: &TeamMatch, team: &str) -> u32 {
        let (mine, theirs) = self.match_game_points(round, m, team);
        if m.white.is_none() {
            return u32::from(self.settings.system == System::TeamSwiss) * 2;
        }
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        }
    }

    /// The game points of `team` and of its opponent in one team match; a team Swiss bye
    /// scores every board as a forfeit win.
    fn match_game_points(&self, round: &Round, m: &TeamMatch, team: &str) -> (u32, u32) {
        if m.white.is_none() {
            let bye = u32::from(self.settings.system == System::TeamSwiss) * 2;
            return (bye * self.settings.boards.unwrap_or(0), 0);
        }
        let mut mine = 0;
        let mut theirs = 0;
        for g in round.games.iter().filter(|g| g.table == m.table) {
            let Some(o) = g.result else { continue };
            let (b, w) = o.points();
            let black_is_mine = self.team_of(g.black) == Some(team);
            if black_is_mine {
                (mine, theirs) = (mine + b, theirs + w)
            } else {
                (mine, theirs) = (mine + w, theirs + b)
            }
        }
        (mine, theirs)
    }

    /// The team standings (team events), best first.
    #[must_use]
    pub fn team_standings(&self) -> Vec<TeamStanding> {
        let teams = self.teams();
        let system = self.settings.system;
        let boards = match system {
            System::TeamRoundRobin | System::TeamSwiss => {
                self.settings.boards.unwrap_or(1) as usize
            }
            _ => teams.iter().map(|(_, ids)| ids.len()).max().unwrap_or(0),
        };
        let n = self.rounds.len() as u32;
        let mut rows: Vec<TeamStanding> = teams
            .iter()
            .enumerate()
            .map(|(i, (name, _))| TeamStanding {
                place: 0,
                shared: false,
                undecided: false,
                id: i as u32 + 1,
                name: name.clone(),
                points: 0.0,
                game_points: 0.0,
                board_points: vec![0.0; boards],
                total: 0.0,
                matches: 0,
                wins: 0,
                draws: 0,
                losses: 0,
            })
            .collect();
        let mut opponents: Vec<Vec<usize>> = vec![Vec::new(); teams.len()];
        let mut byes = vec![0u32; teams.len()];
        let index = |name: &str| teams.iter().position(|(t, _)| t == name);
        // Board points: a player's game points go to the board of the player's place in the team.
        for g in self.rounds.iter().flat_map(|r| &r.games) {
            let Some(o) = g.result else { continue };
            let (b, w) = o.points();
            for (id, pts) in [(g.black, b), (g.white.unwrap_or(0), w)] {
                let Some(t) = self.team_of(id).and_then(index) else {
                    continue;
                };
                let board = g.board.map_or_else(
                    || teams[t].1.iter().position(|&x| x == id).unwrap_or(0),
                    |b| b as usize - 1,
                );
                rows[t].game_points += f64::from(pts);
                if board < boards {
                    rows[t].board_points[board] += f64::from(pts);
                }
            }
        }
        match system {
            System::TeamRoundRobin | System::TeamSwiss => {
                for r in &self.rounds {
                    for m in &r.matches {
                        let sides = [Some(m.black.as_str()), m.white.as_deref()];
                        for (k, side) in sides.iter().enumerate() {
                            let Some(t) = side.and_then(index) else {
                                continue;
                            };
                            let mp = self.match_points(r, m, side.unwrap_or_default());
                            let other = sides[1 - k].and_then(index);
                            if other.is_none() {
                                byes[t] += 1;
                                let (gp, _) =
                                    self.match_game_points(r, m, side.unwrap_or_default());
                                rows[t].game_points += f64::from(gp);
                                for b in &mut rows[t].board_points {
                                    *b += f64::from(gp) / boards as f64;
                                }
                            } else if r
                                .games
                                .iter()
                                .filter(|g| g.table == m.table)
                                .any(|g| g.result.is_none())
                            {
                                continue;
                            } else {
                                opponents[t].extend(other);
                                rows[t].matches += 1;
                                match mp {
                                    2 => rows[t].wins += 1,
                                    1 => rows[t].draws += 1,
                                    _ => rows[t].losses += 1,
                                }
                            }
                            rows[t].points += f64::from(mp);
                        }
                    }
                }
            }
            _ => {
                // 全队循环制 and 擂台赛 are one match between the two teams.
                if rows.len() == 2
                    && self
                        .rounds
                        .iter()
                        .any(|r| r.games.iter().any(|g| g.result.is_some()))
                {
                    let (a, b) = (rows[0].game_points, rows[1].game_points);
                    let deciding = if system == System::Challenge {
                        self.challenge_left()
                    } else {
                        (a, b)
                    };
                    let mp = |x: f64, y: f64| {
                        if x > y {
                            2.0
                        } else if x < y {
                            0.0
                        } else {
                            1.0
                        }
                    };
                    rows[0].points = mp(deciding.0, deciding.1);
                    rows[1].points = mp(deciding.1, deciding.0);
                    for row in &mut rows {
                        row.matches = 1;
                        row.wins = u32::from(row.points == 2.0);
                        row.draws = u32::from(row.points == 1.0);
                        row.losses = u32::from(row.points == 0.0);
                    }
                }
            }
        }
        let points: Vec<f64> = rows.iter().map(|r| r.points).collect();
        for (t, row) in rows.iter_mut().enumerate() {
            row.total = if system == System::TeamSwiss {
                let sum: f64 = opponents[t].iter().map(|&o| points[o]).sum::<f64>()
                    + f64::from(byes[t]) * f64::from(n);
                swiss_total(row.points, sum, n)
            } else {
                row.points
            };
        }
        let keyed = rows
            .iter()
            .map(|r| {
                let mut key = vec![
                    if system == System::TeamSwiss {
                        r.total
                    } else {
                        r.points
                    },
                    r.game_points,
                ];
                key.extend(&r.board_points);
                (r.id, key)
            })
            .collect();
        let order = self.place(keyed);
        order
            .into_iter()
            .map(|(id, place, shared, undecided)| {
                let mut row = rows[id as usize - 1].clone();
                (row.place, row.shared, row.undecided) = (place, shared, undecided);
                row
            })
            .collect()
    }

    /// 擂台赛: the players each team still has (a loss, a draw or a forfeit puts one out).
    fn challenge_left(&self) -> (f64, f64) {
        let teams = self.teams();
        let next = self.rounds.len() as u32 + 1;
        let left = |ids: &[u32]| {
            ids.iter()
                .filter(|&&id| {
                    self.active_in(id, next)
                        && !self.rounds.iter().flat_map(|r| &r.games).any(|g| {
                            g.has(id)
                                && g.result.is_some_and(|o| {
                                    (if g.black == id {
                                        o.points().0
                                    } else {
                                        o.points().1
                                    }) < 2
                                })
                        })
                })
                .count() as f64
        };
        (left(&teams[0].1), left(&teams[1].1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_swiss_total_is_zero_adjusted_for_average_opponents() {
        // 3 rounds, opponents with 3 points each on average (half of the maximum 6).
        assert!((swiss_total(4.0, 9.0, 3) - 4.0).abs() < 1e-12);
        assert!((swiss_total(4.0, 12.0, 3) - 5.0).abs() < 1e-12);
    }

    #[test]
    fn a_withdrawn_players_unplayed_games_count_at_most_one_point() {
        // 4 points from 2 games: A = 2, counted as 1, for 3 unplayed rounds.
        assert!((withdrawn_value(4.0, 2, 5) - 7.0).abs() < 1e-12);
        // 1 point from 2 games: A = 0.5.
        assert!((withdrawn_value(1.0, 2, 4) - 2.0).abs() < 1e-12);
    }
}
