//! Speed of counting and of the dead-stone estimator on real finished games from the corpus
//! (`tests/data/games`): a 19×19 and a 9×9 estimate with the default options, and a full
//! 19×19 count. The browser target for a 19×19 estimate is under 100 ms; wasm runs slower
//! than native, so the native figure should stay well below that.
//!
//! Run with `cargo bench --bench score`.

#[path = "../tests/common/corpus.rs"]
mod corpus_file;

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tengen::score::{CountSetup, EstimateOptions, count, estimate};
use tengen::{Board, Vertex};

/// A corpus game: the board and the agreed dead stones.
fn load(name: &str) -> (Board, Vec<Vertex>) {
    corpus_file::load_game(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/games")
            .join(name),
    )
}

fn bench(c: &mut Criterion) {
    let options = EstimateOptions::default();
    for name in [
        "ogs-10821000.txt",
        "ogs-12257987.txt",
        "ogs-13043976.txt",
        "ogs-14020931.txt",
        "gnugo-19-011.txt",
        "gnugo-13-001.txt",
    ] {
        let (board, _) = load(name);
        let size = board.size();
        c.bench_function(
            &format!("estimate {}x{} {name}", size.width, size.height),
            |b| {
                b.iter(|| black_box(estimate(&board, &options)));
            },
        );
    }
    let (board, dead) = load("ogs-10821000.txt");
    let setup = CountSetup::default();
    c.bench_function("count 19x19 with dead stones", |b| {
        b.iter(|| black_box(count(&board, &dead, &setup).unwrap()));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
