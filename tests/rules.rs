//! The Chinese Weiqi Rules article by article, and the positions that trip engines up, played
//! through the public API.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use tengen::{
    BoardSize, Color, EyeKind, Game, GameEnd, IllegalMove, KoRule, Move, Position, RuleSet, Vertex,
};

fn at(game: &Game, gtp: &str) -> Vertex {
    Vertex::from_gtp(gtp, game.size()).unwrap()
}

fn game(diagram: &str, to_move: Color, rules: RuleSet) -> Game {
    Game::from_position(Position::from_diagram(diagram, to_move).unwrap(), rules.rules())
}

fn play(game: &mut Game, gtp: &str) -> Vec<String> {
    let v = at(game, gtp);
    let size = game.size();
    match game.play(v) {
        Ok(record) => record.captured.iter().map(|c| c.to_gtp(size)).collect(),
        Err(e) => panic!("{gtp} should be legal, got {e:?} in\n{game}"),
    }
}

fn refused(game: &mut Game, gtp: &str) -> IllegalMove {
    let v = at(game, gtp);
    let before = game.position();
    let err = game.play(v).expect_err("move should be illegal");
    assert_eq!(game.position(), before, "an illegal move changed the game");
    err
}

// 第二条: black first, alternate turns, one stone per turn, passing allowed.
#[test]
fn black_moves_first_and_turns_alternate() {
    let mut g = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
    assert_eq!(g.to_move(), Color::Black);
    play(&mut g, "E5");
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().get(at(&g, "E5")), Some(Color::Black));
    g.pass().unwrap();
    assert_eq!(g.to_move(), Color::Black);
    assert_eq!(
        g.play_strict(Color::White, at(&g, "D4")).unwrap_err(),
        IllegalMove::NotYourTurn { expected: Color::Black }
    );
    assert_eq!(refused(&mut g, "E5"), IllegalMove::Occupied(at(&g, "E5")));
}

