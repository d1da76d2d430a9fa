//! The per-point analysis behind every count: which stones stay, which empty regions belong to
//! whom, seki (双活) and dame (单官), and the points that still have to be filled.

use crate::board::{BLACK, Board, EMPTY, WHITE, color_of};
use crate::{Color, Vertex};

use super::dead::DeadStones;

/// Whom a point belongs to on the counted board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Owner {
    Black,
    White,
    /// Between both sides' live stones (dame, seki): half to each under area counting,
    /// nothing under territory counting.
    Shared,
    /// Counts for nobody (Tromp–Taylor dame and empty regions reaching no stone).
    Nobody,
}

impl Owner {
    /// The owner as a colour, if it is one side's.
    #[must_use]
    pub const fn color(self) -> Option<Color> {
        match self {
            Owner::Black => Some(Color::Black),
            Owner::White => Some(Color::White),
            Owner::Shared | Owner::Nobody => None,
        }
    }

    const fn of(color: Color) -> Owner {
        match color {
            Color::Black => Owner::Black,
            Color::White => Owner::White,
        }
    }
}

/// Why a point counts the way it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum PointReason {
    /// A live black stone.
    BlackStone,
    /// A live white stone.
    WhiteStone,
    /// An empty point that only Black's live stones surround.
    BlackArea,
    /// An empty point that only White's live stones surround.
    WhiteArea,
    /// An empty point between both sides (or reaching no live stone at all).
    Dame,
    /// A dead black stone, removed before counting; its point is counted like an empty one.
    DeadBlack,
    /// A dead white stone, removed before counting.
    DeadWhite,
}

/// One point of the ownership map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PointInfo {
    pub vertex: Vertex,
    pub owner: Owner,
    pub reason: PointReason,
    /// Part of a seki: a shared liberty, a stone of a chain in seki, or an eye of such a
    /// chain (no territory under territory counting).
    pub seki: bool,
}

/// Something to settle before the count can be trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum UnsettledKind {
    /// Neutral points between both sides that can still be filled (单官). Under area
    /// counting they count half to each side, as the rules prescribe for points left open
    /// when both sides agree the game is over; under territory counting they are worth
    /// nothing.
    Dame,
    /// An empty region that touches both sides and reaches past the border: a gap in a wall
    /// through which one side's area leaks. Counted as shared; the border should be closed.
    OpenBorder,
    /// A chain with a single liberty inside its own area or on a neutral point (a false eye,
    /// a cutting point): its owner must connect before counting or the opponent can capture.
    NeedsConnection,
    /// An empty region that touches no live stone at all.
    NoOwner,
}

/// Points to settle, grouped by kind.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Unsettled {
    pub kind: UnsettledKind,
    pub points: Vec<Vertex>,
}

/// An empty region of the board after dead stones are removed.
pub(crate) struct Region {
    pub points: Vec<usize>,
    pub black: bool,
    pub white: bool,
}

/// Everything the counts are made from.
pub(crate) struct Analysis {
    /// The board with the dead stones taken off.
    pub live: Board,
    /// Padded index → region index, for empty points of `live`.
    pub region_of: Vec<u32>,
    pub regions: Vec<Region>,
    /// Padded flags.
    pub dead: Vec<bool>,
    pub seki_point: Vec<bool>,
    pub seki_stone: Vec<bool>,
    pub needs_connection: Vec<bool>,
    /// Regions whose owner has a chain in seki (their points are no territory).
    pub seki_region: Vec<bool>,
}

const NO_REGION: u32 = u32::MAX;

