//! Speed of counting and of the dead-stone estimator on real finished games from the corpus
//! (`tests/data/games`): a 19×19 and a 9×9 estimate with the default options, and a full
//! 19×19 count. The browser target for a 19×19 estimate is under 100 ms; wasm runs slower
//! than native, so the native figure should stay well below that.
//!
//! Run with `cargo bench --bench score`.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tengen::score::{CountSetup, EstimateOptions, count, estimate};
use tengen::{Board, Color, Position, Vertex};

/// A corpus game: the board and the agreed dead stones.
fn load(name: &str) -> (Board, Vec<Vertex>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games").join(name);
    let text = std::fs::read_to_string(path).unwrap();
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with("to_move"))
        .collect();
    let mut dead = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if c == 'x' || c == 'o' {
                dead.push(Vertex::new(x as u8, y as u8));
            }
        }
    }
    let diagram: String = rows.iter().map(|r| r.to_uppercase() + "\n").collect();
    (Position::from_diagram(&diagram, Color::Black).unwrap().board().clone(), dead)
}

fn bench(c: &mut Criterion) {
    let options = EstimateOptions::default();
    for name in ["ogs-10821000.txt", "ogs-12257987.txt", "ogs-13043976.txt", "ogs-14020931.txt"] {
        let (board, _) = load(name);
        let size = board.size();
        c.bench_function(&format!("estimate {}x{} {name}", size.width, size.height), |b| {
            b.iter(|| black_box(estimate(&board, &options)));
        });
    }
    let (board, dead) = load("ogs-10821000.txt");
    let setup = CountSetup::default();
    c.bench_function("count 19x19 with dead stones", |b| {
        b.iter(|| black_box(count(&board, &dead, &setup).unwrap()));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
