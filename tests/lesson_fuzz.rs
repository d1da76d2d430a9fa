//! Fuzzing the lesson format reader (issue 16, beyond the list), seeded and native: lesson
//! files mutated byte by byte and value by value go through what the school does with a file
//! (JSON into `LessonFile`, the checker `Lesson::from_file`, the view), which must never panic;
//! a file the checker accepts must write and read back to the same file. The same checks are
//! the cargo-fuzz target `fuzz/fuzz_targets/lesson_file.rs`; figures are in `fuzz/README.md`.
//!
//! `cargo test --release --test lesson_fuzz` runs 400 inputs; `TENGEN_FUZZ_RUNS=N` runs N
//! (and `TENGEN_FUZZ_SEED` picks another stream).

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it reads files and uses serde_json).
#![cfg(not(target_arch = "wasm32"))]

use tengen::lesson::{Lesson, LessonFile};
use tengen::rng::Rng;

/// What the school does with a lesson file's bytes; panics only on a broken invariant.
pub fn check(bytes: &[u8]) -> bool {
    let Ok(file) = serde_json::from_slice::<LessonFile>(bytes) else {
        return false;
    };
    let Ok(lesson) = Lesson::from_file(file) else {
        return false;
    };
    let _ = lesson.view();
    let text = serde_json::to_string(lesson.file()).expect("an accepted file serialises");
    let again: LessonFile = serde_json::from_str(&text).expect("what was written reads back");
    assert_eq!(&again, lesson.file(), "the round trip changed the file");
    true
}

const SCALARS: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "-1",
    "1e308",
    "4294967296",
    "2.5",
    "\"\"",
    "\"A1\"",
    "\"Z99\"",
    "\"x\"",
    "[]",
    "{}",
    "[[0,0]]",
    "\"X O\\n. .\"",
    "\"\\u0000\"",
    "\"中国\"",
    "99999999999999999999",
];

/// One mutation of `seed`: bytes flipped, cut, copied, or a JSON value replaced.
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = seed.to_vec();
    let pick = |rng: &mut Rng, n: usize| {
        if n == 0 { 0 } else { (rng.next_u64() % n as u64) as usize }
    };
    for _ in 0..1 + pick(rng, 4) {
        let n = out.len();
        match rng.next_u64() % 6 {
            0 if n > 0 => {
                let i = pick(rng, n);
                out[i] ^= 1 << (rng.next_u64() % 8);
            }
            1 if n > 1 => {
                let i = pick(rng, n);
                let len = 1 + pick(rng, (n - i).min(64));
                out.drain(i..i + len);
            }
            2 if n > 1 => {
                let i = pick(rng, n);
                let len = 1 + pick(rng, (n - i).min(64));
                let piece: Vec<u8> = out[i..i + len].to_vec();
                let at = pick(rng, n);
                out.splice(at..at, piece);
            }
            _ => {
                // Replace the value after a random ':' or in an array with a scalar from the list.
                let colons: Vec<usize> = out.iter().enumerate().filter(|(_, b)| **b == b':').map(|(i, _)| i).collect();
                if colons.is_empty() {
                    continue;
                }
                let at = colons[pick(rng, colons.len())] + 1;
                let end = value_end(&out, at);
                let with = SCALARS[pick(rng, SCALARS.len())].as_bytes().to_vec();
                out.splice(at..end, with);
            }
        }
    }
    out
}

/// The end of the JSON value starting at `from` (a rough scan, good enough to splice).
fn value_end(bytes: &[u8], from: usize) -> usize {
    let (mut depth, mut in_string, mut i) = (0i32, false, from);
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            if b == b'\\' {
                i += 1;
            } else if b == b'"' {
                in_string = false;
                if depth == 0 {
                    return i + 1;
                }
            }
        } else {
            match b {
                b'"' => in_string = true,
                b'[' | b'{' => depth += 1,
                b']' | b'}' if depth == 0 => return i,
                b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                b',' if depth == 0 => return i,
                _ => {}
            }
        }
        i += 1;
    }
    bytes.len()
}

#[test]
fn mutated_lesson_files_never_panic_and_accepted_ones_round_trip() {
    let runs: usize = std::env::var("TENGEN_FUZZ_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(400);
    let seed: u64 = std::env::var("TENGEN_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(16);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds = vec![serde_json::to_vec_pretty(&tengen::lesson::example()).unwrap()];
    // Two small units of the course as they are.
    for name in ["02-stones.json", "03-liberties.json"] {
        if let Ok(bytes) = std::fs::read(root.join("lessons").join(name)) {
            seeds.push(bytes);
        }
    }
    for s in &seeds {
        assert!(check(s), "a seed is a valid lesson");
    }
    let mut rng = Rng::new(seed);
    let mut accepted = 0;
    for i in 0..runs {
        let base = &seeds[i % seeds.len()];
        let input = mutate(base, &mut rng);
        if check(&input) {
            accepted += 1;
        }
    }
    eprintln!("lesson_fuzz: {runs} inputs, {accepted} accepted by the checker");
}
