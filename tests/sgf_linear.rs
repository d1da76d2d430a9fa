//! Every SGF operation is linear in its input (issue 16, item 1), checked without a clock.
//!
//! A test that times a run depends on the machine and its load; this one counts instead. The
//! test binary's allocator counts the bytes each thread asks for, and each operation (read,
//! replay, the game at the end, write; `Game.fromSgf`'s path and GTP `loadsgf`) must ask for
//! at most a fixed number of bytes per byte of input, the same at 2,000 as at 64,000 units of
//! each shape. The quadratic replay this replaces copied the list of a node's children once
//! per child, and the whole game (history and table of positions) once per variation: a wide
//! tree of 16,000 variations asked for about 2 GB, a deep one about 1 GB.
//!
//! Bytes requested are a proxy for work, not a proof: a loop that allocates nothing is not
//! seen here. The criterion benchmark `benches/sgf.rs` times the same shapes from 10k to 1M
//! (figures in `bench/RESULTS.md`).

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it replaces the global allocator).
#![cfg(not(target_arch = "wasm32"))]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use tengen::gtp::Engine;
use tengen::sgf::{self, ReadOptions, ReplayOptions, WriteOptions};

struct Counting;

thread_local! {
    // A `Cell<u64>` has no destructor, so using it from the allocator registers none.
    static ASKED: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed on to the system allocator unchanged; the counter is a
// thread-local cell, touched only by its own thread.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ASKED.with(|a| a.set(a.get() + layout.size() as u64));
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ASKED.with(|a| a.set(a.get() + new_size as u64));
        // SAFETY: the caller's contract is passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Bytes this thread asked for while `f` ran.
fn asked<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = ASKED.with(Cell::get);
    let out = f();
    (out, ASKED.with(Cell::get) - before)
}

/// The record shapes, `n` units each (a variation, a level, a move, eight characters).
fn shapes(n: usize) -> Vec<(&'static str, String)> {
    let mut deep = String::from("(;SZ[9]");
    for _ in 0..n {
        // A pass with a stone variation beside it, and the line going on from the pass.
        deep.push_str(";B[](;W[aa])(;W[]");
    }
    deep.push_str(&")".repeat(n + 1));
    vec![
        ("wide: sibling variations", format!("(;SZ[9];B[ee]{})", "(;W[aa])".repeat(n))),
        ("wide: sibling setup nodes", format!("(;SZ[9];B[ee]{})", "(;AB[aa])".repeat(n))),
        ("deep: a variation at every move", deep),
        ("a long main line", format!("(;SZ[9]{})", ";B[];W[]".repeat(n / 2))),
        ("passes, then sibling variations", format!("(;SZ[9]{}{})", ";B[];W[]".repeat(n / 4), "(;B[aa])".repeat(n / 2))),
        ("a huge comment", format!("(;SZ[9]C[{}])", "x".repeat(8 * n))),
    ]
}

