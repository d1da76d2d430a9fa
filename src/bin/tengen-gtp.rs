//! `tengen-gtp`: tengen as a GTP version 2 engine on standard input and output.
//!
//! `cargo run --release --bin tengen-gtp [-- --seed N]`; `--seed` fixes `genmove`'s random
//! choices (the default seed is fixed too, so two runs with the same commands agree). Under a
//! time limit (`time_settings`, `kgs-time_settings`) `genmove` times itself on the system's
//! monotonic clock.

use std::io::{self, BufWriter};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut seed = tengen::gtp::DEFAULT_SEED;
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
            "--help" | "-h" => {
                println!("usage: tengen-gtp [--seed N]\nSpeaks GTP version 2 on standard input and output.");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("tengen-gtp: unknown argument {other:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let mut engine = tengen::gtp::Engine::with_seed(seed);
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
