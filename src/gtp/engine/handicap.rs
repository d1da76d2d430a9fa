//! Handicap: `fixed_handicap` (GTP's own points), `place_free_handicap` (the engine's
//! choice) and `set_free_handicap` (the controller's), all before the first move.

use super::{CommandResult, Engine, arg};
use crate::handicap::{self, MAX_HANDICAP};
use crate::{BoardSize, Game, Vertex};

impl Engine {
    /// Handicap stones go on an empty board before the first move.
    pub(super) fn check_handicap_allowed(&self) -> Result<(), String> {
        if self.game.board().is_empty() && self.game.moves().is_empty() {
            Ok(())
        } else {
            Err("board not empty".into())
        }
    }

    pub(super) fn start_handicap_game(&mut self, points: &[Vertex]) -> Result<(), String> {
        self.game = Game::with_free_handicap(self.size, self.rules(), points).map_err(|e| e.to_string())?;
        Ok(())
    }

    pub(super) fn cmd_fixed_handicap(&mut self, args: &[&str]) -> CommandResult {
        let stones: u32 = arg(args, 0)?.parse().map_err(|_| "syntax error".to_string())?;
        self.check_handicap_allowed()?;
        let points = gtp_fixed_handicap(self.size, stones).ok_or_else(|| "invalid number of stones".to_string())?;
        self.start_handicap_game(&points)?;
        Ok(self.vertex_list(points))
    }

    pub(super) fn cmd_place_free_handicap(&mut self, args: &[&str]) -> CommandResult {
        let stones: u32 = arg(args, 0)?.parse().map_err(|_| "syntax error".to_string())?;
        self.check_handicap_allowed()?;
        let max = MAX_HANDICAP.min(self.size.points() as u32 - 1);
        if !(2..=max).contains(&stones) {
            return Err("invalid number of stones".into());
        }
        let points = free_handicap_points(self.size, stones as usize);
        self.start_handicap_game(&points)?;
        Ok(self.vertex_list(points))
    }

    pub(super) fn cmd_set_free_handicap(&mut self, args: &[&str]) -> CommandResult {
        if args.is_empty() {
            return Err("syntax error".into());
        }
        self.check_handicap_allowed()?;
        let mut points = Vec::with_capacity(args.len());
        for a in args {
            match self.parse_vertex(a) {
                Ok(Some(v)) => points.push(v),
                _ => return Err("bad vertex list".into()),
            }
        }
        handicap::check_free_handicap(self.size, &points).map_err(|_| "bad vertex list".to_string())?;
        self.start_handicap_game(&points)?;
        Ok(String::new())
    }
}

/// The fixed handicap points as GTP defines them (section 4.1.1 of the GTP 2 specification,
/// as GNU Go places them), so that two engines under one controller agree. They are tengen's
/// traditional points except in two places: three stones take the upper left corner (`D4 Q16
/// D16` on 19×19) where the traditional placement, seen from Black, takes the lower right; and
/// 7×7 boards have only the four corner points.
fn gtp_fixed_handicap(size: BoardSize, stones: u32) -> Option<Vec<Vertex>> {
    if size.width.min(size.height) == 7 && stones > 4 {
        return None;
    }
    let mut points = handicap::fixed_handicap(size, stones).ok()?;
    if stones == 3 {
        let four = handicap::fixed_handicap(size, 4).ok()?;
        let line = |side: u8| if side >= 13 { 3 } else { 2 };
        let lower_right = Vertex::new(size.width - 1 - line(size.width), size.height - 1 - line(size.height));
        points = four.into_iter().filter(|&v| v != lower_right).collect();
    }
    Some(points)
}

/// Points for `n` free handicap stones: the traditional points where the board has enough
/// of them, otherwise spread out greedily (each next stone as far as possible from the others,
/// off the first line where the board allows, nearest the centre on ties).
fn free_handicap_points(size: BoardSize, n: usize) -> Vec<Vertex> {
    if let Some(points) = gtp_fixed_handicap(size, n as u32) {
        return points;
    }
    // The most traditional points there are room for, then spread the rest.
    let mut points = (2..n as u32).rev().find_map(|k| gtp_fixed_handicap(size, k)).unwrap_or_default();
    let inner = |v: &Vertex| {
        let line = |c: u8, side: u8| if side >= 5 { c >= 1 && c + 1 < side } else { true };
        line(v.x, size.width) && line(v.y, size.height)
    };
    let centre2 = |v: &Vertex| {
        let dx = 2 * i32::from(v.x) - i32::from(size.width) + 1;
        let dy = 2 * i32::from(v.y) - i32::from(size.height) + 1;
        dx.abs() + dy.abs()
    };
    while points.len() < n {
        let best = size
            .vertices()
            .filter(|v| !points.contains(v))
            .map(|v| {
                let distances: Vec<i32> = points
                    .iter()
                    .map(|p| (i32::from(p.x) - i32::from(v.x)).abs() + (i32::from(p.y) - i32::from(v.y)).abs())
                    .collect();
                let spread = distances.iter().copied().min().unwrap_or(i32::MAX);
                let total: i32 = distances.iter().sum();
                (inner(&v), spread, total, -centre2(&v), v)
            })
            .max_by_key(|&(inner, spread, total, centre, v)| (inner, spread, total, centre, std::cmp::Reverse((v.y, v.x))));
        match best {
            Some((.., v)) => points.push(v),
            None => break,
        }
    }
    points.sort_by_key(|v| (v.y, v.x));
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_handicap_points_are_distinct_and_on_the_board() {
        for side in [2u8, 3, 4, 5, 6, 7, 9, 13, 19, 25] {
            let size = BoardSize::square(side).unwrap();
            let max = MAX_HANDICAP.min(size.points() as u32 - 1) as usize;
            for n in 2..=max {
                let points = free_handicap_points(size, n);
                assert_eq!(points.len(), n, "{side}x{side} with {n}");
                assert!(handicap::check_free_handicap(size, &points).is_ok());
            }
        }
        assert_eq!(free_handicap_points(BoardSize::NINETEEN, 4), handicap::fixed_handicap(BoardSize::NINETEEN, 4).unwrap());
        assert_eq!(free_handicap_points(BoardSize::NINETEEN, 3), gtp_fixed_handicap(BoardSize::NINETEEN, 3).unwrap());
    }
}
