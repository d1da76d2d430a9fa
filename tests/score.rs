//! Counting as the seed rules state it (第九条 计算胜负, 第十一条 贴子), territory counting,
//! seki and dame, handicap compensation per preset, dead-stone marking and the properties of
//! area counting.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use tengen::score::{
    self, CountSetup, DeadStones, GameResult, Owner, PointReason, UnsettledKind, compare_methods,
    count,
};
use tengen::{Board, BoardSize, Color, Game, Position, RuleSet, Rules, ScoringMethod, Vertex};

/// A finished 19×19 game split by two walls. Row `y` has Black's wall at `walls[y].0` and
/// Black's area to its left; White's wall starts right after it, or one point later when
/// `walls[y].1` leaves a dame point between the walls. A dead white stone sits in Black's
/// area and a dead black stone in White's, to be removed before counting.
fn walled_game(walls: &[(u8, bool)]) -> (Board, Vec<Vertex>) {
    assert_eq!(walls.len(), 19);
    let mut rows = Vec::new();
    for &(b, dame) in walls {
        let mut row = String::new();
        for x in 0..19u8 {
            let white_from = b + 1 + u8::from(dame);
            row.push(if x == b {
                'X'
            } else if x == white_from {
                'O'
            } else {
                '.'
            });
        }
        rows.push(row);
    }
    // Dead stones: a white invader at D16 in Black's area, a black one at Q4 in White's.
    let dead = [Vertex::new(3, 3), Vertex::new(15, 15)];
    rows[3].replace_range(3..4, "O");
    rows[15].replace_range(15..16, "X");
    let diagram = rows.join("\n");
    let board = Position::from_diagram(&diagram, Color::Black)
        .unwrap()
        .board()
        .clone();
    (board, dead.to_vec())
}

fn chinese(komi: f64) -> CountSetup {
    CountSetup {
        rules: Rules {
            komi,
            ..RuleSet::Chinese.rules()
        },
        ..Default::default()
    }
}

fn walls(rows: &[(usize, (u8, bool))]) -> Vec<(u8, bool)> {
    let mut w = Vec::new();
    for &(n, wall) in rows {
        w.extend(std::iter::repeat_n(wall, n));
    }
    w
}

#[test]
fn seed_example_black_185_wins_by_three_quarters_of_a_stone() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let s = count(&board, &dead, &chinese(7.5)).unwrap();
    assert_eq!(s.black.total, 185.0);
    assert_eq!(s.white.total, 176.0);
    assert_eq!(s.base, 180.5);
    assert_eq!(s.margin_stones, 0.75);
    assert_eq!(s.margin_points, 1.5);
    assert_eq!(s.winner, Some(Color::Black));
    assert_eq!(s.result_sgf, "B+1.5");
    assert_eq!(s.result_zh, "黑胜¾子");
    assert_eq!(s.result_en, "Black wins by 1.5 points (¾ stone)");
    assert_eq!(s.dead.len(), 2);
    assert!(s.is_settled(), "{:?}", s.unsettled);
}

#[test]
fn seed_example_black_184_loses_by_a_quarter_of_a_stone() {
    let (board, dead) = walled_game(&walls(&[(13, (9, false)), (6, (8, false))]));
    let s = count(&board, &dead, &chinese(7.5)).unwrap();
    assert_eq!(s.black.total, 184.0);
    assert_eq!(s.margin_stones, -0.25);
    assert_eq!(s.winner, Some(Color::White));
    assert_eq!(s.result_sgf, "W+0.5");
    assert_eq!(s.result_zh, "白胜¼子");
}

#[test]
fn seed_example_black_184_and_a_half_wins_by_a_quarter_of_a_stone() {
    let (board, dead) = walled_game(&walls(&[
        (14, (9, false)),
        (1, (8, false)),
        (1, (7, true)),
        (3, (8, false)),
    ]));
    let s = count(&board, &dead, &chinese(7.5)).unwrap();
    assert_eq!(s.black.total, 184.5);
    assert_eq!(s.black.dame_share, 0.5);
    assert_eq!(s.result_sgf, "B+0.5");
    assert_eq!(s.result_zh, "黑胜¼子");
    // The dame point is reported as still to be filled, and counted half each as the rules say.
    let dame = &s.unsettled[0];
    assert_eq!(dame.kind, UnsettledKind::Dame);
    assert_eq!(dame.points, vec![Vertex::new(8, 15)]);
    assert_eq!(s.at(Vertex::new(8, 15)).unwrap().owner, Owner::Shared);
}

