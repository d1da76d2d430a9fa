//! The reading engine against the classic eye shapes (直三, 弯三, 丁四, 方四, 刀把五, 梅花五,
//! 葡萄六, straight and bent four, two points) in the corner, on the edge and in the centre,
//! with each side to move; ladders, nets, snapback, races and seki.

use crate::{Color, Game, Position, RuleSet, Vertex};

use super::reading::{capture_within_for_tests, deciding_moves, kill, ladder, life_status, live, race_winner, seki_for_tests};

/// A 9×9 game with an eye space (points as (x, y) from the top left) walled in by Black (every
/// point within one step, diagonals included) and that wall walled in by White.
fn shape(space: &[(u8, u8)], to_move: Color) -> (Game, Vertex) {
    let n = 9i32;
    let inside = |x: i32, y: i32| space.iter().any(|&(a, b)| i32::from(a) == x && i32::from(b) == y);
    let dist = |x: i32, y: i32| space.iter().map(|&(a, b)| (i32::from(a) - x).abs().max((i32::from(b) - y).abs())).min().unwrap();
    let mut rows = Vec::new();
    let mut wall = None;
    for y in 0..n {
        let mut row = String::new();
        for x in 0..n {
            let c = if inside(x, y) {
                '.'
            } else {
                match dist(x, y) {
                    1 => {
                        wall.get_or_insert(Vertex::new(x as u8, y as u8));
                        'X'
                    }
                    2 => 'O',
                    _ => '.',
                }
            };
            row.push(c);
        }
        rows.push(row);
    }
    let position = Position::from_diagram(&rows.join("\n"), to_move).unwrap();
    (Game::from_position(position, RuleSet::Chinese.rules()), wall.unwrap())
}

/// Moves a shape given from the top-left corner: `corner` as is, `edge` along the top edge to
/// the middle, `centre` to the middle of the board.
fn placed(space: &[(u8, u8)], place: &str) -> Vec<(u8, u8)> {
    let (dx, dy) = match place {
        "corner" => (0, 0),
        "edge" => (3, 0),
        _ => (3, 3),
    };
    space.iter().map(|&(x, y)| (x + dx, y + dy)).collect()
}

const STRAIGHT_THREE: &[(u8, u8)] = &[(0, 0), (1, 0), (2, 0)];
const BENT_THREE: &[(u8, u8)] = &[(0, 0), (1, 0), (0, 1)];
const PYRAMID_FOUR: &[(u8, u8)] = &[(0, 0), (1, 0), (2, 0), (1, 1)];
const SQUARE_FOUR: &[(u8, u8)] = &[(0, 0), (1, 0), (0, 1), (1, 1)];
const BULKY_FIVE: &[(u8, u8)] = &[(0, 0), (1, 0), (0, 1), (1, 1), (2, 0)];
const FLOWER_FIVE: &[(u8, u8)] = &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)];
const RABBITY_SIX: &[(u8, u8)] = &[(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2)];
const STRAIGHT_FOUR: &[(u8, u8)] = &[(0, 0), (1, 0), (2, 0), (3, 0)];
const BENT_FOUR: &[(u8, u8)] = &[(0, 0), (1, 0), (2, 0), (2, 1)];
const TWO: &[(u8, u8)] = &[(0, 0), (1, 0)];

fn check(name: &str, space: &[(u8, u8)], places: &[&str], expected: &str) {
    for &place in places {
        let sp = placed(space, place);
        let (black_first, wall) = shape(&sp, Color::Black);
        let (white_first, _) = shape(&sp, Color::White);
        let (status, _) = life_status(&black_first, wall).unwrap_or_else(|e| panic!("{name} ({place}): {e}\n{black_first}"));
        assert_eq!(status, expected, "{name} ({place})\n{black_first}");
        let (status_w, _) = life_status(&white_first, wall).unwrap();
        assert_eq!(status_w, expected, "{name} ({place}), White to move");
        // Black moving first lives unless the shape is dead; White moving first kills unless
        // the shape is alive.
        assert_eq!(live(&black_first, wall).met, expected != "dead", "{name} ({place}): Black to move lives?\n{black_first}");
        assert_eq!(kill(&white_first, wall).met, expected != "alive", "{name} ({place}): White to move kills?\n{white_first}");
        // And the judgements agree the other way round.
        assert_eq!(kill(&black_first, wall).met, expected == "dead", "{name} ({place}): dead with Black to move?");
        assert_eq!(live(&white_first, wall).met, expected == "alive", "{name} ({place}): alive with White to move?");
    }
}

