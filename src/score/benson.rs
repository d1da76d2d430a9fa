//! Benson's algorithm (1976) for unconditionally alive chains: chains that cannot be captured
//! even if their owner never plays again. The estimator trusts it before any random playout.
//!
//! For one colour, a *region* is a maximal connected set of points holding no stone of that
//! colour. A region is *vital* to a chain when every empty point of the region is a liberty of
//! the chain. Starting from all chains and all regions, chains with fewer than two vital
//! regions are dropped, then regions bordered by a dropped chain, until nothing changes; the
//! chains left are unconditionally alive. Opponent stones inside a vital region enclosed by
//! such chains can never make two eyes there: they are dead.

use crate::board::{BLACK, Board, EMPTY, WHITE};
use crate::{Color, Vertex};

/// Unconditional status found by Benson's algorithm.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Unconditional {
    /// Stones of unconditionally alive chains, row by row.
    pub alive: Vec<Vertex>,
    /// Stones that can never live: inside vital regions of unconditionally alive chains.
    pub dead: Vec<Vertex>,
}

/// Benson's analysis for both colours.
#[must_use]
pub fn unconditional(board: &Board) -> Unconditional {
    let flags = Flags::new(board);
    let collect = |f: &Vec<bool>| -> Vec<Vertex> {
        board
            .size()
            .vertices()
            .filter(|&v| f[board.point(v)])
            .collect()
    };
    Unconditional {
        alive: collect(&flags.alive),
        dead: collect(&flags.dead),
    }
}

/// Padded flags: stones unconditionally alive, and stones unconditionally dead.
pub(crate) struct Flags {
    pub alive: Vec<bool>,
    pub dead: Vec<bool>,
}

impl Flags {
    pub(crate) fn new(board: &Board) -> Flags {
        let len = board.padded_len();
        let mut flags = Flags {
            alive: vec![false; len],
            dead: vec![false; len],
        };
        for color in Color::ALL {
            benson(board, color, &mut flags);
        }
        flags
    }
}

fn benson(board: &Board, color: Color, flags: &mut Flags) {
    let own = if color == Color::Black { BLACK } else { WHITE };
    let opponent = 3 - own;
    let len = board.padded_len();
    // Chains of `own`, indexed by head.
    let mut chain_index = vec![usize::MAX; len];
    let mut heads = Vec::new();
    for v in board.size().vertices() {
        let p = board.point(v);
        if board.cell(p) == own && board.head_of(p) == p {
            chain_index[p] = heads.len();
            heads.push(p);
        }
    }
    if heads.is_empty() {
        return;
    }
    let chain_of = |p: usize| chain_index[board.head_of(p)];
    // Regions: maximal connected sets of points without an `own` stone.
    let mut region_of = vec![usize::MAX; len];
    let mut regions: Vec<RegionInfo> = Vec::new();
    for v in board.size().vertices() {
        let start = board.point(v);
        let c = board.cell(start);
        if (c != EMPTY && c != opponent) || region_of[start] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut info = RegionInfo {
            points: Vec::new(),
            borders: Vec::new(),
            vital_to: Vec::new(),
        };
        let mut stack = vec![start];
        region_of[start] = id;
        while let Some(p) = stack.pop() {
            info.points.push(p);
            for n in board.neighbours(p) {
                let cn = board.cell(n);
                if (cn == EMPTY || cn == opponent) && region_of[n] == usize::MAX {
                    region_of[n] = id;
                    stack.push(n);
                } else if cn == own {
                    let x = chain_of(n);
                    if !info.borders.contains(&x) {
                        info.borders.push(x);
                    }
                }
            }
        }
        // Vital to the bordering chains that touch every empty point of the region.
        let mut vital: Vec<usize> = info.borders.clone();
        for &p in &info.points {
            if board.cell(p) != EMPTY {
                continue;
            }
            let ns = board.neighbours(p);
            vital.retain(|&x| ns.iter().any(|&n| board.cell(n) == own && chain_of(n) == x));
            if vital.is_empty() {
                break;
            }
        }
        info.vital_to = vital;
        regions.push(info);
    }
    let mut chain_alive = vec![true; heads.len()];
    let mut region_ok = vec![true; regions.len()];
    loop {
        let mut changed = false;
        let mut vital_count = vec![0u32; heads.len()];
        for (r, info) in regions.iter().enumerate() {
            if region_ok[r] {
                for &x in &info.vital_to {
                    vital_count[x] += 1;
                }
            }
        }
        for x in 0..heads.len() {
            if chain_alive[x] && vital_count[x] < 2 {
                chain_alive[x] = false;
                changed = true;
            }
        }
        for (r, info) in regions.iter().enumerate() {
            if region_ok[r] && info.borders.iter().any(|&x| !chain_alive[x]) {
                region_ok[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (x, &h) in heads.iter().enumerate() {
        if chain_alive[x] {
            for s in board.chain_points(h) {
                flags.alive[s] = true;
            }
        }
    }
    for (r, info) in regions.iter().enumerate() {
        if region_ok[r] && info.vital_to.iter().any(|&x| chain_alive[x]) {
            for &p in &info.points {
                if board.cell(p) == opponent {
                    flags.dead[p] = true;
                }
            }
        }
    }
}

struct RegionInfo {
    points: Vec<usize>,
    /// Indices of the bordering chains.
    borders: Vec<usize>,
    /// Indices of the chains the region is vital to.
    vital_to: Vec<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    fn board(diagram: &str) -> Board {
        Position::from_diagram(diagram, Color::Black)
            .unwrap()
            .board()
            .clone()
    }

    #[test]
    fn two_eyes_live_one_eye_does_not() {
        let b = board(
            ". X . X O . .\n\
             X X X X O . .\n\
             O O O O O . .\n\
             . . . . . . .",
        );
        let u = unconditional(&b);
        assert!(u.alive.contains(&Vertex::new(1, 0)), "{u:?}");
        let b = board(
            ". X X X O . .\n\
             X X X X O . .\n\
             O O O O O . .\n\
             . . . . . . .",
        );
        let u = unconditional(&b);
        assert!(!u.alive.contains(&Vertex::new(1, 0)));
    }

    #[test]
    fn stones_inside_a_living_groups_eye_are_dead() {
        let b = board(
            ". O X . X O\n\
             X X X X X O\n\
             O O O O O O\n\
             . . . . . .",
        );
        let u = unconditional(&b);
        assert!(u.alive.contains(&Vertex::new(2, 0)), "{u:?}");
        assert_eq!(u.dead, vec![Vertex::new(1, 0)]);
    }
}
