//! Marking dead stones (死子) before counting.
//!
//! A [`DeadStones`] set belongs to one board. It is built from a list of points, which is
//! checked as a whole before anything is applied: a list naming an empty or off-board point is
//! refused with a [`ScoreError`], so nothing is ever counted from a half-applied set. Marking
//! works on whole chains, and [`DeadStones::toggle`] marks the way players expect: one click
//! marks the [group](group) of the stone clicked, a second click on it undoes that.
//!
//! A **group** is the stones of one colour that belong together: the chain at the point, and
//! every chain of that colour linked to it, step by step, by a shared liberty (an empty point
//! next to both chains: a one-point jump, a diagonal, a tiger's mouth). Stones of that colour
//! that are only reachable across open space are other groups: on a nearly empty board a lone
//! stone is a group of its own, not one with every stone of its colour.

use std::fmt;

use crate::board::{Board, EMPTY, cell_of};
use crate::{BoardSize, Vertex};

/// Why a dead-stone set cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ScoreError {
    /// The point is not on the board.
    OffBoard { vertex: Vertex, size: BoardSize },
    /// The point holds no stone, so it cannot be dead.
    EmptyPoint { vertex: Vertex, size: BoardSize },
    /// The set was made for a board of another size.
    SizeMismatch {
        expected: BoardSize,
        found: BoardSize,
    },
}

impl ScoreError {
    /// A stable identifier: `offBoard`, `emptyPoint`, `sizeMismatch`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ScoreError::OffBoard { .. } => "offBoard",
            ScoreError::EmptyPoint { .. } => "emptyPoint",
            ScoreError::SizeMismatch { .. } => "sizeMismatch",
        }
    }

    /// The explanation in English.
    #[must_use]
    pub fn message_en(self) -> String {
        match self {
            ScoreError::OffBoard { vertex, size } => {
                format!(
                    "({}, {}) is not on the {size} board: only stones on the board can be marked dead",
                    vertex.x, vertex.y
                )
            }
            ScoreError::EmptyPoint { vertex, size } => {
                format!(
                    "{} is an empty point: only stones can be marked dead",
                    vertex.to_gtp(size)
                )
            }
            ScoreError::SizeMismatch { expected, found } => {
                format!(
                    "the dead stones were marked on a {found} board, but the board is {expected}"
                )
            }
        }
    }

    /// The explanation in Simplified Chinese.
    #[must_use]
    pub fn message_zh(self) -> String {
        match self {
            ScoreError::OffBoard { vertex, .. } => format!(
                "({}, {}) 不在棋盘上：只能把棋盘上的棋子标为死子",
                vertex.x, vertex.y
            ),
            ScoreError::EmptyPoint { vertex, size } => {
                format!("{} 是空点：只有棋子才能标为死子", vertex.to_gtp(size))
            }
            ScoreError::SizeMismatch { expected, found } => {
                format!("死子标在 {found} 的棋盘上，但棋盘是 {expected}")
            }
        }
    }
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_en())
    }
}

impl std::error::Error for ScoreError {}

/// The dead stones of one board, always whole chains. Two sets are equal when they mark the
/// same stones on boards of the same size (the toggle history is not compared).
#[derive(Debug, Clone)]
pub struct DeadStones {
    size: BoardSize,
    /// Row-major, one entry per point.
    dead: Vec<bool>,
    /// The stones the last toggle changed, so that toggling the same group again undoes
    /// exactly that toggle.
    last_toggle: Vec<Vertex>,
}

impl PartialEq for DeadStones {
    fn eq(&self, other: &DeadStones) -> bool {
        self.size == other.size && self.dead == other.dead
    }
}

impl Eq for DeadStones {}

impl DeadStones {
    /// No dead stones.
    #[must_use]
    pub fn new(size: BoardSize) -> DeadStones {
        DeadStones {
            size,
            dead: vec![false; size.points()],
            last_toggle: Vec::new(),
        }
    }

    /// The chains through the given points, all marked dead. Every point must hold a stone;
    /// otherwise nothing is marked and the first bad point is reported.
    pub fn from_vertices(board: &Board, points: &[Vertex]) -> Result<DeadStones, ScoreError> {
        let size = board.size();
        for &v in points {
            if !size.contains(v) {
                return Err(ScoreError::OffBoard { vertex: v, size });
            }
            if board.get(v).is_none() {
                return Err(ScoreError::EmptyPoint { vertex: v, size });
            }
        }
        let mut set = DeadStones::new(size);
        for &v in points {
            if !set.contains(v) {
                for s in board.chain(v) {
                    set.dead[size.index_of(s)] = true;
                }
            }
        }
        Ok(set)
    }

    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Whether the stone at `v` is marked dead.
    #[must_use]
    pub fn contains(&self, v: Vertex) -> bool {
        self.size.contains(v) && self.dead[self.size.index_of(v)]
    }