/// Liberties the chain of `cell` would have after playing at `p` on `board` (an empty
/// point), counting at most two, and whether the move captures.
pub(crate) fn liberties_after(board: &Board, p: usize, cell: u8) -> (usize, bool) {
    let opponent = 3 - cell;
    let mut libs = [0usize; 2];
    let mut count = 0;
    let add = |q: usize, libs: &mut [usize; 2], count: &mut usize| {
        if q != p && *count < 2 && !libs[..*count].contains(&q) {
            libs[*count] = q;
            *count += 1;
        }
    };
    let mut captures = false;
    for n in board.neighbours(p) {
        let c = board.cell(n);
        if c == EMPTY {
            add(n, &mut libs, &mut count);
        } else if c == opponent && board.chain_in_atari(n) {
            captures = true;
        }
    }
    if captures {
        return (2, true);
    }
    if count >= 2 {
        return (count, false);
    }
    let mut heads = [0usize; 4];
    for (i, n) in board.neighbours(p).into_iter().enumerate() {
        if board.cell(n) != cell {
            continue;
        }
        let h = board.head_of(n);
        if heads[..i].contains(&h) {
            continue;
        }
        heads[i] = h;
        for s in board.chain_points(n) {
            for q in board.neighbours(s) {
                if board.cell(q) == EMPTY {
                    add(q, &mut libs, &mut count);
                }
            }
            if count >= 2 {
                return (count, false);
            }
        }
    }
    (count, false)
}

impl Analysis {
    /// Analyses `board` with the stones in `dead` removed (`dead` must fit the board).
    pub(crate) fn new(board: &Board, dead: &DeadStones) -> Analysis {
        let size = board.size();
        let len = board.padded_len();
        let mut live = Board::new(size);
        let mut dead_flags = vec![false; len];
        for (v, color) in board.stones() {
            if dead.contains(v) {
                dead_flags[board.point(v)] = true;
            } else {
                live.place(v, color);
            }
        }
        // Empty regions.
        let mut region_of = vec![NO_REGION; len];
        let mut regions: Vec<Region> = Vec::new();
        for v in size.vertices() {
            let start = live.point(v);
            if live.cell(start) != EMPTY || region_of[start] != NO_REGION {
                continue;
            }
            let id = regions.len() as u32;
            let mut region = Region {
                points: Vec::new(),
                black: false,
                white: false,
            };
            let mut stack = vec![start];
            region_of[start] = id;
            while let Some(p) = stack.pop() {
                region.points.push(p);
                for n in live.neighbours(p) {
                    match live.cell(n) {
                        EMPTY if region_of[n] == NO_REGION => {
                            region_of[n] = id;
                            stack.push(n);
                        }
                        BLACK => region.black = true,
                        WHITE => region.white = true,
                        _ => {}
                    }
                }
            }
            regions.push(region);
        }
        // Seki: shared points where either side's move would be suicide or self-atari without
        // capturing, so neither side can fill them.
        let mut seki_point = vec![false; len];
        let mut seki_stone = vec![false; len];
        for region in regions.iter().filter(|r| r.black && r.white) {
            for &p in &region.points {
                let touches = |cell: u8| live.neighbours(p).iter().any(|&n| live.cell(n) == cell);
                if !(touches(BLACK) && touches(WHITE)) {
                    continue;
                }
                let cannot_fill = |cell: u8| {
                    let (libs, captures) = liberties_after(&live, p, cell);
                    !captures && libs <= 1
                };
                if cannot_fill(BLACK) && cannot_fill(WHITE) {
                    seki_point[p] = true;
                }
            }
        }
        let points: Vec<usize> = (0..len).filter(|&p| seki_point[p]).collect();
        for p in points {
            for n in live.neighbours(p) {
                if (live.cell(n) == BLACK || live.cell(n) == WHITE) && !seki_stone[n] {
                    for s in live.chain_points(n) {
                        seki_stone[s] = true;
                    }
                }
            }
        }
        let seki_region = regions
            .iter()
            .map(|r| {
                r.black != r.white
                    && r.points
                        .iter()
                        .any(|&p| live.neighbours(p).iter().any(|&n| seki_stone[n]))
            })
            .collect();
        // Chains in atari inside their own area or on a neutral point must connect.
        let mut needs_connection = vec![false; len];
        for v in size.vertices() {
            let p = live.point(v);
            if color_of(live.cell(p)).is_some()
                && live.head_of(p) == p
                && let Some(l) = live.atari_liberty(p)
            {
                needs_connection[l] = true;
            }
        }
        Analysis {
            live,
            region_of,
            regions,
            dead: dead_flags,
            seki_point,
            seki_stone,
            needs_connection,
            seki_region,
        }
    }