#[test]
fn seed_example_without_komi_half_each_is_a_draw() {
    let (board, dead) = walled_game(&walls(&[
        (10, (9, false)),
        (4, (8, false)),
        (1, (7, true)),
        (4, (8, false)),
    ]));
    let s = count(&board, &dead, &chinese(0.0)).unwrap();
    assert_eq!((s.black.total, s.white.total), (180.5, 180.5));
    assert_eq!(s.result, GameResult::Draw);
    assert_eq!(s.result_sgf, "0");
    assert_eq!(s.result_zh, "和棋");
    assert_eq!(s.result_en, "Draw (jigo)");
}

#[test]
fn older_komi_of_two_and_three_quarter_stones() {
    let (board, dead) = walled_game(&walls(&[(13, (9, false)), (6, (8, false))]));
    // 184 − 2¾ = 181¼: Black wins by ¾ stone (5.5 points of komi).
    let s = count(&board, &dead, &chinese(5.5)).unwrap();
    assert_eq!(s.result_zh, "黑胜¾子");
    assert_eq!(s.result_sgf, "B+1.5");
}

#[test]
fn removed_dead_stones_are_explained_point_by_point() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let s = count(&board, &dead, &chinese(7.5)).unwrap();
    let at = |x, y| *s.at(Vertex::new(x, y)).unwrap();
    assert_eq!(at(3, 3).reason, PointReason::DeadWhite);
    assert_eq!(at(3, 3).owner, Owner::Black);
    assert_eq!(at(15, 15).reason, PointReason::DeadBlack);
    assert_eq!(at(15, 15).owner, Owner::White);
    assert_eq!(at(9, 0).reason, PointReason::BlackStone);
    assert_eq!(at(0, 0).reason, PointReason::BlackArea);
    assert_eq!(at(18, 18).reason, PointReason::WhiteArea);
    assert_eq!(s.ownership.len(), 361);
    assert_eq!(s.black.dead_removed, 1);
}

#[test]
fn area_and_territory_can_give_different_winners() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    // White captured five more stones during the game.
    let setup = CountSetup {
        captures: [0, 5],
        ..chinese(7.5)
    };
    let both = compare_methods(&board, &dead, &setup).unwrap();
    assert_eq!(both.area.winner, Some(Color::Black));
    assert_eq!(both.area.result_sgf, "B+1.5");
    assert_eq!(both.territory.scoring, ScoringMethod::Territory);
    // Territory: Black 166 + 1 prisoner, White 157 + 1 + 5 prisoners, komi 7.5.
    assert_eq!(both.territory.black.total, 167.0);
    assert_eq!(both.territory.white.total, 163.0);
    assert_eq!(both.territory.winner, Some(Color::White));
    assert_eq!(both.territory.result_sgf, "W+3.5");
    assert_eq!(both.territory.result_zh, "白胜3目半");
}

#[test]
fn seki_shares_dame_under_area_and_gives_nothing_under_territory() {
    let board = Position::from_diagram(
        ". O O X . .\n\
         X X O X . .\n\
         . O O X . .\n\
         O O X X . .\n\
         X X X . . .",
        Color::Black,
    )
    .unwrap()
    .board()
    .clone();
    let area = count(&board, &[], &chinese(0.0)).unwrap();
    assert_eq!(area.seki.len(), 2);
    assert_eq!(area.black.dame_share, 1.0);
    assert_eq!(area.white.dame_share, 1.0);
    assert_eq!(area.black.total + area.white.total, 30.0);
    let jp = CountSetup {
        rules: Rules {
            komi: 0.0,
            ..RuleSet::Japanese.rules()
        },
        ..Default::default()
    };
    let territory = count(&board, &[], &jp).unwrap();
    assert_eq!(territory.white.total, 0.0);
    assert!(territory.at(Vertex::new(0, 0)).unwrap().seki);
}

#[test]
fn empty_board_and_a_board_of_one_colour() {
    let empty = Board::new(BoardSize::NINETEEN);
    let s = count(&empty, &[], &chinese(7.5)).unwrap();
    assert_eq!(s.black.total + s.white.total, 361.0);
    assert_eq!(s.result_sgf, "W+7.5");
    assert!(s.unsettled.iter().any(|u| u.kind == UnsettledKind::NoOwner));
    let s = count(&empty, &[], &chinese(0.0)).unwrap();
    assert_eq!(s.result_zh, "和棋");

    let mut game = Game::new(BoardSize::NINE, Rules::default());
    for v in [
        Vertex::new(2, 2),
        Vertex::new(6, 6),
        Vertex::new(2, 6),
        Vertex::new(6, 2),
    ] {
        game.play_as(Color::Black, v).unwrap();
    }
    let s = score::count_game(&game, &[]).unwrap();
    assert_eq!(s.black.total, 81.0);
    assert_eq!(s.white.total, 0.0);
    assert_eq!(s.result_zh, "黑胜36¾子");
    assert!(s.is_settled());
}

