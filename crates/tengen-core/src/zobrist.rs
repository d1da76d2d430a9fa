//! Zobrist keys for incremental position hashing.
//!
//! Keys are fixed at compile time (splitmix64 from a constant seed), so hashes are the same in
//! every build and on every platform: tests and recorded hashes stay reproducible.

/// Enough padded points for the largest board (25×25 with its border: 27 rows of 26, plus one).
#[doc(hidden)]
pub const MAX_PADDED_POINTS: usize = 27 * 26 + 1;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn generate() -> ([[u64; MAX_PADDED_POINTS]; 2], u64) {
    let mut keys = [[0u64; MAX_PADDED_POINTS]; 2];
    let mut state = 0x7465_6E67_656E_u64; // "tengen"
    let mut color = 0;
    while color < 2 {
        let mut i = 0;
        while i < MAX_PADDED_POINTS {
            let (s, k) = splitmix64(state);
            state = s;
            keys[color][i] = k;
            i += 1;
        }
        color += 1;
    }
    let (_, white_to_move) = splitmix64(state);
    (keys, white_to_move)
}

const TABLES: ([[u64; MAX_PADDED_POINTS]; 2], u64) = generate();

/// `STONE[color index][padded point]`.
#[doc(hidden)]
pub static STONE: [[u64; MAX_PADDED_POINTS]; 2] = TABLES.0;

/// Mixed into a position's hash when White is to move (situational superko).
#[doc(hidden)]
pub const WHITE_TO_MOVE: u64 = TABLES.1;
