//! Reads a game of the estimator corpus (`tests/data/games/*.txt`): rows of `X`/`O` for live
//! stones and `x`/`o` for the stones the players removed, `#` comments, an optional
//! `to_move` line. Shared by `tests/score_corpus.rs` and `benches/score.rs`.

use std::path::Path;

use tengen::{Board, Color, Position, Vertex};

/// The board (dead stones still on it) and the agreed dead stones.
pub fn load_game(path: &Path) -> (Board, Vec<Vertex>) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut rows = Vec::new();
    let mut to_move = Color::Black;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(c) = line.strip_prefix("to_move ") {
            to_move = c.trim().parse().unwrap();
            continue;
        }
        rows.push(line);
    }
    let mut dead = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if c == 'x' || c == 'o' {
                dead.push(Vertex::new(x as u8, y as u8));
            }
        }
    }
    let diagram: String = rows.iter().map(|r| r.to_uppercase() + "\n").collect();
    let position = Position::from_diagram(&diagram, to_move)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (position.board().clone(), dead)
}
