//! Points of the board and board sizes, with conversions to the notations Go programs use:
//! GTP (`D4`: column letters skip `I`, rows counted from the bottom), SGF (`dd`: column then
//! row, from the top left) and 0-based `(x, y)` with `y = 0` the top row.

use std::fmt;

/// The smallest board side tengen accepts.
pub const MIN_SIDE: u8 = 2;
/// The largest board side tengen accepts (GTP letters run out at 25).
pub const MAX_SIDE: u8 = 25;

/// GTP column letters: `I` is skipped so it cannot be mistaken for `J` or `1`.
const GTP_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// An intersection of the board: column `x` from the left, row `y` from the top, both 0-based.
///
/// A `Vertex` does not know the board it belongs to; `BoardSize::contains` tells whether it
/// lies on a given board.
///
/// Laid out as its two bytes, `x` then `y` (`repr(C)`): the JavaScript glue reads a list of
/// them (the stones a move captured) straight from wasm memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[repr(C)]
pub struct Vertex {
    pub x: u8,
    pub y: u8,
}

impl Vertex {
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Vertex {
        Vertex { x, y }
    }

    /// SGF coordinates (`dd`), which read the same on every board size.
    #[must_use]
    pub fn to_sgf(self) -> String {
        let letter = |n: u8| if n < 26 { (b'a' + n) as char } else { (b'A' + n - 26) as char };
        format!("{}{}", letter(self.x), letter(self.y))
    }

    /// Parses SGF coordinates (`dd`; `A`–`Z` stand for 27–52 as FF\[4\] allows). Does not check the
    /// board size; an empty string or `tt` (a pass in old records) is not a vertex here.
    pub fn from_sgf(s: &str) -> Result<Vertex, VertexError> {
        let b = s.as_bytes();
        let coord = |c: u8| match c {
            b'a'..=b'z' => Some(c - b'a'),
            b'A'..=b'Z' => Some(c - b'A' + 26),
            _ => None,
        };
        match b {
            [cx, cy] => match (coord(*cx), coord(*cy)) {
                (Some(x), Some(y)) => Ok(Vertex::new(x, y)),
                _ => Err(VertexError::Malformed(s.to_string())),
            },
            _ => Err(VertexError::Malformed(s.to_string())),
        }
    }

    /// GTP coordinates (`D4`) on a board of the given height.
    #[must_use]
    pub fn to_gtp(self, size: BoardSize) -> String {
        let column = GTP_COLUMNS.get(self.x as usize).map_or('?', |&c| c as char);
        format!("{}{}", column, i32::from(size.height) - i32::from(self.y))
    }

    /// Parses GTP coordinates (`D4`, `d4`) and checks them against the board.
    pub fn from_gtp(s: &str, size: BoardSize) -> Result<Vertex, VertexError> {
        let t = s.trim();
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(|| VertexError::Malformed(s.to_string()))?.to_ascii_uppercase();
        let x = GTP_COLUMNS
            .iter()
            .position(|&c| c as char == letter)
            .ok_or_else(|| VertexError::Malformed(s.to_string()))?;
        let rest = chars.as_str();
        if rest.is_empty() || !rest.bytes().all(|c| c.is_ascii_digit()) || rest.len() > 3 {
            return Err(VertexError::Malformed(s.to_string()));
        }
        let row: u32 = rest.parse().map_err(|_| VertexError::Malformed(s.to_string()))?;
        if row == 0 || row > u32::from(size.height) || x >= usize::from(size.width) {
            return Err(VertexError::OffBoard { text: s.to_string(), size });
        }
        let y = u32::from(size.height) - row;
        Ok(Vertex::new(x as u8, y as u8))
    }

    /// Reads any notation tengen accepts: GTP (`D4`), SGF (`dd`) or `x,y`, and checks it
    /// against the board.
    pub fn parse(s: &str, size: BoardSize) -> Result<Vertex, VertexError> {
        let t = s.trim();
        let v = if let Some((a, b)) = t.split_once(',') {
            let x: u8 = a.trim().parse().map_err(|_| VertexError::Malformed(s.to_string()))?;
            let y: u8 = b.trim().parse().map_err(|_| VertexError::Malformed(s.to_string()))?;
            Vertex::new(x, y)
        } else if t.len() == 2 && t.bytes().all(|c| c.is_ascii_lowercase()) {
            Vertex::from_sgf(t)?
        } else {
            return Vertex::from_gtp(t, size);
        };
        if size.contains(v) { Ok(v) } else { Err(VertexError::OffBoard { text: s.to_string(), size }) }
    }
}