#[test]
fn handicap_compensation_per_preset() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let expected = [
        (RuleSet::Chinese, 4.0),
        (RuleSet::ChineseSimpleKo, 4.0),
        (RuleSet::Aga, 3.0),
        (RuleSet::Japanese, 0.0),
        (RuleSet::Korean, 0.0),
        (RuleSet::NewZealand, 0.0),
        (RuleSet::TrompTaylor, 0.0),
        (RuleSet::Ing, 4.0),
    ];
    for (preset, compensation) in expected {
        let rules = Rules {
            komi: 0.5,
            ..preset.rules()
        };
        let setup = CountSetup {
            rules,
            handicap: 4,
            captures: [0, 0],
        };
        let s = count(&board, &dead, &setup).unwrap();
        assert_eq!(s.handicap_compensation, compensation, "{preset}");
        assert_eq!(
            s.margin_points,
            s.black.total - s.white.total - 0.5 - compensation,
            "{preset}"
        );
    }
    // A real handicap game: four stones, White moves first, both pass at once.
    let mut game = Game::with_handicap(BoardSize::NINETEEN, RuleSet::Chinese.rules(), 4).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    let s = score::count_game(&game, &[]).unwrap();
    assert_eq!(s.handicap, 4);
    assert_eq!(s.handicap_compensation, 4.0);
    assert_eq!(s.black.total, 361.0);
    assert_eq!(s.margin_points, 361.0 - 7.5 - 4.0);
}

#[test]
fn a_dead_set_naming_an_empty_or_off_board_point_is_refused() {
    let (board, mut dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    dead.push(Vertex::new(0, 0));
    let err = count(&board, &dead, &chinese(7.5)).unwrap_err();
    assert_eq!(err.code(), "emptyPoint");
    assert!(err.to_string().contains("A19"), "{err}");
    dead.pop();
    dead.push(Vertex::new(19, 3));
    assert_eq!(
        count(&board, &dead, &chinese(7.5)).unwrap_err().code(),
        "offBoard"
    );
    let other = DeadStones::new(BoardSize::NINE);
    assert_eq!(
        score::count_with(&board, &other, &chinese(7.5))
            .unwrap_err()
            .code(),
        "sizeMismatch"
    );
}

#[test]
fn score_serialises_in_camel_case() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let s = count(&board, &dead, &chinese(7.5)).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    for key in ["marginStones", "resultZh", "black", "white", "ownership"] {
        assert!(json.get(key).is_some(), "no {key} in {json}");
    }
    assert!(json.to_string().contains("deadWhite"));
    assert!(!json.to_string().contains("margin_stones"), "snake_case leaked");
}

