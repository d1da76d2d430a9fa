//! The dead-stone estimator against a corpus of real finished games whose agreed dead stones
//! are known (see `tests/data/games/README.md` for the sources). A game passes when the
//! estimator suggests exactly the set of stones the players removed.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/corpus.rs"]
mod corpus_file;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use tengen::score::{EstimateOptions, estimate};
use tengen::{Board, Color, Vertex};

struct CorpusGame {
    name: String,
    board: Board,
    dead: Vec<Vertex>,
}

fn load(path: &Path) -> CorpusGame {
    let (board, dead) = corpus_file::load_game(path);
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    CorpusGame { name, board, dead }
}

fn corpus() -> Vec<CorpusGame> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths.iter().map(|p| load(p)).collect()
}

fn show(board: &Board, marks: &[Vertex]) -> String {
    let size = board.size();
    let mut s = String::new();
    for y in 0..size.height {
        for x in 0..size.width {
            let v = Vertex::new(x, y);
            let c = match board.get(v) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            };
            s.push(if marks.contains(&v) {
                c.to_ascii_lowercase()
            } else {
                c
            });
        }
        s.push('\n');
    }
    s
}

/// Where a corpus game comes from, by its file name (see `tests/data/games/README.md`).
fn source_of(name: &str) -> &'static str {
    ["ogs", "goban", "gnugo"]
        .into_iter()
        .find(|s| {
            name.strip_prefix(s)
                .is_some_and(|rest| rest.starts_with('-'))
        })
        .unwrap_or_else(|| panic!("{name}: unknown source"))
}

#[test]
fn estimator_finds_the_agreed_dead_stones() {
    let games = corpus();
    assert!(!games.is_empty());
    let options = EstimateOptions::default();
    let mut report = String::new();
    // (source, board side) → (exact, games)
    let mut table: BTreeMap<(&str, u8), (usize, usize)> = BTreeMap::new();
    // (milliseconds, playouts run, game) for the slowest estimates (printed, never asserted).
    let mut slowest: Vec<(f64, u32, &str)> = Vec::new();
    for game in &games {
        let start = Instant::now();
        let est = estimate(&game.board, &options);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let exact = est.dead == game.dead;
        slowest.push((ms, est.playouts, &game.name));
        let cell = table
            .entry((source_of(&game.name), game.board.size().width))
            .or_default();
        cell.0 += usize::from(exact);
        cell.1 += 1;
        if !exact {
            let missed: Vec<_> = game.dead.iter().filter(|v| !est.dead.contains(v)).collect();
            let extra: Vec<_> = est.dead.iter().filter(|v| !game.dead.contains(v)).collect();
            report.push_str(&format!(
                "{}: {} missed, {} extra ({ms:.1} ms)\nagreed:\n{}estimated:\n{}\n",
                game.name,
                missed.len(),
                extra.len(),
                show(&game.board, &game.dead),
                show(&game.board, &est.dead)
            ));
        }
    }
    let percent = |(exact, total): (usize, usize)| exact as f64 * 100.0 / total as f64;
    let sum = |f: &dyn Fn(&str, u8) -> bool| {
        table
            .iter()
            .filter(|((s, w), _)| f(s, *w))
            .fold((0, 0), |(e, t), (_, &(e2, t2))| (e + e2, t + t2))
    };
    report.push_str("source  board  exact/games\n");
    // One line of the table: the source, the board, exact games of all, the percentage.
    let mut line = |source: &str, board: &str, cell: (usize, usize)| {
        report.push_str(&format!("{source:<7} {board:<6} {}/{} = {:.1}%\n", cell.0, cell.1, percent(cell)));
    };
    for (&(source, side), &cell) in &table {
        line(source, &format!("{side}x{side}"), cell);
    }
    for source in ["ogs", "goban", "gnugo"] {
        line(source, "all", sum(&|s, _| s == source));
    }
    for side in [9, 13, 19] {
        line("all", &format!("{side}x{side}"), sum(&|_, w| w == side));
    }
    slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
    let extended = slowest.iter().filter(|s| s.1 > options.playouts).count();
    report.push_str(&format!(
        "{extended} of {} games needed more than {} playouts; slowest:",
        games.len(),
        options.playouts
    ));
    for (ms, playouts, name) in slowest.iter().take(5) {
        report.push_str(&format!(" {name} {ms:.1} ms ({playouts} playouts);"));
    }
    report.push('\n');
    let all = sum(&|_, _| true);
    println!(
        "{report}exact dead sets: {}/{} = {:.1}%",
        all.0,
        all.1,
        percent(all)
    );
    // The floors are what the default options reach (deterministic: same seed, same answer);
    // the games below them are listed in the corpus README's "known disagreements".
    for (source, floor) in ACCURACY_FLOORS {
        let (exact, total) = sum(&|s, _| s == source);
        assert!(
            exact >= floor,
            "{source}: {exact}/{total} games exact, floor {floor}"
        );
    }
}

/// Games per source whose dead set the estimator must get exactly right with the default
/// options.
const ACCURACY_FLOORS: [(&str, usize); 3] = [("ogs", 40), ("goban", 20), ("gnugo", 80)];

/// Accuracy with several seeds, to see how much of it is luck (`PLAYOUTS=400` in the
/// environment to try another number of playouts). Diagnostic only:
/// `cargo test --release --test score_corpus -- --ignored --nocapture accuracy_by_seed`.
#[test]
#[ignore]
fn accuracy_by_seed() {
    let games = corpus();
    for seed in [EstimateOptions::default().seed, 1, 2, 3, 4, 5, 6, 7] {
        let options = EstimateOptions {
            seed,
            playouts: std::env::var("PLAYOUTS").map_or(200, |v| v.parse().unwrap()),
        };
        let wrong: Vec<&str> = games
            .iter()
            .filter(|g| estimate(&g.board, &options).dead != g.dead)
            .map(|g| g.name.as_str())
            .collect();
        println!(
            "seed {seed:#x}: {}/{} exact, wrong: {}",
            games.len() - wrong.len(),
            games.len(),
            wrong.join(" ")
        );
    }
}

/// Prints every chain's mean ownership (from its own side's point of view, −1 … +1) next to
/// the players' verdict, to see how far the estimate is from the threshold. Diagnostic only:
/// `cargo test --release --test score_corpus -- --ignored --nocapture`.
#[test]
#[ignore]
fn chain_margins() {
    let options = EstimateOptions::default();
    let mut rows = Vec::new();
    for game in corpus() {
        let est = estimate(&game.board, &options);
        let size = game.board.size();
        for (v, color) in game.board.chain_representatives() {
            let chain = game.board.chain(v);
            let sign = if color == Color::Black { 1.0 } else { -1.0 };
            let mean: f32 = chain
                .iter()
                .map(|&s| est.ownership[size.index_of(s)] * sign)
                .sum::<f32>()
                / chain.len() as f32;
            let dead = game.dead.contains(&v);
            rows.push((mean, dead, game.name.clone(), v, chain.len()));
        }
    }
    rows.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
    for (mean, dead, name, v, n) in rows
        .iter()
        .filter(|r| r.0.abs() < 0.2 || (r.1 && r.0 > 0.0))
    {
        println!(
            "{mean:+.2} {} {name} ({}, {}) {n} stones",
            if *dead { "DEAD " } else { "alive" },
            v.x,
            v.y
        );
    }
}
