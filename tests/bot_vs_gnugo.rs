//! Two short 9×9 games between tengen's `genmove` (the tree search, in this process through
//! `tengen::gtp::Engine`) and GNU Go 3.8 at level 1 (a child process, `--mode gtp`), colours
//! alternating, under the Chinese rules with komi 7.5. This only checks that whole games
//! run: every move either side generates is legal for the other, the game ends (two passes
//! in a row, or resignation) within the move limit, and both programs give a final score. The
//! strength figures come from `bench/bot-vs-gnugo.mjs` (100 games a setting), not from here.
//!
//! Like `gnugo_differential`, it FAILS when GNU Go is missing (`scripts/setup.sh` installs it)
//! unless `TENGEN_SKIP_GNUGO=1` is set outside CI. `TENGEN_GNUGO` names another program.

#[path = "common/gtp_child.rs"]
mod gtp_child;
use gtp_child::{GtpChild, gnugo_path};

use tengen::gtp::{Engine, TimeSource};

/// GNU Go at level 1 under the Chinese rules, komi 7.5, with situational superko as tengen's
/// Chinese preset (GNU Go's default is simple ko: it could play a repetition tengen refuses).
fn spawn_gnugo(path: &str) -> GtpChild {
    GtpChild::spawn(path, &["--mode", "gtp", "--level", "1", "--chinese-rules", "--situational-superko", "--komi", "7.5"])
        .expect("GNU Go starts")
}

fn tengen(engine: &mut Engine, command: &str) -> Result<String, String> {
    let r = engine
        .handle_line(command)
        .expect("a command, not a comment");
    if r.is_success() {
        Ok(r.text().to_string())
    } else {
        Err(r.text().to_string())
    }
}

/// The move limit of a game: far more than a 9×9 game between these two needs.
const MOVE_LIMIT: usize = 250;

#[test]
fn whole_games_against_gnugo_end_legally_with_a_result() {
    let Some(path) = gnugo_path("bot_vs_gnugo") else { return };
    for game in 0..2u64 {
        let mut gnugo = spawn_gnugo(&path);
        let mut engine = Engine::with_seed(100 + game);
        for command in ["boardsize 9", "clear_board", "komi 7.5"] {
            tengen(&mut engine, command).unwrap();
            gnugo.ask(command).unwrap().unwrap();
        }
        // 50 ms a move (Canadian byo-yomi, one move a period) on the thread's CPU time, as the
        // benchmark counts it: short games, and the clock-bound search that it measures.
        engine.set_time_source(TimeSource::thread_cpu());
        tengen(&mut engine, "time_settings 0 0.05 1").unwrap();
        let tengen_colour = if game % 2 == 0 { "black" } else { "white" };
        let (mut passes, mut moves, mut resigned) = (0, 0, false);
        while passes < 2 && moves < MOVE_LIMIT {
            let colour = if moves % 2 == 0 { "black" } else { "white" };
            let mv = if colour == tengen_colour {
                let mv = tengen(&mut engine, &format!("genmove {colour}")).unwrap();
                let answer = gnugo.ask(&format!("play {colour} {mv}")).unwrap();
                assert!(
                    answer.is_ok(),
                    "game {game}, move {moves}: GNU Go refused tengen's {mv}: {answer:?}"
                );
                mv
            } else {
                let mv = gnugo.ask(&format!("genmove {colour}")).unwrap().unwrap();
                if mv.eq_ignore_ascii_case("resign") {
                    resigned = true;
                    break;
                }
                let answer = tengen(&mut engine, &format!("play {colour} {mv}"));
                assert!(
                    answer.is_ok(),
                    "game {game}, move {moves}: tengen refused GNU Go's {mv}: {answer:?}"
                );
                mv
            };
            passes = if mv.eq_ignore_ascii_case("pass") {
                passes + 1
            } else {
                0
            };
            moves += 1;
        }
        assert!(
            resigned || passes == 2,
            "game {game} ended by two passes or resignation within {MOVE_LIMIT} moves"
        );
        if !resigned {
            let theirs = gnugo.ask("final_score").unwrap().unwrap();
            let ours = tengen(&mut engine, "final_score").unwrap();
            for score in [&theirs, &ours] {
                assert!(
                    score == "0" || score.starts_with("B+") || score.starts_with("W+"),
                    "a result: {score}"
                );
            }
        }
    }
}