/// The width and height of a board, each from 2 to 25.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct BoardSize {
    pub width: u8,
    pub height: u8,
}

impl BoardSize {
    pub const NINE: BoardSize = BoardSize { width: 9, height: 9 };
    pub const THIRTEEN: BoardSize = BoardSize { width: 13, height: 13 };
    pub const NINETEEN: BoardSize = BoardSize { width: 19, height: 19 };

    /// A board size, checked to lie within 2×2 and 25×25.
    pub const fn new(width: u8, height: u8) -> Result<BoardSize, SizeError> {
        if width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE {
            Err(SizeError { width: width as u32, height: height as u32 })
        } else {
            Ok(BoardSize { width, height })
        }
    }

    /// A square board.
    pub const fn square(side: u8) -> Result<BoardSize, SizeError> {
        BoardSize::new(side, side)
    }

    /// Checks sizes given as wider integers (from SGF, GTP or JavaScript) without truncating them.
    pub fn from_u32(width: u32, height: u32) -> Result<BoardSize, SizeError> {
        match (u8::try_from(width), u8::try_from(height)) {
            (Ok(w), Ok(h)) => BoardSize::new(w, h),
            _ => Err(SizeError { width, height }),
        }
    }

    /// The number of intersections.
    #[must_use]
    pub const fn points(self) -> usize {
        self.width as usize * self.height as usize
    }

    #[must_use]
    pub const fn is_square(self) -> bool {
        self.width == self.height
    }

    #[must_use]
    pub const fn contains(self, v: Vertex) -> bool {
        v.x < self.width && v.y < self.height
    }

    /// The point at two numbers, as callers across a language boundary give them (the
    /// JavaScript `playAt(x, y)`): whole numbers from 0 below the width and height (so `-0`
    /// is 0; NaN, infinities and fractions are no point). Inline: it is part of a move there.
    #[inline]
    #[must_use]
    pub fn vertex_at_numbers(self, x: f64, y: f64) -> Option<Vertex> {
        let on = |c: f64, limit: u8| c >= 0.0 && c < f64::from(limit) && f64::from(c as u8) == c;
        (on(x, self.width) && on(y, self.height)).then(|| Vertex::new(x as u8, y as u8))
    }

    /// Every intersection, row by row from the top left.
    pub fn vertices(self) -> Vertices {
        Vertices { next: Vertex::new(0, 0), size: self }
    }

    /// The index of a vertex in a row-major array of `points()` entries.
    #[must_use]
    pub const fn index_of(self, v: Vertex) -> usize {
        v.y as usize * self.width as usize + v.x as usize
    }

    /// The vertex at a row-major index.
    #[must_use]
    pub const fn vertex_at(self, index: usize) -> Vertex {
        Vertex::new((index % self.width as usize) as u8, (index / self.width as usize) as u8)
    }

    /// The centre point (天元), where both sides are odd.
    #[must_use]
    pub const fn center(self) -> Option<Vertex> {
        if self.width % 2 == 1 && self.height % 2 == 1 {
            Some(Vertex::new(self.width / 2, self.height / 2))
        } else {
            None
        }
    }

    /// Distance of the corner star points from the edge (0-based line), if the board has them:
    /// the 4-4 points from 13×13 up, the 3-3 points on 7×7 to 12×12.
    const fn star_line(side: u8) -> Option<u8> {
        if side >= 13 {
            Some(3)
        } else if side >= 7 {
            Some(2)
        } else {
            None
        }
    }

    /// The star points (星) marked on a board of this size, including the centre. Standard
    /// boards: 9×9 has 5 (3-3 points and centre), 13×13 has 5, 19×19 has 9.
    #[must_use]
    pub fn star_points(self) -> Vec<Vertex> {
        let (Some(lx), Some(ly)) = (Self::star_line(self.width), Self::star_line(self.height)) else {
            return self.center().into_iter().collect();
        };
        let (rx, by) = (self.width - 1 - lx, self.height - 1 - ly);
        let mut stars = vec![Vertex::new(lx, ly), Vertex::new(rx, ly), Vertex::new(lx, by), Vertex::new(rx, by)];
        // Side stars only on large odd boards (19×19 and up), as on real boards.
        if self.width % 2 == 1 && self.height % 2 == 1 && self.width >= 19 && self.height >= 19 {
            let (cx, cy) = (self.width / 2, self.height / 2);
            stars.extend([Vertex::new(cx, ly), Vertex::new(lx, cy), Vertex::new(rx, cy), Vertex::new(cx, by)]);
        }
        if let Some(c) = self.center() {
            stars.push(c);
        }
        crate::order::sort_reading_order(&mut stars);
        stars
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

/// A board size outside 2×2 … 25×25.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError {
    pub width: u32,
    pub height: u32,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {}×{} is not supported: each side must be from {MIN_SIDE} to {MAX_SIDE}",
            self.width, self.height
        )
    }
}

