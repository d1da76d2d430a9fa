//! Fuzzes the GTP engine with arbitrary text, one command per line.
//!
//! Beyond "no panic, no hang": after every command the board must be consistent (every chain
//! has a liberty; the kept hash and liberty counts equal recomputed ones). Commands that read
//! files (`loadsgf`) or run the Monte Carlo estimator (`final_score`, `final_status_list`) are
//! skipped: the first touches the disk, the second is too slow for millions of runs and is
//! fuzzed through its inputs elsewhere.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::gtp::Engine;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut engine = Engine::with_seed(1);
    for line in text.lines().take(300) {
        let lower = line.to_ascii_lowercase();
        if lower.contains("loadsgf") || lower.contains("printsgf") || lower.contains("final_s") {
            continue;
        }
        let _ = engine.handle_line(line);
        if let Err(e) = engine.game().board().check_consistency() {
            panic!("after {line:?}: {e}");
        }
        if engine.quit_requested() {
            break;
        }
    }
});
