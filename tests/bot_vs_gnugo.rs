//! Two short 9×9 games between tengen's `genmove` (the tree search, in this process through
//! `tengen::gtp::Engine`) and GNU Go 3.8 at level 1 (a child process, `--mode gtp`), colours
//! alternating, under the Chinese rules with komi 7.5. This only checks that whole games
//! run: every move either side generates is legal for the other, the game ends (two passes
//! in a row, or resignation) within the move limit, and both programs give a final score. The
//! strength figures come from `bench/bot-vs-gnugo.mjs` (100 games a setting), not from here.
//!
//! Like `gnugo_differential`, it FAILS when GNU Go is missing (`scripts/setup.sh` installs it)
//! unless `TENGEN_SKIP_GNUGO=1` is set outside CI. `TENGEN_GNUGO` names another program.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use tengen::gtp::Engine;

struct Gnugo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gnugo {
    fn spawn(path: &str) -> io::Result<Gnugo> {
        let mut child = Command::new(path)
            .args([
                "--mode",
                "gtp",
                "--level",
                "1",
                "--chinese-rules",
                "--komi",
                "7.5",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        Ok(Gnugo {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends one command; `Ok` with the answer's text after `= `, `Err` with a `? ` answer.
    fn ask(&mut self, command: &str) -> io::Result<Result<String, String>> {
        writeln!(self.stdin, "{command}")?;
        self.stdin.flush()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line)? == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "GNU Go stopped",
                ));
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        let answer = answer.trim_end();
        Ok(match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_string()),
            None => Err(answer.trim_start_matches('?').trim().to_string()),
        })
    }
}

impl Drop for Gnugo {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn gnugo_path() -> Option<String> {
    let path = std::env::var("TENGEN_GNUGO").unwrap_or_else(|_| "/usr/games/gnugo".into());
    if std::path::Path::new(&path).exists() {
        return Some(path);
    }
    let in_ci = std::env::var_os("CI").is_some();
    if !in_ci && std::env::var("TENGEN_SKIP_GNUGO").as_deref() == Ok("1") {
        eprintln!("bot_vs_gnugo: SKIPPED: {path} is missing and TENGEN_SKIP_GNUGO=1");
        return None;
    }
    panic!(
        "bot_vs_gnugo: {path} is missing (install GNU Go: apt-get install gnugo, as scripts/setup.sh does)"
    );
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
    let Some(path) = gnugo_path() else { return };
    for game in 0..2u64 {
        let mut gnugo = Gnugo::spawn(&path).expect("GNU Go starts");
        let mut engine = Engine::with_seed(100 + game);
        for command in ["boardsize 9", "clear_board", "komi 7.5"] {
            tengen(&mut engine, command).unwrap();
            gnugo.ask(command).unwrap().unwrap();
        }
        // 50 ms a move (Canadian byo-yomi, one move a period): short games, and the clock-bound
        // search that the benchmark measures.
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
