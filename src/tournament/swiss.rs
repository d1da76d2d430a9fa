//! Swiss pairing (积分编排制, 第二十七条三): players with equal or close scores meet. The
//! players are taken from the top score down; each is given the nearest opponent by score
//! (in its own score group the top half meets the bottom half), never one met before while
//! any pairing without a repeat exists, and never one who needs the same colour while that
//! can be avoided. A depth-first search backs up when a choice leaves someone unpairable.
//!
//! The same matcher pairs team Swiss rounds (by match points) and double and multiple
//! elimination rounds (by losses).

/// One player (or team) to be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// The score that groups players (points; match points; lives left).
    pub score: u32,
    /// Indices (into the entrants) of those already met.
    pub met: Vec<usize>,
    /// Blacks minus whites so far.
    pub colour_diff: i32,
    /// The colours of the last two games, most recent first (`true` black).
    pub last: Vec<bool>,
    /// Byes had so far.
    pub byes: u32,
}

impl Entrant {
    /// Must have White next (two blacks more, or black twice running), or Black (-1).
    fn must(&self) -> i32 {
        if self.colour_diff >= 2 || (self.last.len() >= 2 && self.last[0] && self.last[1]) {
            1
        } else if self.colour_diff <= -2 || (self.last.len() >= 2 && !self.last[0] && !self.last[1])
        {
            -1
        } else {
            0
        }
    }

    /// Would rather have White (1) or Black (-1), or does not mind (0).
    fn wants(&self) -> i32 {
        match self.colour_diff.signum() {
            0 => self.last.first().map_or(0, |&b| if b { 1 } else { -1 }),
            s => s,
        }
    }
}

/// The pairing: `(black, white)` index pairs, table order, and the index given the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// The most search steps one search may take before it is given up as failed.
const BUDGET: usize = 50_000;

/// Pairs `entrants`, given in seeding order (strongest first within equal scores).
///
/// The rules, most important first: no pair that has met (while a pairing without one
/// exists); the bye to someone who has had the fewest, the lowest score (then seed) first;
/// given the bye, the smallest possible largest score difference of any pair; no two players who both must have the same colour; and then,
/// from the top down, each player's nearest opponent by score (the fold within a group).
#[must_use]
pub fn pair(entrants: &[Entrant]) -> Pairing {
    let n = entrants.len();
    // Score order, the seeding order breaking ties.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| entrants[b].score.cmp(&entrants[a].score).then(a.cmp(&b)));
    // Bye candidates, lowest score (then lowest seed) first: those with the fewest byes,
    // then everyone.
    let tiers: Vec<Vec<Option<usize>>> = if n % 2 == 1 {
        let fewest = entrants.iter().map(|e| e.byes).min().unwrap_or(0);
        let bottom_up: Vec<usize> = order.iter().rev().copied().collect();
        vec![
            bottom_up
                .iter()
                .copied()
                .filter(|&i| entrants[i].byes == fewest)
                .map(Some)
                .collect(),
            bottom_up.iter().copied().map(Some).collect(),
        ]
    } else {
        vec![vec![None]]
    };
    let mut gaps: Vec<u32> = entrants
        .iter()
        .flat_map(|a| entrants.iter().map(|b| a.score.abs_diff(b.score)))
        .collect();
    gaps.sort_unstable();
    gaps.dedup();
    for repeats in [false, true] {
        for tier in &tiers {
            for &bye in tier {
                let rest: Vec<usize> = order.iter().copied().filter(|&i| Some(i) != bye).collect();
                // The loosest search first: when even it fails, no tighter one can succeed.
                let loosest = gaps.last().copied().unwrap_or(0);
                let mut probe = Search {
                    entrants,
                    repeats,
                    colours_strict: false,
                    gap: loosest,
                    steps: 0,
                    chosen: Vec::new(),
                };
                if !probe.run(&rest) {
                    continue;
                }
                for &gap in &gaps {
                    for colours_strict in [true, false] {
                        let mut search = Search {
                            entrants,
                            repeats,
                            colours_strict,
                            gap,
                            steps: 0,
                            chosen: Vec::new(),
                        };
                        if search.run(&rest) {
                            let games = search
                                .chosen
                                .iter()
                                .map(|&(a, b)| colours(entrants, a, b))
                                .collect();
                            return Pairing { games, bye };
                        }
                    }
                }
            }
        }
    }
    // Unreachable: the last search allows every pair.
    Pairing {
        games: Vec::new(),
        bye: None,
    }
}

