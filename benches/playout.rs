//! Speed of the rules core: light random playouts per second on 9×9 and 19×19 (uniformly
//! random legal moves that do not fill a single-point eye of one's own, simple ko), and moves
//! per second through `Game` with full legality checks and situational superko.
//!
//! Run with `cargo bench --bench playout`. Criterion reports the time per playout (or per game);
//! playouts per second = 1 / that time. Figures are recorded in bench/RESULTS.md.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tengen::playout::{default_move_limit, playout};
use tengen::rng::Rng;
use tengen::{Board, BoardSize, Color, Game, Rules};

fn playouts(c: &mut Criterion) {
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        let empty = Board::new(size);
        let limit = default_move_limit(&empty);
        let mut rng = Rng::new(1);
        let mut board = empty.clone();
        let mut group = c.benchmark_group(format!("playout {}x{}", size.width, size.height));
        group.throughput(Throughput::Elements(1));
        group.bench_function("light random playout", |b| {
            b.iter(|| {
                board.clone_from(&empty);
                black_box(playout(&mut board, Color::Black, &mut rng, limit))
            });
        });
        group.finish();
    }
}

fn full_legality_moves(c: &mut Criterion) {
    // Record random games once, then time replaying them through Game::play, which checks
    // every move (occupied, suicide, ko, situational superko) and keeps the history.
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        let mut rng = Rng::new(2);
        let mut board = Board::new(size);
        let mut moves = Vec::new();
        let mut color = Color::Black;
        let mut game = Game::new(size, Rules::default());
        for _ in 0..default_move_limit(&board) {
            match tengen::playout::random_legal_move(&board, color, &mut rng) {
                Some(v) if game.play(v).is_ok() => {
                    board = game.board().clone();
                    moves.push(v);
                    color = color.opponent();
                }
                _ => break,
            }
        }
        let mut group = c.benchmark_group(format!("game {}x{}", size.width, size.height));
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function("moves with full legality and superko", |b| {
            b.iter(|| {
                let mut game = Game::new(size, Rules::default());
                for &v in &moves {
                    black_box(game.play(v).is_ok());
                }
                game
            });
        });
        group.finish();
    }
}

criterion_group!(benches, playouts, full_legality_moves);
criterion_main!(benches);
