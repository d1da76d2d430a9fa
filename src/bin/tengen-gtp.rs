//! `tengen-gtp`: tengen as a GTP version 2 engine on standard input and output.
//!
//! `cargo run --release --bin tengen-gtp [-- --seed N] [--search tree|flat]`; `--seed` fixes
//! `genmove`'s random choices (the default seed is fixed too, so two runs with the same
//! commands agree). Under a time limit (`time_settings`, `kgs-time_settings`) `genmove` times
//! itself on the system's monotonic clock, and the tree search (the default) thinks as long
//! as the time allows; `--search flat` is the game room's flat playouts.

use std::io::{self, BufWriter};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut seed = tengen::gtp::DEFAULT_SEED;
    let mut search = tengen::gtp::Search::default();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => {
                    eprintln!("tengen-gtp: --seed needs a number");
                    return ExitCode::from(2);
                }
            },
            "--search" => match args.next().as_deref().and_then(tengen::gtp::Search::from_name) {
                Some(s) => search = s,
                None => {
                    eprintln!("tengen-gtp: --search needs tree or flat");
                    return ExitCode::from(2);
                }
            },
            "--help" | "-h" => {
                println!(
                    "usage: tengen-gtp [--seed N] [--search tree|flat]\n\
                     Speaks GTP version 2 on standard input and output.\n\
                     --search tree (the default): a tree search that thinks until genmove's time is up;\n\
                     --search flat: the game room's flat playouts, a fixed budget."
                );
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("tengen-gtp: unknown argument {other:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let mut engine = tengen::gtp::Engine::with_seed(seed);
    engine.set_search(search);
    let stdin = io::stdin();
    let stdout = io::stdout();
    match engine.run(stdin.lock(), BufWriter::new(stdout.lock())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tengen-gtp: {e}");
            ExitCode::FAILURE
        }
    }
}