    /// The region of an empty point of the counted board.
    pub(crate) fn region(&self, p: usize) -> Option<&Region> {
        let id = self.region_of[p];
        (id != NO_REGION).then(|| &self.regions[id as usize])
    }

    /// The ownership map, row by row. `dame_owner` is what shared points are
    /// (`Shared`, or `Nobody` under Tromp–Taylor).
    pub(crate) fn ownership(&self, board: &Board, dame_owner: Owner) -> Vec<PointInfo> {
        board
            .size()
            .vertices()
            .map(|v| {
                let p = board.point(v);
                let live_cell = self.live.cell(p);
                if let Some(color) = color_of(live_cell) {
                    let reason = if color == Color::Black {
                        PointReason::BlackStone
                    } else {
                        PointReason::WhiteStone
                    };
                    return PointInfo {
                        vertex: v,
                        owner: Owner::of(color),
                        reason,
                        seki: self.seki_stone[p],
                    };
                }
                let region = self.region(p).expect("an empty point has a region");
                let owner = match (region.black, region.white) {
                    (true, false) => Owner::Black,
                    (false, true) => Owner::White,
                    (true, true) => dame_owner,
                    (false, false) => dame_owner,
                };
                let reason = match (self.dead[p], board.get(v), owner) {
                    (true, Some(Color::Black), _) => PointReason::DeadBlack,
                    (true, Some(Color::White), _) => PointReason::DeadWhite,
                    (_, _, Owner::Black) => PointReason::BlackArea,
                    (_, _, Owner::White) => PointReason::WhiteArea,
                    _ => PointReason::Dame,
                };
                let seki = self.seki_point[p] || self.seki_region[self.region_of[p] as usize];
                PointInfo {
                    vertex: v,
                    owner,
                    reason,
                    seki,
                }
            })
            .collect()
    }

    /// The points to settle before counting, by kind (empty kinds left out).
    pub(crate) fn unsettled(&self) -> Vec<Unsettled> {
        let live = &self.live;
        let mut dame = Vec::new();
        let mut open = Vec::new();
        let mut no_owner = Vec::new();
        for region in &self.regions {
            if !region.black && !region.white {
                no_owner.extend(region.points.iter().copied());
                continue;
            }
            if !(region.black && region.white) {
                continue;
            }
            let points: Vec<usize> = region
                .points
                .iter()
                .copied()
                .filter(|&p| !self.seki_point[p])
                .collect();
            if points.is_empty() {
                continue;
            }
            // A dame line: every point touches both colours. Otherwise the region reaches into
            // someone's area through a gap.
            let touches_both = |p: usize| {
                let ns = live.neighbours(p);
                ns.iter().any(|&n| live.cell(n) == BLACK)
                    && ns.iter().any(|&n| live.cell(n) == WHITE)
            };
            if points.iter().all(|&p| touches_both(p)) {
                dame.extend(points);
            } else {
                open.extend(points);
            }
        }
        let connect: Vec<usize> = (0..self.needs_connection.len())
            .filter(|&p| self.needs_connection[p])
            .collect();
        let mut out = Vec::new();
        for (kind, points) in [
            (UnsettledKind::Dame, dame),
            (UnsettledKind::OpenBorder, open),
            (UnsettledKind::NeedsConnection, connect),
            (UnsettledKind::NoOwner, no_owner),
        ] {
            if !points.is_empty() {
                let mut vs: Vec<Vertex> = points.into_iter().map(|p| live.vertex(p)).collect();
                tengen_core::order::sort_reading_order(&mut vs);
                out.push(Unsettled { kind, points: vs });
            }
        }
        out
    }

    /// Seki points (shared liberties of chains in seki), row by row.
    pub(crate) fn seki_points(&self) -> Vec<Vertex> {
        let mut vs: Vec<Vertex> = (0..self.seki_point.len())
            .filter(|&p| self.seki_point[p])
            .map(|p| self.live.vertex(p))
            .collect();
        tengen_core::order::sort_reading_order(&mut vs);
        vs
    }
}