impl std::error::Error for SizeError {}

/// Text that is not a vertex, or a vertex off the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VertexError {
    Malformed(String),
    OffBoard { text: String, size: BoardSize },
}

impl fmt::Display for VertexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VertexError::Malformed(s) => write!(f, "not a board point: {s:?} (expected e.g. D4, dd or 3,3)"),
            VertexError::OffBoard { text, size } => write!(f, "{text:?} is off the {size} board"),
        }
    }
}

impl std::error::Error for VertexError {}

/// The intersections of a board, row by row from the top left ([`BoardSize::vertices`]).
///
/// A plain counter rather than a chain of iterator adapters: the size-first WebAssembly build
/// does not inline adapters, and every loop over the board (the facade's `board()`, counting,
/// a new board) paid several calls per point.
#[derive(Clone, Debug)]
pub struct Vertices {
    next: Vertex,
    size: BoardSize,
}

impl Iterator for Vertices {
    type Item = Vertex;

    fn next(&mut self) -> Option<Vertex> {
        if self.next.y >= self.size.height || self.size.width == 0 {
            return None;
        }
        let v = self.next;
        self.next = if v.x + 1 < self.size.width { Vertex::new(v.x + 1, v.y) } else { Vertex::new(0, v.y + 1) };
        Some(v)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let done = usize::from(self.next.y) * usize::from(self.size.width) + usize::from(self.next.x);
        let left = self.size.points().saturating_sub(done);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Vertices {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_round_trip_skips_i() {
        let size = BoardSize::NINETEEN;
        assert_eq!(Vertex::from_gtp("D4", size), Ok(Vertex::new(3, 15)));
        assert_eq!(Vertex::from_gtp("j19", size), Ok(Vertex::new(8, 0)));
        assert_eq!(Vertex::new(8, 0).to_gtp(size), "J19");
        assert!(Vertex::from_gtp("I5", size).is_err());
        assert!(matches!(Vertex::from_gtp("T20", size), Err(VertexError::OffBoard { .. })));
        assert!(matches!(Vertex::from_gtp("A0", size), Err(VertexError::OffBoard { .. })));
        for v in size.vertices() {
            assert_eq!(Vertex::from_gtp(&v.to_gtp(size), size), Ok(v));
        }
    }

    #[test]
    fn sgf_round_trip() {
        assert_eq!(Vertex::from_sgf("dd"), Ok(Vertex::new(3, 3)));
        assert_eq!(Vertex::new(3, 3).to_sgf(), "dd");
        assert_eq!(Vertex::from_sgf("Aa"), Ok(Vertex::new(26, 0)));
        assert!(Vertex::from_sgf("d").is_err());
        assert!(Vertex::from_sgf("d1").is_err());
    }

    #[test]
    fn parse_accepts_every_notation() {
        let size = BoardSize::NINE;
        assert_eq!(Vertex::parse("E5", size), Ok(Vertex::new(4, 4)));
        assert_eq!(Vertex::parse("ee", size), Ok(Vertex::new(4, 4)));
        assert_eq!(Vertex::parse("4, 4", size), Ok(Vertex::new(4, 4)));
        assert!(Vertex::parse("9,0", size).is_err());
        assert!(Vertex::parse("zz", size).is_err());
    }

    #[test]
    fn sizes_are_checked() {
        assert!(BoardSize::new(1, 9).is_err());
        assert!(BoardSize::new(26, 9).is_err());
        assert!(BoardSize::from_u32(1000, 9).is_err());
        assert_eq!(BoardSize::new(19, 13).map(BoardSize::points), Ok(247));
    }

    #[test]
    fn star_points_of_standard_boards() {
        assert_eq!(BoardSize::NINETEEN.star_points().len(), 9);
        assert_eq!(BoardSize::THIRTEEN.star_points().len(), 5);
        let nine = BoardSize::NINE.star_points();
        assert_eq!(nine.len(), 5);
        assert!(nine.contains(&Vertex::new(2, 2)) && nine.contains(&Vertex::new(4, 4)));
        assert_eq!(BoardSize::NINETEEN.center(), Some(Vertex::new(9, 9)));
        assert!(BoardSize::NINETEEN.star_points().contains(&Vertex::new(3, 9)));
    }
}
