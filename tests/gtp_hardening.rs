//! GTP against hostile input (issue 16): `loadsgf` of text that is no game keeps the game in
//! progress, komi is held to the limit every entry point shares, and a record tengen wrote
//! loads back with the komi it had.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it writes files).
#![cfg(not(target_arch = "wasm32"))]

use tengen::gtp::Engine;
use tengen::rng::Rng;

fn send(engine: &mut Engine, line: &str) -> String {
    engine.handle_line(line).map(|r| r.to_string()).unwrap_or_default().trim().to_string()
}

fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("tengen-gtp-hardening-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// An engine with a game in progress: 9×9, three moves, komi 5.5.
fn game_in_progress() -> Engine {
    let mut e = Engine::new();
    for line in ["boardsize 9", "komi 5.5", "play b e5", "play w c3", "play b g7"] {
        assert_eq!(send(&mut e, line), "=", "{line}");
    }
    e
}

fn assert_kept(e: &mut Engine) {
    assert_eq!(e.game().moves().len(), 3, "the game in progress was replaced");
    assert_eq!(e.game().size().width, 9);
    assert_eq!(e.game().rules().komi, 5.5);
}

fn loads(bytes: &[u8], name: &str) -> bool {
    let path = temp_file(name, bytes);
    let mut e = game_in_progress();
    let answer = send(&mut e, &format!("loadsgf {}", path.display()));
    std::fs::remove_file(&path).unwrap();
    if answer == "=" {
        return true;
    }
    assert_eq!(answer, "? cannot load file", "{name}");
    assert_kept(&mut e);
    false
}

#[test]
fn loadsgf_of_text_that_is_no_game_fails_and_keeps_the_game() {
    for (name, bytes) in [
        ("parenthesis", &b"see the record (attached)"[..]),
        ("hello", b"hello (world"),
        ("empty-with-junk", b"hello (;world)"),
        ("nothing", b""),
        ("komi-too-large", b"(;SZ[9]KM[123456];B[ee])"),
    ] {
        assert!(!loads(bytes, name), "{name}: loaded");
    }
    let mut rng = Rng::new(16);
    for i in 0..200 {
        let n = 1 + (rng.next_u64() % 2000) as usize;
        let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
        assert!(!loads(&bytes, &format!("random-{i}")), "random bytes {i} loaded");
    }
}

#[test]
fn loadsgf_of_noise_loads_only_what_the_reader_calls_a_game_tree() {
    // Random bytes with SGF's punctuation planted in them: some hold a tree with a property
    // (`(P[x]`...), which lenient reading accepts; every other one is refused and changes nothing.
    let mut rng = Rng::new(19);
    for i in 0..200 {
        let n = 1 + (rng.next_u64() % 600) as usize;
        let mut bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
        for b in bytes.iter_mut().filter(|b| **b % 7 == 0) {
            *b = b"([;)]"[(*b as usize / 7) % 5];
        }
        let loaded = loads(&bytes, &format!("noise-{i}"));
        let read = tengen::sgf::read_bytes(&bytes, &tengen::sgf::ReadOptions::lenient());
        if loaded {
            let trees = read.unwrap().collection.trees;
            assert!(trees[0].ids().any(|id| !trees[0].node(id).properties.is_empty()), "noise {i}");
        }
    }
}

#[test]
fn komi_is_held_to_the_shared_limit() {
    let mut e = game_in_progress();
    for bad in ["1e308", "-1e308", "1000.5", "-1001", "123456"] {
        let answer = send(&mut e, &format!("komi {bad}"));
        assert_eq!(answer, "? unacceptable komi: it must be from -1000 to 1000", "komi {bad}");
        assert_kept(&mut e);
    }
    for good in ["1000", "-1000", "0.25"] {
        assert_eq!(send(&mut e, &format!("komi {good}")), "=");
    }
    // final_score stays a short number (it printed 300 digits for komi 1e308).
    let mut e = Engine::new();
    assert_eq!(send(&mut e, "boardsize 9"), "=");
    assert_eq!(send(&mut e, "komi -1000"), "=");
    assert_eq!(send(&mut e, "final_score"), "= B+1000");
}

#[test]
fn printsgf_then_loadsgf_keeps_komi_that_looks_like_hundredths() {
    for komi in ["150", "100", "500", "-200", "3.75"] {
        let mut e = Engine::new();
        assert_eq!(send(&mut e, &format!("komi {komi}")), "=");
        let text = e.to_sgf();
        let path = temp_file(&format!("komi{komi}.sgf"), text.as_bytes());
        let mut other = Engine::new();
        assert_eq!(send(&mut other, &format!("loadsgf {}", path.display())), "=");
        std::fs::remove_file(&path).unwrap();
        assert_eq!(other.game().rules().komi, komi.parse::<f64>().unwrap(), "{text}");
    }
}
