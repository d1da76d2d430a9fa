//! Light playouts through the wasm build, for `bench/playouts-wasm.mjs` (issue 19, item 2):
//! the loop of `examples/playouts.rs` and `benches/playout.rs`, exported so that the same
//! code can be timed in Node, in Chromium and natively in one run. Only with the `bench`
//! feature: neither the npm package nor the site carries it.

use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error};
use crate::playout::{default_move_limit, playout};
use crate::rng::Rng;
use crate::{Board, BoardSize, Color};

/// Plays `count` light random playouts from the empty `side`×`side` board (seeded with
/// `seed`) and returns the moves they made in all (a check that the work was done, and the
/// moves per playout to compare with the native runner's).
#[wasm_bindgen(js_name = benchLightPlayouts)]
pub fn bench_light_playouts(side: u8, count: u32, seed: u32) -> JsResult<f64> {
    let size = BoardSize::square(side).map_err(|e| error(code::BAD_OPTIONS, &e.to_string()))?;
    let empty = Board::new(size);
    let limit = default_move_limit(&empty);
    let mut board = empty.clone();
    let mut rng = Rng::new(u64::from(seed));
    let mut moves = 0u64;
    for _ in 0..count {
        board.clone_from(&empty);
        moves += playout(&mut board, Color::Black, &mut rng, limit).moves as u64;
    }
    Ok(moves as f64)
}
