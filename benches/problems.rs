//! Speed of the problem generator: verified problems per second of each kind, natively. The
//! target (issue 13) is at least 1,000 a second of each kind, so a problem in under 1 ms;
//! the browser target, under 20 ms a problem, is measured by `bench/problems-browser.mjs`.
//! Each iteration makes one problem on 9×9, the seed and the difficulty (1 to 5) changing from
//! one iteration to the next, so the figure is the mean over every difficulty.
//!
//! Run with `cargo bench --bench problems`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tengen::problems::{Kind, Request, generate};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("problems");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20);
    for kind in Kind::ALL {
        let mut seed = 0u64;
        group.bench_function(format!("generate {kind} 9x9 d1-5"), |b| {
            b.iter(|| {
                seed += 1;
                let difficulty = (seed % 5) as u8 + 1;
                black_box(generate(&Request::new(kind, 9, difficulty, seed)).ok())
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