// 第三条 and 第四条: liberties, capture, captured-stone counts.
#[test]
fn capture_of_a_chain_counts_the_stones() {
    let mut g = game(
        ". X X .\n\
         X O O X\n\
         . X . .\n\
         . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    assert_eq!(g.chains_in_atari(Color::White), vec![vec![Vertex::new(1, 1), Vertex::new(2, 1)]]);
    assert_eq!(play(&mut g, "C2"), ["B3", "C3"]);
    assert_eq!(g.captures(Color::Black), 2);
    assert_eq!(g.board().get(Vertex::new(1, 1)), None);
}

// 第四条二: when both sides are out of liberties after a move, only the opponent's stones go.
#[test]
fn the_mover_captures_first() {
    let mut g = game(
        ". O X .\n\
         O X X .\n\
         X . . .\n\
         . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    // Black A4 has no liberty, and White B4 and A3 have none once it is played: Black's
    // captures come first, so the white stones go and Black's stone stays.
    assert_eq!(play(&mut g, "A4"), ["B4", "A3"]);
    assert_eq!(g.board().get(at(&g, "A4")), Some(Color::Black));
    assert_eq!(g.board().liberty_count(at(&g, "A4")), 2);
}

// 第五条: a point without liberties that captures nothing is forbidden; the same point is
// legal when it captures.
#[test]
fn suicide_is_forbidden_but_a_capturing_move_is_not() {
    let mut g = game(
        ". O . .\n\
         O . . .\n\
         . . . .\n\
         . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    assert_eq!(refused(&mut g, "A4"), IllegalMove::Suicide(at(&g, "A4")));
    // Once the white stones are in atari from outside, A4 captures and is legal.
    let mut g = game(
        ". O X .\n\
         O X . .\n\
         X . . .\n\
         . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    assert_eq!(play(&mut g, "A4"), ["B4", "A3"]);
}

#[test]
fn multi_stone_suicide_is_a_rules_option() {
    let diagram = "X X . O .\n\
                   O O O . .\n\
                   . . . . .\n\
                   . . . . .\n\
                   . . . . .";
    let mut chinese = game(diagram, Color::Black, RuleSet::Chinese);
    assert_eq!(refused(&mut chinese, "C5"), IllegalMove::Suicide(at(&chinese, "C5")));
    let mut nz = game(diagram, Color::Black, RuleSet::NewZealand);
    let record = nz.play(at(&nz, "C5")).unwrap().clone();
    assert!(record.captured.is_empty());
    assert_eq!(record.suicided.len(), 3);
    assert_eq!(nz.captures(Color::White), 3);
    assert!(nz.board().get(at(&nz, "A5")).is_none());
    // A single-stone suicide changes nothing on the board: under positional superko
    // (Tromp–Taylor) that repeats the position and is refused.
    let mut tt = game(
        ". O . .\n\
         O . . .\n\
         . . . .\n\
         . . . .",
        Color::Black,
        RuleSet::TrompTaylor,
    );
    assert_eq!(refused(&mut tt, "A4"), IllegalMove::Superko(at(&tt, "A4")));
}

fn ko_in_the_middle(rules: RuleSet) -> Game {
    game(
        ". X O . . .\n\
         X O . O . .\n\
         . X O . . .\n\
         . . . . . .\n\
         . . . . . .\n\
         . . . . . .",
        Color::Black,
        rules,
    )
}

// 第六条 and 打劫: no immediate recapture; a threat elsewhere first makes it legal.
#[test]
fn ko_forbids_immediate_recapture_under_every_preset() {
    for rules in RuleSet::ALL {
        let mut g = ko_in_the_middle(rules);
        assert_eq!(play(&mut g, "C5"), ["B5"], "{rules}");
        assert_eq!(refused(&mut g, "B5"), IllegalMove::Ko(at(&g, "B5")), "{rules}");
        play(&mut g, "F1"); // White plays a ko threat elsewhere
        play(&mut g, "F2"); // Black answers it
        assert_eq!(play(&mut g, "B5"), ["C5"], "{rules}: the retake is legal after an exchange");
    }
}

#[test]
fn the_ko_ban_lasts_one_turn() {
    let mut g = ko_in_the_middle(RuleSet::ChineseSimpleKo);
    play(&mut g, "C5");
    g.pass().unwrap(); // White passes instead of retaking
    play(&mut g, "F1");
    assert_eq!(play(&mut g, "B5"), ["C5"]);
}

#[test]
fn ko_on_the_edge_and_in_the_corner() {
    let mut edge = game(
        ". . . . .\n\
         X O . . .\n\
         . X O . .\n\
         X O . . .\n\
         . . . . .",
        Color::White,
        RuleSet::Chinese,
    );
    assert_eq!(play(&mut edge, "A3"), ["B3"]);
    assert_eq!(refused(&mut edge, "B3"), IllegalMove::Ko(at(&edge, "B3")));

    let mut corner = game(
        ". X O . .\n\
         X O . . .\n\
         . . . . .\n\
         . . . . .\n\
         . . . . .",
        Color::White,
        RuleSet::Chinese,
    );
    assert_eq!(play(&mut corner, "A5"), ["B5"]);
    assert_eq!(refused(&mut corner, "B5"), IllegalMove::Ko(at(&corner, "B5")));
}

// Snapback (倒扑): taking back several stones right after one was captured is not ko.
#[test]
fn snapback_is_not_ko() {
    let mut g = game(
        "X O . . X\n\
         X O O O X\n\
         . X X X .\n\
         . . . . .\n\
         . . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    assert_eq!(play(&mut g, "C5"), Vec::<String>::new()); // the throw-in
    assert_eq!(play(&mut g, "D5"), ["C5"]); // White takes it ...
    let taken = play(&mut g, "C5"); // ... and Black takes five back at once
    assert_eq!(taken, ["B5", "D5", "B4", "C4", "D4"]);
}

// A capture of two stones leaves a shape like a ko, but retaking one stone at once is legal:
// the position does not repeat.
#[test]
fn a_two_stone_capture_is_not_ko() {
    let mut g = game(
        ". . X X O .\n\
         . X O O . O\n\
         . . X X O .\n\
         . . . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    assert_eq!(play(&mut g, "E3"), ["C3", "D3"]);
    assert_eq!(play(&mut g, "D3"), ["E3"]);
}

/// Three kos on one board (also used by the wasm API tests, tests/api/moves.rs).
const TRIPLE_KO: &str = include_str!("data/positions/triple-ko.txt");

/// Black and White take the three kos in turn; after six captures the board is as it began.
const TRIPLE_KO_CYCLE: [&str; 6] = ["C8", "G8", "C4", "B8", "H8", "B4"];

#[test]
fn triple_ko_is_no_result_under_simple_ko() {
    for rules in [RuleSet::ChineseSimpleKo, RuleSet::Japanese] {
        let mut g = game(TRIPLE_KO, Color::Black, rules);
        let start = g.position();
        for (i, mv) in TRIPLE_KO_CYCLE.iter().cycle().take(12).enumerate() {
            assert!(!g.is_over(), "{rules}: ended early at move {i}");
            assert_eq!(play(&mut g, mv).len(), 1);
        }
        assert_eq!(g.position(), start);
        assert_eq!(g.end(), Some(GameEnd::NoResult), "{rules}: the third repetition ends the game");
        assert_eq!(refused(&mut g, "E5"), IllegalMove::GameOver);
    }
}

#[test]
fn triple_ko_cannot_cycle_under_superko() {
    for rules in [RuleSet::Chinese, RuleSet::Aga, RuleSet::TrompTaylor, RuleSet::NewZealand] {
        let mut g = game(TRIPLE_KO, Color::Black, rules);
        for mv in &TRIPLE_KO_CYCLE[..5] {
            play(&mut g, mv);
        }
        // The sixth capture would bring back the starting position with Black to move.
        assert_eq!(refused(&mut g, "B4"), IllegalMove::Superko(at(&g, "B4")), "{rules}");
        assert!(!g.is_over());
    }
}

// Eternal life (长生): a cycle of four moves in which no single stone is ever retaken, so the
// basic ko rule never stops it. Black sacrifices two stones (A7 puts A7-B7 in atari), White
// takes them (C7), Black takes two back (B7 captures C7-D7), and White throws in at D7: the
// board is as it began, with Black to move, and each side has captured two stones. The stones
// around are placed so that every move of the cycle is legal and captures nothing else (both
// outer groups have liberties to spare). It is built for the rules, not as a life-and-death
// problem: here Black could also take the throw-in with C7, and whether players would choose
// to go round is a question of the whole board. What the rules must do is the same either
// way: end the game under simple ko, refuse the repeating move under superko.
// GNU Go 3.8 agrees move by move: it plays two rounds with --simple-ko and refuses White's
// D7 in the first round with --situational-superko and with --positional-superko.
const ETERNAL_LIFE: &str = "\
. X . O X . X
O O X X X X X
. O O O O O O
O O . . . . .
. . . . . . .
. . . . . . .
. . . . . . .";

/// One round of the cycle: each move, the stones it captures, and the top three rows after it.
const ETERNAL_LIFE_CYCLE: [(&str, &[&str], &str); 4] = [
    ("A7", &[], "X X . O X . X\nO O X X X X X\n. O O O O O O"),
    ("C7", &["A7", "B7"], ". . O O X . X\nO O X X X X X\n. O O O O O O"),
    ("B7", &["C7", "D7"], ". X . . X . X\nO O X X X X X\n. O O O O O O"),
    ("D7", &[], ". X . O X . X\nO O X X X X X\n. O O O O O O"),
];

/// The diagram rows of `game` from `from` on, `count` of them.
fn rows(game: &Game, from: usize, count: usize) -> String {
    game.to_string().lines().skip(from).take(count).collect::<Vec<_>>().join("\n")
}

#[test]
fn eternal_life_comes_back_every_four_moves() {
    let mut g = game(ETERNAL_LIFE, Color::Black, RuleSet::ChineseSimpleKo);
    let start = g.position();
    let below = rows(&g, 3, 4);
    for (mv, captured, after) in ETERNAL_LIFE_CYCLE {
        assert_eq!(play(&mut g, mv), captured, "{mv}");
        assert_eq!(rows(&g, 0, 3), after, "after {mv}");
        assert_eq!(rows(&g, 3, 4), below, "after {mv}: nothing changes below");
    }
    assert_eq!(g.position(), start, "the same stones, Black to move");
    assert_eq!((g.captures(Color::Black), g.captures(Color::White)), (2, 2));
}

#[test]
fn eternal_life_under_each_ko_rule() {
    let mut seen = Vec::new();
    for rules in RuleSet::ALL {
        let ko = rules.rules().ko;
        seen.push(ko);
        let mut g = game(ETERNAL_LIFE, Color::Black, rules);
        let start = g.position();
        match ko {
            KoRule::Simple => {
                // No move is ever a ko retake, so the cycle goes round; the start position comes
                // back for the third time after two rounds, and the game ends with no result.
                for (i, (mv, captured, _)) in ETERNAL_LIFE_CYCLE.iter().cycle().take(8).enumerate() {
                    assert!(!g.is_over(), "{rules}: ended early at move {i}");
                    assert_eq!(play(&mut g, mv), *captured, "{rules}: move {i}");
                }
                assert_eq!(g.position(), start);
                assert_eq!(g.end(), Some(GameEnd::NoResult), "{rules}: the third repetition ends the game");
                assert_eq!(refused(&mut g, "A7"), IllegalMove::GameOver, "{rules}");
            }
            KoRule::PositionalSuperko | KoRule::SituationalSuperko => {
                for (mv, captured, _) in &ETERNAL_LIFE_CYCLE[..3] {
                    assert_eq!(play(&mut g, mv), *captured, "{rules}: {mv}");
                }
                // The throw-in would bring back the starting board, with Black to move.
                assert_eq!(refused(&mut g, "D7"), IllegalMove::Superko(at(&g, "D7")), "{rules}");
                assert!(!g.is_over(), "{rules}");
                // Anything else is still allowed, the same point included once the board differs.
                play(&mut g, "G1");
                play(&mut g, "G2");
                assert_eq!(play(&mut g, "D7"), Vec::<String>::new(), "{rules}");
            }
        }
    }
    for ko in [KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko] {
        assert!(seen.contains(&ko), "some preset uses {ko:?}");
    }
}

// 第七条: two passes in a row end the game; resignation; undo reopens.
#[test]
fn two_passes_end_the_game_and_undo_reopens_it() {
    let mut g = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
    play(&mut g, "E5");
    g.pass().unwrap();
    assert!(!g.is_over());
    g.pass().unwrap();
    assert_eq!(g.end(), Some(GameEnd::TwoPasses));
    assert_eq!(g.pass().unwrap_err(), IllegalMove::GameOver);
    assert!(g.undo());
    assert!(!g.is_over());
    assert_eq!(g.to_move(), Color::Black);
    g.resign(Color::Black).unwrap();
    assert_eq!(g.end().and_then(GameEnd::winner), Some(Color::White));
    assert!(g.undo());
    assert!(!g.is_over());
    // A game resumed after two passes and played on: taking back the move after the passes
    // returns to the finished position, so the game is over again.
    g.pass().unwrap();
    assert!(g.resume());
    play(&mut g, "D4");
    assert!(!g.is_over());
    assert!(g.undo());
    assert_eq!(g.end(), Some(GameEnd::TwoPasses));
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut g = ko_in_the_middle(RuleSet::Chinese);
    let start = g.position();
    play(&mut g, "C5");
    let after_capture = g.position();
    assert_eq!(g.captures(Color::Black), 1);
    assert!(g.undo());
    assert_eq!(g.position(), start);
    assert_eq!(g.captures(Color::Black), 0);
    assert!(!g.undo(), "nothing before the set-up position");
    assert!(g.redo());
    assert_eq!(g.position(), after_capture);
    assert!(!g.redo());
    // A new move after undo forgets the redo list.
    assert!(g.undo());
    play(&mut g, "F1");
    assert!(!g.redo());
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.moves()[0].mv, Move::Play(at(&g, "F1")));
}

// 让子: handicap stones on the traditional points, White moves first.
#[test]
fn handicap_games_start_with_white() {
    let g = Game::with_handicap(BoardSize::NINETEEN, RuleSet::Chinese.rules(), 4).unwrap();
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.handicap(), 4);
    assert_eq!(g.board().stone_count(Color::Black), 4);
    for p in ["D4", "Q4", "D16", "Q16"] {
        assert_eq!(g.board().get(Vertex::from_gtp(p, g.size()).unwrap()), Some(Color::Black));
    }
    assert!(Game::with_handicap(BoardSize::NINETEEN, RuleSet::Chinese.rules(), 10).is_err());
    let free = [Vertex::new(0, 0), Vertex::new(5, 5), Vertex::new(8, 8)];
    let g = Game::with_free_handicap(BoardSize::NINE, RuleSet::Chinese.rules(), &free).unwrap();
    assert_eq!(g.handicap(), 3);
}

// Teaching queries.
#[test]
fn preview_tells_what_a_move_would_do() {
    let g = game(
        ". X O . .\n\
         X O . O .\n\
         . X O . .\n\
         . . . . .\n\
         . . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    let p = g.preview(at(&g, "C4")).unwrap();
    assert_eq!(p.captures, vec![Vertex::new(1, 1)]);
    assert_eq!(p.liberties, 1);
    assert!(p.self_atari);
    let p = g.preview(at(&g, "D5")).unwrap();
    assert_eq!(p.ataris, vec![Vertex::new(2, 0)], "D5 puts the C5 stone in atari");
    assert_eq!(g.preview(at(&g, "B5")).unwrap_err(), IllegalMove::Occupied(at(&g, "B5")));
}

#[test]
fn real_and_false_eyes() {
    let g = game(
        ". X . X O\n\
         X X X X O\n\
         . . O X O\n\
         X X X . O\n\
         . . . O .",
        Color::Black,
        RuleSet::Chinese,
    );
    // A5: a corner eye of one chain: real.
    assert_eq!(g.eye_at(at(&g, "A5")), Some((Color::Black, EyeKind::Real)));
    // C5: surrounded by one chain too.
    assert_eq!(g.eye_at(at(&g, "C5")), Some((Color::Black, EyeKind::Real)));
    assert_eq!(g.eye_at(at(&g, "B3")), None, "B3 has an empty neighbour");
    let g = game(
        ". . . . .\n\
         . X O . .\n\
         X . X . .\n\
         O X . . .\n\
         . . . . .",
        Color::Black,
        RuleSet::Chinese,
    );
    // B3 is surrounded by three separate black stones with White on two diagonals: false.
    assert_eq!(g.eye_at(at(&g, "B3")), Some((Color::Black, EyeKind::False)));
}

#[test]
fn legal_moves_exclude_ko_and_suicide() {
    let mut g = ko_in_the_middle(RuleSet::Chinese);
    play(&mut g, "C5");
    let legal = g.legal_moves();
    assert!(!legal.contains(&at(&g, "B5")), "ko recapture");
    assert!(!legal.contains(&at(&g, "A6")), "suicide for White in the corner");
    assert!(!legal.contains(&at(&g, "A5")), "occupied");
    // 36 points, 7 stones: 29 empty, less the ko point and the suicide point.
    assert_eq!(legal.len(), 27);
}

// Sending two, returning one (送二还一): Black gives two stones, White captures them, Black takes
// one back and the stones are as they were, but with White to move. Positional superko forbids
// the return; situational superko (the 2002 Chinese wording: the *opponent* must not face a
// repeated position) allows it, as does simple ko.
const SEND_TWO_RETURN_ONE: &str = "\
. X . X .
O O X O O
X O X . X
X O X O X
. X X . .";

#[test]
fn sending_two_returning_one_under_each_ko_rule() {
    for (rules, third_move_legal) in [
        (RuleSet::ChineseSimpleKo, true),
        (RuleSet::Japanese, true),
        (RuleSet::Chinese, true),
        (RuleSet::NewZealand, true),
        (RuleSet::TrompTaylor, false),
    ] {
        let mut g = game(SEND_TWO_RETURN_ONE, Color::Black, rules);
        let start = g.position();
        assert_eq!(play(&mut g, "E5"), Vec::<String>::new(), "{rules}: Black sends two");
        assert_eq!(play(&mut g, "C5"), ["D5", "E5"], "{rules}: White takes two");
        if third_move_legal {
            assert_eq!(play(&mut g, "D5"), ["C5"], "{rules}: Black returns one");
            assert_eq!(g.board(), start.board(), "{rules}: the same stones ...");
            assert_eq!(g.to_move(), Color::White, "{rules}: ... with the other player to move");
        } else {
            assert_eq!(refused(&mut g, "D5"), IllegalMove::Superko(at(&g, "D5")), "{rules}");
        }
    }
}