const EVERYWHERE: &[&str] = &["corner", "edge", "centre"];

#[test]
fn straight_three_bent_three_and_pyramid_four_depend_on_who_moves() {
    check("straight three 直三", STRAIGHT_THREE, EVERYWHERE, "unsettled");
    check("bent three 弯三", BENT_THREE, EVERYWHERE, "unsettled");
    check("pyramid four 丁四", PYRAMID_FOUR, EVERYWHERE, "unsettled");
}

#[test]
fn bulky_five_flower_five_and_rabbity_six_depend_on_who_moves() {
    check("bulky five 刀把五", BULKY_FIVE, EVERYWHERE, "unsettled");
    check("flower five 梅花五", FLOWER_FIVE, EVERYWHERE, "unsettled");
    check("rabbity six 葡萄六", RABBITY_SIX, EVERYWHERE, "unsettled");
}

#[test]
fn square_four_and_two_points_are_dead_straight_and_bent_four_alive() {
    check("square four 方四", SQUARE_FOUR, EVERYWHERE, "dead");
    check("two points", TWO, EVERYWHERE, "dead");
    check("straight four", STRAIGHT_FOUR, EVERYWHERE, "alive");
    // Bent four in the corner is a special case (a ko); on the edge and in the centre it lives.
    check("bent four", BENT_FOUR, &["edge", "centre"], "alive");
}

#[test]
fn the_vital_points_are_the_moves_that_kill_and_live() {
    let at = |x, y| Vertex::new(x, y);
    for (space, vital) in [(STRAIGHT_THREE, (1, 0)), (BENT_THREE, (0, 0)), (PYRAMID_FOUR, (1, 0)), (BULKY_FIVE, (1, 0)), (FLOWER_FIVE, (1, 1)), (RABBITY_SIX, (1, 1))] {
        for place in EVERYWHERE {
            let sp = placed(space, place);
            let (dx, dy) = (sp[0].0 - space[0].0, sp[0].1 - space[0].1);
            let v = at(vital.0 + dx, vital.1 + dy);
            let (w, wall) = shape(&sp, Color::White);
            assert_eq!(deciding_moves(&w, wall, true).unwrap(), vec![v], "killing moves of {sp:?} ({place})\n{w}");
            let (b, wall) = shape(&sp, Color::Black);
            let living = deciding_moves(&b, wall, false).unwrap();
            assert!(living.contains(&v), "living moves of {sp:?} ({place}): {living:?}\n{b}");
        }
    }
}

/// The bug of issue 18: after Black plays the bend A1 of bent three (eye space A1, A2, B1),
/// `alive` and `dead` must agree that Black lives, and both eyes are real.
#[test]
fn bent_three_with_the_bend_played_lives_and_its_eyes_are_real() {
    let (mut g, wall) = shape(&placed(BENT_THREE, "corner"), Color::Black);
    g.play(Vertex::new(0, 0)).unwrap();
    assert!(live(&g, wall).met, "{g}");
    assert!(!kill(&g, wall).met);
    for eye in [Vertex::new(1, 0), Vertex::new(0, 1)] {
        assert_eq!(super::search::eye_kind(&g, eye), Some((Color::Black, crate::EyeKind::Real)), "{eye:?}\n{g}");
    }
    let (real, fake) = super::search::eyes(&g, wall);
    assert_eq!((real.len(), fake.len()), (2, 0));
}

fn game(diagram: &str, to_move: Color) -> Game {
    Game::from_position(Position::from_diagram(diagram, to_move).unwrap(), RuleSet::Chinese.rules())
}

