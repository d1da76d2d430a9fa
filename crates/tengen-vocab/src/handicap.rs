//! Handicap stones (让子): the traditional fixed points, and checks for free placement.

use std::fmt;

use crate::{BoardSize, Vertex};

/// The largest handicap the rules provide for (让九子).
pub const MAX_HANDICAP: u32 = 9;

/// A handicap that cannot be given on this board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandicapError {
    /// Fewer than 2 or more than 9 stones, or more than the board has fixed points for.
    Count { stones: u32, max: u32 },
    /// A free placement names a point twice or off the board.
    BadPlacement(String),
    /// Handicap stones can only be placed on an empty board before the first move.
    NotAtStart,
}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::Count { stones, max } => {
                write!(f, "a handicap of {stones} stones is not possible here: from 2 to {max}")
            }
            HandicapError::BadPlacement(why) => write!(f, "bad handicap placement: {why}"),
            HandicapError::NotAtStart => f.write_str("handicap stones go on an empty board before the first move"),
        }
    }
}

impl std::error::Error for HandicapError {}

/// The most fixed handicap stones a board has points for: 9 on odd boards from 7×7 up with a
/// centre and side points, 4 on other boards with corner star points, none on smaller boards.
#[must_use]
pub fn max_fixed_handicap(size: BoardSize) -> u32 {
    let min_side = size.width.min(size.height);
    if min_side < 7 {
        0
    } else if size.width % 2 == 1 && size.height % 2 == 1 {
        MAX_HANDICAP
    } else {
        4
    }
}

/// The traditional points for `stones` handicap stones, seen from Black's side of the board:
/// 2 — upper right and lower left; 3 — also lower right; 4 — all corners; 5 — and the centre;
/// 6 — corners and the left and right sides; 7 — and the centre; 8 — corners and all sides;
/// 9 — every star point.
pub fn fixed_handicap(size: BoardSize, stones: u32) -> Result<Vec<Vertex>, HandicapError> {
    let max = max_fixed_handicap(size);
    if !(2..=max).contains(&stones) {
        return Err(HandicapError::Count { stones, max });
    }
    let line = |side: u8| if side >= 13 { 3 } else { 2 };
    let (lx, ly) = (line(size.width), line(size.height));
    let (rx, by) = (size.width - 1 - lx, size.height - 1 - ly);
    let (cx, cy) = (size.width / 2, size.height / 2);
    let upper_right = Vertex::new(rx, ly);
    let lower_left = Vertex::new(lx, by);
    let lower_right = Vertex::new(rx, by);
    let upper_left = Vertex::new(lx, ly);
    let centre = Vertex::new(cx, cy);
    let (left, right) = (Vertex::new(lx, cy), Vertex::new(rx, cy));
    let (top, bottom) = (Vertex::new(cx, ly), Vertex::new(cx, by));
    let corners = [upper_right, lower_left, lower_right, upper_left];
    let mut points: Vec<Vertex> = match stones {
        2..=4 => corners[..stones as usize].to_vec(),
        5 => [&corners[..], &[centre]].concat(),
        6 => [&corners[..], &[left, right]].concat(),
        7 => [&corners[..], &[left, right, centre]].concat(),
        8 => [&corners[..], &[left, right, top, bottom]].concat(),
        _ => [&corners[..], &[left, right, top, bottom, centre]].concat(),
    };
    crate::order::sort_reading_order(&mut points);
    Ok(points)
}

/// Checks a free placement (自由放置): 2 to 9 distinct points on the board.
pub fn check_free_handicap(size: BoardSize, points: &[Vertex]) -> Result<(), HandicapError> {
    let stones = points.len() as u32;
    let max = MAX_HANDICAP.min(size.points() as u32 - 1);
    if !(2..=max).contains(&stones) {
        return Err(HandicapError::Count { stones, max });
    }
    for (i, v) in points.iter().enumerate() {
        if !size.contains(*v) {
            return Err(HandicapError::BadPlacement(format!("({}, {}) is off the board", v.x, v.y)));
        }
        if points[..i].contains(v) {
            return Err(HandicapError::BadPlacement(format!("({}, {}) is given twice", v.x, v.y)));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gtp(size: BoardSize, points: &[Vertex]) -> Vec<String> {
        let mut names: Vec<String> = points.iter().map(|v| v.to_gtp(size)).collect();
        names.sort();
        names
    }

    #[test]
    fn nineteen_by_nineteen_traditional_points() {
        let s = BoardSize::NINETEEN;
        assert_eq!(gtp(s, &fixed_handicap(s, 2).unwrap()), ["D4", "Q16"]);
        assert_eq!(gtp(s, &fixed_handicap(s, 3).unwrap()), ["D4", "Q16", "Q4"]);
        assert_eq!(gtp(s, &fixed_handicap(s, 5).unwrap()), ["D16", "D4", "K10", "Q16", "Q4"]);
        assert_eq!(gtp(s, &fixed_handicap(s, 6).unwrap()), ["D10", "D16", "D4", "Q10", "Q16", "Q4"]);
        assert_eq!(fixed_handicap(s, 9).unwrap(), s.star_points());
    }

    #[test]
    fn nine_by_nine_uses_the_third_line() {
        let s = BoardSize::NINE;
        assert_eq!(gtp(s, &fixed_handicap(s, 4).unwrap()), ["C3", "C7", "G3", "G7"]);
        assert_eq!(fixed_handicap(s, 9).unwrap().len(), 9);
    }

    #[test]
    fn impossible_handicaps_are_refused() {
        assert!(fixed_handicap(BoardSize::NINETEEN, 1).is_err());
        assert!(fixed_handicap(BoardSize::NINETEEN, 10).is_err());
        assert!(fixed_handicap(BoardSize::square(10).unwrap(), 5).is_err());
        assert!(fixed_handicap(BoardSize::square(5).unwrap(), 2).is_err());
        let s = BoardSize::NINE;
        assert!(check_free_handicap(s, &[Vertex::new(0, 0), Vertex::new(0, 0)]).is_err());
        assert!(check_free_handicap(s, &[Vertex::new(0, 0), Vertex::new(9, 0)]).is_err());
        assert!(check_free_handicap(s, &[Vertex::new(0, 0), Vertex::new(1, 0)]).is_ok());
    }
}