/// A random position: `moves` random legal moves from an empty board of side `side`.
/// The points next to `v` on a board of this size.
fn around(size: BoardSize, v: Vertex) -> impl Iterator<Item = Vertex> {
    let (x, y) = (i32::from(v.x), i32::from(v.y));
    [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        .into_iter()
        .filter(|&(a, b)| a >= 0 && b >= 0)
        .map(|(a, b)| Vertex::new(a as u8, b as u8))
        .filter(move |&n| size.contains(n))
}

fn random_game(side: u8, moves: usize, seed: u64) -> Game {
    let mut game = Game::new(BoardSize::square(side).unwrap(), Rules::default());
    let mut state = seed | 1;
    for _ in 0..moves {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let v = legal[(state % legal.len() as u64) as usize];
        game.play(v).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn area_totals_add_up_to_the_board(side in 5u8..=13, moves in 0usize..120, seed in any::<u64>(), pick in any::<u64>()) {
        let game = random_game(side, moves, seed);
        let board = game.board();
        let chains = board.chain_representatives();
        // Mark every chain whose bit in `pick` is set.
        let dead: Vec<Vertex> = chains.iter().enumerate().filter(|(i, _)| pick >> (i % 64) & 1 == 1).map(|(_, &(v, _))| v).collect();
        for preset in [RuleSet::Chinese, RuleSet::Aga, RuleSet::NewZealand, RuleSet::Ing] {
            let setup = CountSetup { rules: preset.rules(), ..Default::default() };
            let s = count(board, &dead, &setup).unwrap();
            prop_assert_eq!(s.black.total + s.white.total, f64::from(s.points));
            prop_assert_eq!(s.margin_stones * 2.0, s.margin_points);
        }
    }

    /// `score::group` (the stones one click marks): of one colour, holding the whole chain of
    /// every stone in it, the same set from each of its stones, and closed under the rule
    /// that links two chains (a liberty they share).
    #[test]
    fn a_group_is_the_same_from_each_of_its_stones(side in 5u8..=13, moves in 1usize..120, seed in any::<u64>()) {
        let game = random_game(side, moves, seed);
        let board = game.board();
        for (v, _) in board.chain_representatives() {
            let g = score::group(board, v);
            let color = board.get(v);
            for &s in &g {
                prop_assert_eq!(board.get(s), color);
                for c in board.chain(s) {
                    prop_assert!(g.contains(&c), "the whole chain of {:?}", s);
                }
                prop_assert_eq!(&score::group(board, s), &g);
            }
            // no stone of the colour outside it shares a liberty with it
            for other in board.size().vertices().filter(|&o| board.get(o) == color && !g.contains(&o)) {
                for n in around(board.size(), other) {
                    if board.get(n).is_none() {
                        prop_assert!(!around(board.size(), n).any(|m| g.contains(&m)), "{:?} shares liberty {:?} with the group", other, n);
                    }
                }
            }
        }
    }

    #[test]
    fn toggling_a_chain_twice_restores_the_count(side in 5u8..=13, moves in 1usize..120, seed in any::<u64>(), pick in any::<usize>(), first in any::<u64>()) {
        let game = random_game(side, moves, seed);
        let board = game.board();
        let chains = board.chain_representatives();
        prop_assume!(!chains.is_empty());
        let mut dead = DeadStones::new(board.size());
        // Some earlier marking, then the chain under test twice.
        let (earlier, _) = chains[(first as usize) % chains.len()];
        dead.toggle(board, earlier).unwrap();
        let setup = CountSetup::of_game(&game);
        let before = score::count_with(board, &dead, &setup).unwrap();
        let (v, _) = chains[pick % chains.len()];
        let changed = dead.toggle(board, v).unwrap();
        prop_assert!(!changed.is_empty());
        let back = dead.toggle(board, v).unwrap();
        prop_assert_eq!(&changed, &back);
        prop_assert_eq!(score::count_with(board, &dead, &setup).unwrap(), before);
    }
}

#[test]
fn estimator_finds_the_dead_stones_of_the_seed_example_and_the_count_follows() {
    let (board, dead) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let est = score::estimate(&board, &score::EstimateOptions::default());
    assert_eq!(est.dead, dead);
    assert_eq!(est.ownership.len(), 361);
    let s = count(&board, &est.dead, &chinese(7.5)).unwrap();
    assert_eq!(s.result_zh, "黑胜¾子");
}

#[test]
fn estimator_keeps_seki_alive_and_kills_a_one_eyed_group() {
    let seki = Position::from_diagram(
        ". O O X . .\n\
         X X O X . .\n\
         . O O X . .\n\
         O O X X . .\n\
         X X X . . .",
        Color::Black,
    )
    .unwrap();
    let est = score::estimate(seki.board(), &score::EstimateOptions::default());
    assert!(est.dead.is_empty(), "{:?}", est.dead);

    // A black group with a single eye at J9 inside White's area.
    let one_eye = Position::from_diagram(
        ". . . . X O . X .\n\
         . . . . X O O X X\n\
         . . . . X O . O O\n\
         . . . . X O . . .\n\
         . . . . X O . . .\n\
         . . . . X O . . .\n\
         . . . . X O . . .\n\
         . . . . X O . . .\n\
         . . . . X O . . .",
        Color::Black,
    )
    .unwrap();
    let est = score::estimate(one_eye.board(), &score::EstimateOptions::default());
    assert_eq!(
        est.dead,
        vec![Vertex::new(7, 0), Vertex::new(7, 1), Vertex::new(8, 1)]
    );
}

#[test]
fn estimator_is_deterministic_and_trusts_benson() {
    let (board, _) = walled_game(&walls(&[(14, (9, false)), (5, (8, false))]));
    let options = score::EstimateOptions {
        playouts: 40,
        seed: 7,
    };
    assert_eq!(
        score::estimate(&board, &options),
        score::estimate(&board, &options)
    );
    // Two clean eyes: unconditionally alive whatever the playouts say, even with none.
    let two_eyes = Position::from_diagram(
        ". X . X O . .\n\
         X X X X O . .\n\
         O O O O O . .\n\
         . . . . . . .",
        Color::Black,
    )
    .unwrap();
    let est = score::estimate(
        two_eyes.board(),
        &score::EstimateOptions {
            playouts: 0,
            seed: 0,
        },
    );
    assert!(est.unconditionally_alive.contains(&Vertex::new(1, 0)));
    assert!(est.dead.is_empty());
}
