//! Fuzzes `Game` with arbitrary sequences of moves, passes, undos, redos, resignations and
//! queries on small boards under every rule preset.
//!
//! Checks after every step: the board is consistent; a move refused leaves the position as it
//! was; a legal move's preview agrees with what playing it captures; undo then redo comes back
//! to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::{BoardSize, Color, Game, RuleSet, Vertex};

fuzz_target!(|data: &[u8]| {
    let [side, preset, rest @ ..] = data else { return };
    let size = BoardSize::square(2 + side % 8).expect("2..=9");
    let rules = RuleSet::ALL[usize::from(*preset) % RuleSet::ALL.len()].rules();
    let mut game = Game::new(size, rules);
    for pair in rest.chunks(2).take(400) {
        let (op, arg) = (pair[0], pair.get(1).copied().unwrap_or(0));
        let v = Vertex::new(arg % 10, (arg / 10) % 10);
        match op % 16 {
            0 => {
                let _ = game.pass();
            }
            1 => {
                game.undo();
            }
            2 => {
                game.redo();
            }
            3 => {
                let _ = game.resign(if arg % 2 == 0 { Color::Black } else { Color::White });
            }
            4 => {
                let _ = game.legal_moves();
                let _ = game.chains_in_atari(Color::Black);
                let _ = game.eye_at(v);
            }
            5 => {
                let before = game.position();
                let _ = game.play_as(if arg % 2 == 0 { Color::Black } else { Color::White }, v);
                let _ = before;
            }
            _ => {
                let before = game.position();
                let preview = game.preview(v);
                match game.play(v) {
                    Ok(record) => {
                        let preview = preview.expect("a legal move previews");
                        assert_eq!(preview.captures, record.captured, "preview and play disagree");
                        let after = game.position();
                        assert!(game.undo());
                        assert_eq!(game.position(), before, "undo did not restore");
                        assert!(game.redo());
                        assert_eq!(game.position(), after, "redo did not come back");
                    }
                    Err(e) => {
                        assert_eq!(preview.err(), Some(e), "preview and play disagree on legality");
                        assert_eq!(game.position(), before, "a refused move changed the game");
                    }
                }
            }
        }
        if let Err(e) = game.board().check_consistency() {
            panic!("{e}\n{game}");
        }
    }
});