#[test]
fn a_ladder_works_or_fails_at_a_breaker() {
    // White E5 between Black D5, E6 and F4: atari at E4 drives it up to the right edge. White
    // stones on the ways out (G8, and C2 for the other side) break it.
    let open = "\
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . X O . . . .
. . . . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .";
    let white = Vertex::new(4, 4);
    let g = game(open, Color::Black);
    assert_eq!(ladder(&g, white).unwrap().0, "works", "{g}");
    let broken: Vec<String> = open
        .lines()
        .enumerate()
        .map(|(y, row)| match y {
            1 => ". . . . . . O . .".to_string(),
            7 => ". . O . . . . . .".to_string(),
            _ => row.to_string(),
        })
        .collect();
    let g = game(&broken.join("\n"), Color::Black);
    assert_eq!(ladder(&g, white).unwrap().0, "fails", "{g}");
    // As a capture goal the ladder's first atari works against any defence and a far move
    // fails, refuted on the board by the escape.
    let g = game(open, Color::Black);
    let atari = capture_within_for_tests(&g, Vertex::new(4, 5), white, 12);
    assert!(atari.met, "{}", atari.text.en);
    let far = capture_within_for_tests(&g, Vertex::new(8, 0), white, 12);
    assert!(!far.met);
    assert!(far.refutation.is_some(), "a wrong move is refuted on the board: {}", far.text.en);
}

#[test]
fn snapback_captures_against_any_defence() {
    // White A2, B2, C2, C1 has two liberties, A1 and B1; the throw-in at B1 (扑) is a
    // snapback (倒扑): if White takes it, Black plays B1 again and captures four stones.
    let g = game(
        "\
. . . . .
. . . . .
X X X X .
O O O X .
. . O X .",
        Color::Black,
    );
    let white = Vertex::new(0, 3);
    let throw_in = capture_within_for_tests(&g, Vertex::new(1, 4), white, 2);
    assert!(throw_in.met, "{}", throw_in.text.en);
}

#[test]
fn the_capturing_race_is_won_by_the_side_to_move_or_ends_in_seki() {
    // Two liberties each, none shared: whoever moves first wins.
    let even = "\
. X X O O .
. X X O O .";
    let white = Vertex::new(3, 0);
    assert_eq!(race_winner(&game(even, Color::Black), white).unwrap().0, "black");
    assert_eq!(race_winner(&game(even, Color::White), white).unwrap().0, "white");
    // Two outside liberties each and two shared: neither can fill in, seki.
    let shared = "\
. X X . O O .
. X X . O O .";
    assert_eq!(race_winner(&game(shared, Color::Black), Vertex::new(4, 0)).unwrap().0, "seki");
}

#[test]
fn seki_is_recognised() {
    // Black's group on the left and White's on the right live with two eyes each. Between
    // them White's C column and Black's E column (with D1–D3) share D5 and D4 and have no
    // other liberty: whoever fills one is captured, so both live: seki.
    let g = game(
        "\
. X O . X O .
X X O . X O O
. X O X X O .
X X O X X O O
X X O X X O O",
        Color::White,
    );
    let black = Vertex::new(4, 0);
    let s = seki_for_tests(&g, black, Color::Black);
    assert!(s.met, "{}", s.text.en);
    assert_eq!(life_status(&g, black).unwrap().0, "seki");
    assert_eq!(life_status(&g, Vertex::new(2, 0)).unwrap().0, "seki");
    // The groups with two eyes are alive, not in seki.
    assert_eq!(life_status(&g, Vertex::new(1, 0)).unwrap().0, "alive");
    assert!(!seki_for_tests(&g, Vertex::new(1, 0), Color::Black).met);
}

#[test]
fn square_four_and_two_points_are_hopeless_whoever_moves() {
    for space in [SQUARE_FOUR, TWO] {
        for place in EVERYWHERE {
            for color in Color::ALL {
                let (g, wall) = shape(&placed(space, place), color);
                assert!(super::solve::hopeless_for_tests(&g, wall), "{g}");
            }
        }
    }
    let (g, wall) = shape(&placed(STRAIGHT_THREE, "corner"), Color::Black);
    assert!(!super::solve::hopeless_for_tests(&g, wall));
}