/// Bytes asked for per byte of input by each operation on one record.
fn per_input_byte(text: &str) -> [(&'static str, f64); 5] {
    let len = text.len() as f64;
    let (collection, read) = asked(|| sgf::read_str(text, &ReadOptions::lenient()).unwrap().collection);
    let tree = &collection.trees[0];
    let (replay, replayed) = asked(|| sgf::replay(tree, &ReplayOptions::default()).unwrap());
    let (_, final_game) = asked(|| replay.final_game().unwrap());
    let (_, written) = asked(|| sgf::write(&collection, &WriteOptions::default()));
    // What Game.fromSgf does: read, replay, the game at the end of the main line.
    let (_, from_sgf) = asked(|| {
        let c = sgf::parse(text).unwrap();
        let r = sgf::replay(&c.trees[0], &ReplayOptions::default()).unwrap();
        r.final_game().unwrap().moves().len()
    });
    [
        ("read", read as f64 / len),
        ("replay", replayed as f64 / len),
        ("final game", final_game as f64 / len),
        ("write", written as f64 / len),
        ("read + replay + final game (Game.fromSgf)", from_sgf as f64 / len),
    ]
}

#[test]
fn every_operation_asks_for_memory_in_proportion_to_its_input() {
    // The bound is generous (the largest seen is under 700: a setup node starts a fresh engine
    // game); what matters is that it holds at every size.
    const BOUND: f64 = 2_000.0;
    let small = 2_000;
    let large = 64_000;
    for ((name, text_small), (_, text_large)) in shapes(small).into_iter().zip(shapes(large)) {
        let a = per_input_byte(&text_small);
        let b = per_input_byte(&text_large);
        for ((op, x), (_, y)) in a.iter().zip(b.iter()) {
            assert!(*y <= BOUND, "{name}, {op}: {y:.0} bytes asked for per input byte at {large} units");
            // Quadratic work grows 32× between the two sizes; linear stays flat (×2 allows for
            // vectors that happen to double once more at the larger size).
            assert!(*y <= 2.0 * x.max(1.0), "{name}, {op}: {x:.1} → {y:.1} bytes per input byte from {small} to {large} units");
        }
    }
}

#[test]
fn gtp_loadsgf_of_a_wide_tree_is_linear_too() {
    let dir = std::env::temp_dir().join(format!("tengen-sgf-linear-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut per_byte = Vec::new();
    for n in [2_000, 64_000] {
        let path = dir.join(format!("wide-{n}.sgf"));
        let text = format!("(;SZ[9];B[ee]{})", "(;W[aa])".repeat(n));
        std::fs::write(&path, &text).unwrap();
        let mut engine = Engine::new();
        let (response, bytes) = asked(|| engine.handle_line(&format!("loadsgf {}", path.display())).unwrap().to_string());
        assert_eq!(response.trim(), "=");
        assert_eq!(engine.game().moves().len(), 2, "B[ee] and the first W[aa]");
        per_byte.push(bytes as f64 / text.len() as f64);
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(per_byte[1] <= 2.0 * per_byte[0].max(1.0), "loadsgf: {per_byte:?} bytes per input byte");
}

#[test]
fn a_hundred_thousand_variations_replay_to_the_right_positions() {
    // The walk takes moves back instead of copying games: every variation must still start
    // from its parent's position.
    let text = format!("(;SZ[9];B[ee]{}(;W[cc];B[dd](;W[ff])(;W[gg])))", "(;W[aa])".repeat(100_000));
    let c = sgf::parse(&text).unwrap();
    let tree = &c.trees[0];
    let replay = sgf::replay(tree, &ReplayOptions::default()).unwrap();
    let ids: Vec<_> = tree.ids().collect();
    let stones = |id| replay.position(id).board().stones().count();
    assert_eq!(stones(ids[2]), 2, "the first variation");
    assert_eq!(stones(ids[100_001]), 2, "the last of the W[aa] variations");
    let last = *ids.last().unwrap();
    assert_eq!(stones(last), 4);
    let game = replay.game_at(last).unwrap();
    assert_eq!(game.moves().len(), 4);
    assert!(game.board().get(tengen::Vertex::new(0, 0)).is_none(), "no W[aa] leaked into a later variation");
    assert_eq!(tree.next_sibling(ids[2]), Some(ids[3]));
    assert_eq!(tree.previous_sibling(ids[100_001]), Some(ids[100_000]));
}

#[test]
fn setup_leaves_still_give_their_position_and_game() {
    // The walk builds no engine game after a leaf that only sets up stones; the game at that
    // node must still have them.
    for text in ["(;SZ[5]AB[aa][bb]AW[cc]PL[W])", "(;SZ[5];B[cc](;AB[aa])(;AW[ee]PL[B]))"] {
        let c = sgf::parse(text).unwrap();
        let tree = &c.trees[0];
        let replay = sgf::replay(tree, &ReplayOptions::default()).unwrap();
        for id in tree.ids() {
            let game = replay.game_at(id).unwrap();
            let position = replay.position(id);
            assert_eq!(game.board(), position.board(), "{text}: node {}", id.index());
            assert_eq!(game.to_move(), position.to_move(), "{text}: node {}", id.index());
        }
    }
}
