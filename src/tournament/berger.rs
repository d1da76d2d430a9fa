//! Round-robin schedules (循环制) by Berger tables: the circle method, one competitor fixed
//! and the others turning round it, with colours that alternate so that every competitor's
//! blacks and whites differ by at most one.

/// The number of rounds of a single round robin of `n` competitors (an odd field has a
/// rest, 轮空, in every round).
#[must_use]
pub const fn rounds(n: usize) -> usize {
    if n < 2 {
        0
    } else if n.is_multiple_of(2) {
        n - 1
    } else {
        n
    }
}

/// The games of round `round` (0-based, below [`rounds`]) of a single round robin of `n`
/// competitors numbered `0..n`, as `(black, white)`; an odd field leaves one competitor out
/// (the rest). In the second cycle of a double round robin the caller swaps the colours.
#[must_use]
pub fn round(n: usize, round: usize) -> Vec<(usize, usize)> {
    let size = if n.is_multiple_of(2) { n } else { n + 1 };
    if size < 2 {
        return Vec::new();
    }
    let m = size - 1; // the fixed competitor is number m; the others turn round the circle
    let r = round % m;
    let mut games = Vec::with_capacity(size / 2);
    // The fixed competitor alternates colours round by round.
    let fixed = if r.is_multiple_of(2) { (r, m) } else { (m, r) };
    games.push(fixed);
    for k in 1..size / 2 {
        let a = (r + k) % m;
        let b = (r + m - k) % m;
        games.push(if k % 2 == 1 { (b, a) } else { (a, b) });
    }
    // In an odd field number n (= m) is the rest.
    games.retain(|&(b, w)| b < n && w < n);
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_players_meet_once_each() {
        let all: Vec<_> = (0..rounds(4)).flat_map(|r| round(4, r)).collect();
        assert_eq!(all.len(), 6);
        assert_eq!(round(4, 0), vec![(0, 3), (2, 1)]);
    }
}
