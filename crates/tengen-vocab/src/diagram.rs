//! Text diagrams of a board: one line per row from the top, `X` for Black, `O` for White and
//! `.` for an empty point. `Position::from_diagram` and `to_diagram` (tengen-core) are built on
//! these two functions, which live here, in the size-first crate, because reading and writing
//! text is not on any move's path.

use crate::{Color, Vertex};

/// A diagram read: its width and height, and its stones.
pub type Read = (u32, u32, Vec<(Vertex, Color)>);

/// The stones of a diagram and its width and height, or the line (1-based) and the reason it
/// could not be read.
pub fn read(diagram: &str) -> Result<Read, (usize, String)> {
    let mut stones = Vec::new();
    let mut width = None;
    let mut height = 0u32;
    for (i, line) in diagram.lines().enumerate() {
        let row: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        if row.is_empty() {
            continue;
        }
        let y = height;
        height += 1;
        match width {
            None => width = Some(row.len()),
            Some(w) if w != row.len() => {
                return Err((i + 1, format!("row has {} points, earlier rows have {w}", row.len())));
            }
            _ => {}
        }
        for (x, c) in row.into_iter().enumerate() {
            let color = match c {
                'X' | 'x' | 'B' | '#' | '●' | '⚫' => Some(Color::Black),
                'O' | 'o' | 'W' | '○' | '⚪' => Some(Color::White),
                '.' | '+' | ',' | '·' => None,
                other => return Err((i + 1, format!("unexpected character {other:?} (use X, O and .)"))),
            };
            if let Some(color) = color {
                let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y)) else {
                    return Err((i + 1, "diagram too large".into()));
                };
                stones.push((Vertex::new(x, y), color));
            }
        }
    }
    Ok((width.unwrap_or(0) as u32, height, stones))
}

/// A `width` × `height` board drawn as rows of `X`, `O` and `.` separated by spaces, with
/// `stone(v)` saying what is at each point. (A `dyn` function, so that this is compiled once,
/// here, rather than into the caller.)
pub fn draw(width: u8, height: u8, stone: &dyn Fn(Vertex) -> Option<Color>) -> String {
    let mut out = String::with_capacity(usize::from(width) * usize::from(height) * 2 + usize::from(height));
    for y in 0..height {
        for x in 0..width {
            if x > 0 {
                out.push(' ');
            }
            out.push(match stone(Vertex::new(x, y)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            });
        }
        out.push('\n');
    }
    out
}
