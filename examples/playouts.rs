//! Runs light random playouts for a few seconds and prints the rate.
//! `cargo run --release --example playouts -- 9 3` (board side, seconds).

use std::time::{Duration, Instant};

use tengen::playout::{default_move_limit, playout};
use tengen::rng::Rng;
use tengen::{Board, BoardSize, Color};

fn main() {
    let mut args = std::env::args().skip(1);
    let side: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(9);
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let size = BoardSize::square(side).expect("a board side from 2 to 25");
    let empty = Board::new(size);
    let limit = default_move_limit(&empty);
    let mut board = empty.clone();
    let mut rng = Rng::new(1);
    let (mut count, mut moves) = (0u64, 0u64);
    let start = Instant::now();
    let budget = Duration::from_secs_f64(seconds);
    // PLAYOUTS=N runs exactly N playouts (for instruction counts under callgrind).
    let fixed: Option<u64> = std::env::var("PLAYOUTS").ok().and_then(|s| s.parse().ok());
    while fixed.map_or(start.elapsed() < budget, |n| count < n) {
        for _ in 0..100 {
            board.clone_from(&empty);
            moves += playout(&mut board, Color::Black, &mut rng, limit).moves as u64;
            count += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{}x{}: {count} playouts in {secs:.2} s = {:.0} playouts/s, {:.1} moves per playout, {:.1} M moves/s",
        size.width,
        size.height,
        count as f64 / secs,
        moves as f64 / count as f64,
        moves as f64 / secs / 1e6
    );
}
