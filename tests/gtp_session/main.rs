//! GTP sessions as transcripts: lines starting with `>` are sent to the engine, the lines after
//! them up to the next `>` are the expected response (without the empty line that ends it;
//! trailing spaces are not significant). A `>` line that gets no response (a comment, a blank
//! line) is followed directly by the next `>`.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use tengen::gtp::Engine;

mod play;
mod protocol;
mod rules;
mod time;

/// Runs a transcript against an engine and checks every response.
fn check(engine: &mut Engine, transcript: &str) {
    let mut lines = transcript.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(input) = line.strip_prefix('>') else {
            assert!(line.trim().is_empty(), "transcript line outside a response: {line:?}");
            continue;
        };
        let input = input.strip_prefix(' ').unwrap_or(input);
        let mut expected = Vec::new();
        while let Some(next) = lines.peek() {
            if next.starts_with('>') {
                break;
            }
            expected.push(next.trim_end().to_string());
            lines.next();
        }
        while expected.last().is_some_and(String::is_empty) {
            expected.pop();
        }
        let got = engine.handle_line(input).map(|r| r.to_string());
        match got {
            None => assert!(expected.is_empty(), "{input:?}: no response, expected {expected:?}"),
            Some(text) => {
                assert!(text.ends_with("\n\n"), "{input:?}: response not ended by an empty line: {text:?}");
                let got: Vec<String> = text.trim_end_matches('\n').lines().map(|l| l.trim_end().to_string()).collect();
                assert_eq!(got, expected, "response to {input:?}");
            }
        }
    }
}

fn session(transcript: &str) -> Engine {
    let mut engine = Engine::new();
    check(&mut engine, transcript);
    engine
}