/// Black and White for a pair: the one with more blacks (or black last) takes White; an
/// even history gives the higher placed (`a`) Black.
fn colours(entrants: &[Entrant], a: usize, b: usize) -> (usize, usize) {
    let (ea, eb) = (&entrants[a], &entrants[b]);
    let key = |e: &Entrant| (e.must(), e.colour_diff, e.wants());
    if key(ea) > key(eb) {
        (b, a)
    } else if key(eb) > key(ea) {
        (a, b)
    } else {
        // Same history: alternate with the previous game where there is one.
        match ea.last.first() {
            Some(true) => (b, a),
            _ => (a, b),
        }
    }
}

struct Search<'a> {
    entrants: &'a [Entrant],
    /// Pairs that have met are allowed.
    repeats: bool,
    /// Two players who must have the same colour may not meet.
    colours_strict: bool,
    /// The largest score difference allowed.
    gap: u32,
    steps: usize,
    chosen: Vec<(usize, usize)>,
}

impl Search<'_> {
    fn allowed(&self, a: usize, b: usize) -> bool {
        let (ea, eb) = (&self.entrants[a], &self.entrants[b]);
        ea.score.abs_diff(eb.score) <= self.gap
            && (self.repeats || !ea.met.contains(&b))
            && !(self.colours_strict && ea.must() != 0 && ea.must() == eb.must())
    }

    /// Pairs `rest` (in score order) completely, or returns false.
    fn run(&mut self, rest: &[usize]) -> bool {
        let Some((&top, others)) = rest.split_first() else {
            return true;
        };
        self.steps += 1;
        if self.steps > BUDGET {
            return false;
        }
        let e = self.entrants;
        // The top player's score group (in `others`) and the fold: in a group of size g
        // (the top player included), the top player's natural opponent is the one g/2 down.
        let group = others
            .iter()
            .take_while(|&&i| e[i].score == e[top].score)
            .count();
        let natural = group.div_ceil(2) - usize::from(group > 0); // its index in `others`
        let mut candidates: Vec<(u32, u32, usize, usize)> = others
            .iter()
            .enumerate()
            .filter(|&(_, &q)| self.allowed(top, q))
            .map(|(pos, &q)| {
                let gap = e[top].score.abs_diff(e[q].score);
                let clash = u32::from(e[top].wants() != 0 && e[top].wants() == e[q].wants());
                // Within the group: the natural opponent first, then those below, then above.
                let fold = if pos < group {
                    if pos >= natural {
                        pos - natural
                    } else {
                        group + (natural - pos)
                    }
                } else {
                    pos
                };
                (gap, clash, fold, q)
            })
            .collect();
        candidates.sort_unstable();
        for (_, _, _, q) in candidates {
            let remaining: Vec<usize> = others.iter().copied().filter(|&i| i != q).collect();
            if !self.everyone_has_a_partner(&remaining) {
                continue;
            }
            self.chosen.push((top, q));
            if self.run(&remaining) {
                return true;
            }
            self.chosen.pop();
            if self.steps > BUDGET {
                return false;
            }
        }
        false
    }

    fn everyone_has_a_partner(&self, rest: &[usize]) -> bool {
        rest.iter()
            .all(|&a| rest.iter().any(|&b| b != a && self.allowed(a, b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(score: u32) -> Entrant {
        Entrant {
            score,
            met: Vec::new(),
            colour_diff: 0,
            last: Vec::new(),
            byes: 0,
        }
    }

    #[test]
    fn the_top_half_meets_the_bottom_half_of_a_score_group() {
        let entrants: Vec<_> = (0..4).map(|_| fresh(0)).collect();
        let p = pair(&entrants);
        let mut pairs: Vec<_> = p.games.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(0, 2), (1, 3)]);
        assert_eq!(p.bye, None);
    }

    #[test]
    fn an_odd_field_gives_the_lowest_player_without_a_bye_the_bye() {
        let mut entrants: Vec<_> = [4, 2, 2, 0, 0].into_iter().map(fresh).collect();
        entrants[4].byes = 1;
        assert_eq!(pair(&entrants).bye, Some(3));
    }
}
