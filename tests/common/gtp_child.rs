//! GNU Go (or another GTP engine) as a child process, shared by the tests that talk to it
//! (`gnugo_differential`, `bot_vs_gnugo`): starting it, finding it, sending one command or a
//! batch, reading the responses, and stopping it. Include it with
//! `#[path = "common/gtp_child.rs"] mod gtp_child;`.
//!
//! A missing GNU Go FAILS the test (`scripts/setup.sh` installs it) unless
//! `TENGEN_SKIP_GNUGO=1` is set outside CI; `TENGEN_GNUGO` names another program.

#![allow(dead_code)] // each test uses part of it

use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Where Debian's `gnugo` package puts GNU Go 3.8.
pub const DEFAULT_GNUGO: &str = "/usr/games/gnugo";

/// A GTP response: `Ok` with the text after `=` (and its id), `Err` with the text after `?`.
pub type Answer = Result<String, String>;

/// The path of GNU Go (`TENGEN_GNUGO`, else [`DEFAULT_GNUGO`]), or `None` when it is missing
/// and skipping was asked for (never in CI). Panics when it is missing otherwise: a test
/// against GNU Go that silently did nothing would look like a pass. `test` names the caller
/// in the messages.
pub fn gnugo_path(test: &str) -> Option<String> {
    let path = std::env::var("TENGEN_GNUGO").unwrap_or_else(|_| DEFAULT_GNUGO.to_string());
    if Path::new(&path).exists() {
        return Some(path);
    }
    let in_ci = std::env::var_os("CI").is_some();
    if !in_ci && std::env::var("TENGEN_SKIP_GNUGO").as_deref() == Ok("1") {
        eprintln!("{test}: SKIPPED: {path} is missing and TENGEN_SKIP_GNUGO=1");
        return None;
    }
    panic!(
        "{test}: GNU Go is not installed at {path} (apt-get install gnugo, as scripts/setup.sh does; \
         set TENGEN_GNUGO to another path, or TENGEN_SKIP_GNUGO=1 outside CI to skip)"
    );
}

/// A GTP engine speaking on its standard input and output; its standard error is dropped.
pub struct GtpChild {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl GtpChild {
    /// Starts `path` with `args` (for GNU Go: `--mode gtp` and its options).
    pub fn spawn(path: &str, args: &[&str]) -> io::Result<GtpChild> {
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(GtpChild { child, stdin, stdout })
    }

    /// Sends one command and reads its response.
    pub fn ask(&mut self, command: &str) -> io::Result<Answer> {
        writeln!(self.stdin, "{command}")?;
        self.stdin.flush()?;
        read_response(&mut self.stdout)
    }

    /// Sends the commands and reads one response for each. A thread writes while this one
    /// reads, so that neither side blocks on a full pipe however long the batch.
    pub fn batch(&mut self, commands: &[String]) -> io::Result<Vec<Answer>> {
        let mut text = String::new();
        for c in commands {
            text.push_str(c);
            text.push('\n');
        }
        let GtpChild { stdin, stdout, .. } = self;
        std::thread::scope(|scope| {
            let writer = scope.spawn(move || {
                stdin.write_all(text.as_bytes())?;
                stdin.flush()
            });
            let answers: io::Result<Vec<Answer>> = commands.iter().map(|_| read_response(stdout)).collect();
            writer.join().expect("the writer thread")?;
            answers
        })
    }
}

/// Reads one GTP response: its lines up to the empty line that ends it (empty lines before
/// it are skipped), the `=`/`?` mark and any id taken off the first.
fn read_response(stdout: &mut BufReader<ChildStdout>) -> io::Result<Answer> {
    let mut lines = Vec::new();
    loop {
        let mut line = String::new();
        if stdout.read_line(&mut line)? == 0 {
            return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the GTP engine closed its output"));
        }
        let line = line.trim_end_matches(['\n', '\r']).to_string();
        if line.is_empty() {
            if lines.is_empty() {
                continue;
            }
            break;
        }
        lines.push(line);
    }
    let first = &lines[0];
    let ok = first.starts_with('=');
    let body = std::iter::once(first[1..].trim_start_matches(|c: char| c.is_ascii_digit()).trim())
        .chain(lines[1..].iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("\n");
    Ok(if ok { Ok(body) } else { Err(body) })
}

impl Drop for GtpChild {
    fn drop(&mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}
