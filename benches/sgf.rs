//! SGF in linear time (issue 16, item 1): reading, replaying through the rules, and writing
//! records of four shapes at 10k, 100k and 1M units — sibling variations (`(;W[aa])` ×
//! n after one move), a variation at every move of a line of passes, a long main line of
//! passes, and one huge comment (8 characters a unit). Linear means the time per unit stays
//! flat from 10k to 1M; the figures are in `bench/RESULTS.md`.
//!
//! Run with `cargo bench --bench sgf` (`-- wide` for one shape).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use tengen::sgf::{self, ReplayOptions, WriteOptions};

fn shape(name: &str, n: usize) -> String {
    match name {
        "wide" => format!("(;SZ[9];B[ee]{})", "(;W[aa])".repeat(n)),
        "deep" => {
            let mut s = String::from("(;SZ[9]");
            for _ in 0..n {
                s.push_str(";B[](;W[aa])(;W[]");
            }
            s.push_str(&")".repeat(n + 1));
            s
        }
        "main-line" => format!("(;SZ[9]{})", ";B[];W[]".repeat(n / 2)),
        _ => format!("(;SZ[9]C[{}])", "x".repeat(8 * n)),
    }
}

fn bench(c: &mut Criterion) {
    for name in ["wide", "deep", "main-line", "comment"] {
        let mut group = c.benchmark_group(format!("sgf {name}"));
        group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3));
        for n in [10_000, 100_000, 1_000_000] {
            let text = shape(name, n);
            group.throughput(Throughput::Elements(n as u64));
            let collection = sgf::parse(&text).unwrap();
            group.bench_with_input(BenchmarkId::new("read", n), &text, |b, t| b.iter(|| sgf::parse(black_box(t)).unwrap()));
            group.bench_with_input(BenchmarkId::new("read+replay+final game", n), &text, |b, t| {
                b.iter(|| {
                    let c = sgf::parse(black_box(t)).unwrap();
                    let r = sgf::replay(&c.trees[0], &ReplayOptions::default()).unwrap();
                    r.final_game().unwrap().moves().len()
                });
            });
            group.bench_with_input(BenchmarkId::new("write", n), &collection, |b, c| {
                b.iter(|| sgf::write(black_box(c), &WriteOptions::default()).len());
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
