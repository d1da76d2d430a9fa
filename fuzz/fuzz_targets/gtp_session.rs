//! Fuzzes the GTP engine with arbitrary text, one command per line.
//!
//! Beyond "no panic, no hang": after every command the board must be consistent (every chain
//! has a liberty; the kept hash and liberty counts equal recomputed ones). Commands that read
//! files (`loadsgf`) or run the Monte Carlo estimator (`final_score`, `final_status_list`) are
//! skipped: the first touches the disk, the second is too slow for millions of runs and is
//! fuzzed through its inputs elsewhere.
#![no_main]

use std::sync::Once;

use libfuzzer_sys::fuzz_target;
use tengen::gtp::Engine;

static SCRATCH_DIR: Once = Once::new();

fuzz_target!(|data: &[u8]| {
    // `printsgf FILE` writes a file, and GTP drops control characters, so a name filter alone
    // cannot stop every spelling of it: run in a scratch directory.
    SCRATCH_DIR.call_once(|| {
        let dir = std::env::temp_dir().join("tengen-fuzz-gtp");
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        std::env::set_current_dir(&dir).expect("into the scratch directory");
    });
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
