//! `tengen-gtp`: tengen as a GTP version 2 engine on standard input and output.
//!
//! `cargo run --release --bin tengen-gtp [-- --seed N] [--search tree|flat] [--clock wall|cpu]`;
//! `--seed` fixes `genmove`'s random choices (the default seed is fixed too, so two runs with
//! the same commands agree). Under a time limit (`time_settings`, `kgs-time_settings`)
//! `genmove` times itself on the system's monotonic clock (`--clock wall`, the default) or on
//! its thread's CPU time (`--clock cpu`: fair benchmarks on a shared machine; Linux, else the
//! wall clock with a warning), and the tree search (the default) thinks as long as the time
//! allows; `--search flat` is the game room's flat playouts.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut seed = tengen::gtp::DEFAULT_SEED;
    let mut search = tengen::gtp::Search::default();
    let mut cpu_clock = false;
    let mut log_search = false;
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
            "--clock" => match args.next().as_deref() {
                Some("wall") => cpu_clock = false,
                Some("cpu") => cpu_clock = true,
                _ => {
                    eprintln!("tengen-gtp: --clock needs wall or cpu");
                    return ExitCode::from(2);
                }
            },
            "--log-search" => log_search = true,
            "--help" | "-h" => {
                println!(
                    "usage: tengen-gtp [--seed N] [--search tree|flat] [--clock wall|cpu]\n\
                     Speaks GTP version 2 on standard input and output.\n\
                     --search tree (the default): a tree search that thinks until genmove's time is up;\n\
                     --search flat: the game room's flat playouts, a fixed budget.\n\
                     --clock wall (the default): genmove's time is wall-clock time;\n\
                     --clock cpu: the thinking thread's CPU time (fair when other work shares the cores);\n\
                     --log-search: after each tree-search genmove, a line on standard error:\n\
                     `search playouts N win_rate R`."
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
    if cpu_clock {
        let source = tengen::gtp::TimeSource::thread_cpu();
        if !source.cpu_is_measured() {
            eprintln!("tengen-gtp: this system's thread CPU time cannot be read; --clock cpu uses the wall clock");
        }
        engine.set_time_source(source);
    }
    let stdin = io::stdin();
    let stdout = io::stdout();
    let result = if log_search { run_logging(&mut engine) } else { engine.run(stdin.lock(), BufWriter::new(stdout.lock())) };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tengen-gtp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The GTP loop, with one line on standard error after each `genmove` the tree search
/// answered (benchmarks read the playouts from it).
fn run_logging(engine: &mut tengen::gtp::Engine) -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().split(b'\n') {
        let line = String::from_utf8_lossy(&line?).into_owned();
        let Some(response) = engine.handle_line(&line) else { continue };
        write!(out, "{response}")?;
        out.flush()?;
        if response.is_success()
            && line.split_whitespace().any(|w| w == "genmove")
            && let Some(report) = engine.last_search()
        {
            eprintln!("search playouts {} win_rate {:.3}", report.playouts, report.win_rate);
        }
        if engine.quit_requested() {
            break;
        }
    }
    Ok(())
}