    /// The dead stones, row by row.
    #[must_use]
    pub fn vertices(&self) -> Vec<Vertex> {
        self.size
            .vertices()
            .filter(|&v| self.dead[self.size.index_of(v)])
            .collect()
    }

    /// The number of dead stones.
    #[must_use]
    pub fn len(&self) -> usize {
        self.dead.iter().filter(|&&d| d).count()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        !self.dead.iter().any(|&d| d)
    }

    /// Checks that the set fits `board`: same size, and a stone on every dead point.
    pub fn check(&self, board: &Board) -> Result<(), ScoreError> {
        if self.size != board.size() {
            return Err(ScoreError::SizeMismatch {
                expected: board.size(),
                found: self.size,
            });
        }
        for v in self.vertices() {
            if board.get(v).is_none() {
                return Err(ScoreError::EmptyPoint {
                    vertex: v,
                    size: self.size,
                });
            }
        }
        Ok(())
    }

    /// Marks or unmarks the group at `v` and returns the stones whose status changed.
    ///
    /// * If `v` is among the stones the previous toggle changed, that toggle is undone
    ///   exactly (a second click on the same group restores the earlier marking).
    /// * Otherwise, if the stone at `v` is alive, the live stones of its [group] are marked
    ///   dead; if it is dead, the dead stones of its group come back to life.
    pub fn toggle(&mut self, board: &Board, v: Vertex) -> Result<Vec<Vertex>, ScoreError> {
        let size = board.size();
        if self.size != size {
            return Err(ScoreError::SizeMismatch {
                expected: size,
                found: self.size,
            });
        }
        if !size.contains(v) {
            return Err(ScoreError::OffBoard { vertex: v, size });
        }
        let Some(color) = board.get(v) else {
            return Err(ScoreError::EmptyPoint { vertex: v, size });
        };
        if self.last_toggle.contains(&v) {
            let changed = std::mem::take(&mut self.last_toggle);
            for &s in &changed {
                let i = size.index_of(s);
                self.dead[i] = !self.dead[i];
            }
            return Ok(changed);
        }
        let make_dead = !self.contains(v);
        debug_assert!(board.get(v) == Some(color));
        let mut changed: Vec<Vertex> = group(board, v)
            .into_iter()
            .filter(|&s| self.contains(s) != make_dead)
            .collect();
        tengen_core::order::sort_reading_order(&mut changed);
        for &s in &changed {
            self.dead[size.index_of(s)] = make_dead;
        }
        self.last_toggle.clone_from(&changed);
        Ok(changed)
    }
}

