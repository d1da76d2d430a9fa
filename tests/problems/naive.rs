//! A deliberately simple board for checking the generator: a grid, flood fills, no
//! incremental anything. It shares no code with the engine.

#![allow(dead_code)]

use tengen::{Color, Vertex};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naive {
    pub w: usize,
    pub h: usize,
    pub cells: Vec<Option<Color>>,
}

impl Naive {
    /// Reads the engine's diagram format (`X`, `O`, `.`, spaces between points).
    pub fn from_diagram(diagram: &str) -> Naive {
        let rows: Vec<Vec<char>> = diagram
            .lines()
            .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let h = rows.len();
        let w = rows[0].len();
        let cells = rows
            .iter()
            .flat_map(|r| {
                r.iter().map(|&c| match c {
                    'X' => Some(Color::Black),
                    'O' => Some(Color::White),
                    _ => None,
                })
            })
            .collect();
        Naive { w, h, cells }
    }

    pub fn get(&self, v: Vertex) -> Option<Color> {
        self.cells[usize::from(v.y) * self.w + usize::from(v.x)]
    }

    fn set(&mut self, v: Vertex, c: Option<Color>) {
        self.cells[usize::from(v.y) * self.w + usize::from(v.x)] = c;
    }

    pub fn points(&self) -> Vec<Vertex> {
        (0..self.h)
            .flat_map(|y| (0..self.w).map(move |x| Vertex::new(x as u8, y as u8)))
            .collect()
    }

    pub fn neighbours(&self, v: Vertex) -> Vec<Vertex> {
        let (x, y) = (i32::from(v.x), i32::from(v.y));
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            .into_iter()
            .filter(|&(a, b)| a >= 0 && b >= 0 && (a as usize) < self.w && (b as usize) < self.h)
            .map(|(a, b)| Vertex::new(a as u8, b as u8))
            .collect()
    }

    /// The stones connected to `v` (same colour), sorted row by row.
    pub fn group(&self, v: Vertex) -> Vec<Vertex> {
        let Some(c) = self.get(v) else {
            return Vec::new();
        };
        let mut seen = vec![v];
        let mut i = 0;
        while i < seen.len() {
            for n in self.neighbours(seen[i]) {
                if self.get(n) == Some(c) && !seen.contains(&n) {
                    seen.push(n);
                }
            }
            i += 1;
        }
        seen.sort_by_key(|p| (p.y, p.x));
        seen
    }

    /// The empty points next to the group through `v`, sorted row by row.
    pub fn liberties(&self, v: Vertex) -> Vec<Vertex> {
        let mut libs = Vec::new();
        for s in self.group(v) {
            for n in self.neighbours(s) {
                if self.get(n).is_none() && !libs.contains(&n) {
                    libs.push(n);
                }
            }
        }
        libs.sort_by_key(|p| (p.y, p.x));
        libs
    }

    /// Plays `c` at `v` under the Chinese rules without ko (a fresh position has none):
    /// `None` if occupied or suicide, else the number of stones captured.
    pub fn play(&mut self, v: Vertex, c: Color) -> Option<usize> {
        if self.get(v).is_some() {
            return None;
        }
        self.set(v, Some(c));
        let mut captured = 0;
        for n in self.neighbours(v) {
            if self.get(n) == Some(c.opponent()) && self.liberties(n).is_empty() {
                for s in self.group(n) {
                    self.set(s, None);
                    captured += 1;
                }
            }
        }
        if captured == 0 && self.liberties(v).is_empty() {
            self.set(v, None);
            return None;
        }
        Some(captured)
    }
}