/// The group at `v` (see the module documentation): the stones of `v`'s colour linked to it
/// by chains and shared liberties, row by row. Empty when `v` holds no stone or is off the
/// board.
#[must_use]
pub fn group(board: &Board, v: Vertex) -> Vec<Vertex> {
    if !board.size().contains(v) {
        return Vec::new();
    }
    let Some(color) = board.get(v) else {
        return Vec::new();
    };
    let own = cell_of(color);
    let mut seen = vec![false; board.padded_len()];
    let start = board.point(v);
    seen[start] = true;
    let mut stack = vec![start];
    let mut stones = Vec::new();
    while let Some(p) = stack.pop() {
        stones.push(board.vertex(p));
        for n in board.neighbours(p) {
            match board.cell(n) {
                c if c == own && !seen[n] => {
                    seen[n] = true;
                    stack.push(n);
                }
                // a liberty: every stone of the colour next to it belongs to the group
                EMPTY => {
                    for m in board.neighbours(n) {
                        if board.cell(m) == own && !seen[m] {
                            seen[m] = true;
                            stack.push(m);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    tengen_core::order::sort_reading_order(&mut stones);
    stones
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Position};

    fn board(diagram: &str) -> Board {
        Position::from_diagram(diagram, Color::Black)
            .unwrap()
            .board()
            .clone()
    }

    #[test]
    fn refuses_empty_and_off_board_points_without_applying_anything() {
        let b = board(". X .\n. . .\n. . O");
        let err =
            DeadStones::from_vertices(&b, &[Vertex::new(1, 0), Vertex::new(0, 0)]).unwrap_err();
        assert_eq!(
            err,
            ScoreError::EmptyPoint {
                vertex: Vertex::new(0, 0),
                size: b.size()
            }
        );
        assert!(err.message_en().contains("A3"));
        assert!(err.message_zh().contains("空点"));
        let err =
            DeadStones::from_vertices(&b, &[Vertex::new(1, 0), Vertex::new(5, 5)]).unwrap_err();
        assert_eq!(err.code(), "offBoard");
    }

    #[test]
    fn whole_chains_are_marked() {
        let b = board("X X .\n. . .\n. . O");
        let d = DeadStones::from_vertices(&b, &[Vertex::new(0, 0)]).unwrap();
        assert_eq!(d.vertices(), vec![Vertex::new(0, 0), Vertex::new(1, 0)]);
    }

    #[test]
    fn toggle_marks_the_region_and_undoes() {
        // Two white stones inside Black's area die together; the white wall on the right lives.
        let b = board(
            ". . . X O .\n\
             . O . X O .\n\
             . . . X O .\n\
             . O . X O .",
        );
        let mut d = DeadStones::new(b.size());
        let changed = d.toggle(&b, Vertex::new(1, 1)).unwrap();
        assert_eq!(changed, vec![Vertex::new(1, 1), Vertex::new(1, 3)]);
        assert!(!d.contains(Vertex::new(4, 0)));
        let back = d.toggle(&b, Vertex::new(1, 3)).unwrap();
        assert_eq!(back, changed);
        assert!(d.is_empty());
    }

    #[test]
    fn a_group_is_linked_by_shared_liberties_not_by_open_space() {
        // White: a lone stone top left; a one-point jump, a diagonal and a tiger's mouth on
        // the right; a stone far away bottom left.
        let b = board(
            "O . . . . . . O .\n\
             . . . . . . . . .\n\
             . . . . . . . O .\n\
             . . . . . . O . .\n\
             . . . . . . . O .\n\
             . . . . . . . . .\n\
             O . . . . . . . .",
        );
        assert_eq!(group(&b, Vertex::new(0, 0)), vec![Vertex::new(0, 0)]);
        let right = vec![
            Vertex::new(7, 0),
            Vertex::new(7, 2),
            Vertex::new(6, 3),
            Vertex::new(7, 4),
        ];
        assert_eq!(group(&b, Vertex::new(6, 3)), right);
        assert_eq!(group(&b, Vertex::new(0, 6)), vec![Vertex::new(0, 6)]);
        assert!(
            group(&b, Vertex::new(3, 3)).is_empty(),
            "an empty point is no group"
        );
        assert!(
            group(&b, Vertex::new(30, 3)).is_empty(),
            "nor is a point off the board"
        );
    }

    #[test]
    fn the_other_colour_separates_groups() {
        // A one-point jump is one group; a black stone on the point between makes two.
        let b = board(
            "O . O\n\
             . . .",
        );
        assert_eq!(
            group(&b, Vertex::new(0, 0)),
            vec![Vertex::new(0, 0), Vertex::new(2, 0)]
        );
        let b = board(
            "O X O\n\
             . . .",
        );
        assert_eq!(group(&b, Vertex::new(0, 0)), vec![Vertex::new(0, 0)]);
        assert_eq!(group(&b, Vertex::new(1, 0)), vec![Vertex::new(1, 0)]);
    }

    #[test]
    fn toggling_a_lone_stone_marks_that_stone_only() {
        // The free board's bug: one click on a lone white stone marked every white stone.
        let b = board(
            ". . . . . . . . .\n\
             . . O . . . . O .\n\
             . . . . . . . . .\n\
             . X X X . . . . .\n\
             . . . . . O O . .\n\
             . . . . . . . . .\n\
             . O . . . . . . .\n\
             . . . . . . . O .\n\
             . . . . . . . . .",
        );
        let mut d = DeadStones::new(b.size());
        let changed = d.toggle(&b, Vertex::new(7, 1)).unwrap();
        assert_eq!(changed, vec![Vertex::new(7, 1)]);
        assert_eq!(d.len(), 1);
        // the pair below is one chain: both stones, and nothing else
        let changed = d.toggle(&b, Vertex::new(5, 4)).unwrap();
        assert_eq!(changed, vec![Vertex::new(5, 4), Vertex::new(6, 4)]);
        assert_eq!(d.len(), 3);
        // a dead stone clicked again comes back to life, with its group only
        d.toggle(&b, Vertex::new(7, 1)).unwrap();
        assert!(!d.contains(Vertex::new(7, 1)) && d.contains(Vertex::new(5, 4)));
    }
}
