//! The end-of-game kinds: dead stones, the count, the result with komi and the result of a
//! handicap game.

use super::*;

/// `45½` for 45.5.
fn tengen_number(x: f64) -> String {
    if x.fract() == 0.5 {
        format!("{}½", x.trunc())
    } else {
        format!("{x}")
    }
}

/// Area counting done naively: Black's stones (dead ones removed) plus the empty regions
/// that reach only Black, plus half of those that reach both.
fn naive_black_count(n: &Naive, dead: &[Vertex]) -> f64 {
    let mut b = n.clone();
    for &d in dead {
        b.cells[usize::from(d.y) * b.w + usize::from(d.x)] = None;
    }
    let mut seen = vec![false; b.w * b.h];
    let mut total = 0.0;
    for v in b.points() {
        match b.get(v) {
            Some(Color::Black) => total += 1.0,
            Some(Color::White) => {}
            None if !seen[usize::from(v.y) * b.w + usize::from(v.x)] => {
                let (mut region, mut i) = (vec![v], 0);
                seen[usize::from(v.y) * b.w + usize::from(v.x)] = true;
                let (mut black, mut white) = (false, false);
                while i < region.len() {
                    for x in b.neighbours(region[i]) {
                        match b.get(x) {
                            Some(Color::Black) => black = true,
                            Some(Color::White) => white = true,
                            None if !seen[usize::from(x.y) * b.w + usize::from(x.x)] => {
                                seen[usize::from(x.y) * b.w + usize::from(x.x)] = true;
                                region.push(x);
                            }
                            None => {}
                        }
                    }
                    i += 1;
                }
                total += region.len() as f64
                    * match (black, white) {
                        (true, false) => 1.0,
                        (true, true) => 0.5,
                        _ => 0.0,
                    };
            }
            None => {}
        }
    }
    total
}

#[test]
fn counts_are_the_naive_area_count() {
    for p in common(Kind::Count) {
        let n = naive(&p);
        let expected = naive_black_count(&n, &p.dead);
        assert_eq!(
            p.solution,
            Solution::Number(expected),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        assert!(
            !p.check(&Attempt::Answer(format!("{}", expected + 0.5)))
                .correct
        );
        assert!(
            p.check(&Attempt::Answer(tengen_number(expected))).correct,
            "fractions as the rules write them"
        );
        if p.request.difficulty >= 3 {
            assert!(!p.dead.is_empty(), "dead stones from difficulty 3");
        }
    }
}

#[test]
fn results_are_the_count_with_komi() {
    for p in common(Kind::Result) {
        let n = naive(&p);
        let black = naive_black_count(&n, &p.dead);
        // 81 points: White has the rest; komi 7.5 points.
        let margin = black - (81.0 - black) - 7.5;
        let expected = if margin > 0.0 {
            format!("B+{margin}")
        } else {
            format!("W+{}", -margin)
        };
        assert_eq!(
            p.solution.choice(),
            Some(expected.as_str()),
            "{:?}",
            p.request
        );
        assert!(p.options.len() >= 3 && p.options.iter().any(|o| o.value == expected));
        assert!(
            p.options
                .iter()
                .all(|o| !o.label.zh.is_empty() && o.label.zh.contains('子'))
        );
    }
}

#[test]
fn handicap_results_give_back_half_a_stone_per_handicap_stone() {
    let mut handicaps = std::collections::BTreeSet::new();
    let mut winners = std::collections::BTreeSet::new();
    for p in common(Kind::HandicapResult) {
        let n = naive(&p);
        let black = naive_black_count(&n, &p.dead);
        // The handicap is in the prompt; no komi; Black gives back half a stone (one point) for
        // each handicap stone (the Chinese rules).
        let stones: u32 = p.prompt.en.split('-').next().and_then(|w| w.rsplit(' ').next()).and_then(|w| w.parse().ok()).expect("the handicap in the prompt");
        assert!(p.prompt.zh.contains(&format!("让{stones}子")), "{}", p.prompt.zh);
        let margin = black - (81.0 - black) - f64::from(stones);
        // A whole-stone compensation can leave a draw (和棋): SGF `0`.
        let expected = if margin > 0.0 {
            format!("B+{margin}")
        } else if margin < 0.0 {
            format!("W+{}", -margin)
        } else {
            "0".to_string()
        };
        assert_eq!(p.solution.choice(), Some(expected.as_str()), "{:?}", p.request);
        assert!(p.options.len() >= 3 && p.options.iter().any(|o| o.value == expected));
        // The explanation gives the count and what Black gives back, in 子.
        let v = p.check(&Attempt::Answer(expected.clone()));
        let back = tengen_number(f64::from(stones) / 2.0);
        assert!(v.correct && v.explanation.zh.contains(&format!("黑棋还{back}子")), "{:?}: {}", p.request, v.explanation.zh);
        assert!(v.explanation.zh.contains(&format!("共{}子", tengen_number(black))), "{}", v.explanation.zh);
        let wrong = p.options.iter().find(|o| o.value != expected).unwrap();
        assert!(!p.check(&Attempt::Answer(wrong.value.to_string())).correct);
        handicaps.insert(stones);
        winners.insert(expected.chars().next());
    }
    assert_eq!(handicaps.into_iter().collect::<Vec<_>>(), [2, 3, 4, 5, 6]);
    assert!(winners.contains(&Some('B')) && winners.contains(&Some('W')), "both sides win: {winners:?}");
}

#[test]
fn dead_stones_are_invaders_the_engine_also_finds_dead() {
    let ps = common(Kind::DeadStones);
    for p in &ps {
        let n = naive(p);
        let dead = p.solution.points().unwrap();
        assert!(!dead.is_empty());
        // Whole chains, each inside the other side's area.
        for &d in dead {
            let chain = n.group(d);
            assert!(
                chain.iter().all(|s| dead.contains(s)),
                "a dead chain is marked whole"
            );
        }
        // Marking a living stone too is wrong, and says so.
        let alive = n
            .points()
            .into_iter()
            .find(|&v| n.get(v).is_some() && !dead.contains(&v))
            .unwrap();
        let mut more = dead.to_vec();
        more.push(alive);
        let v = p.check(&Attempt::Points(more));
        assert!(!v.correct && v.wrong == vec![alive]);
        // The count after taking them off is settled (nothing but shared points left open).
        let s = tengen::score::count(p.position.board(), dead, &Default::default()).unwrap();
        assert!(
            s.unsettled
                .iter()
                .all(|u| u.kind == tengen::score::UnsettledKind::Dame)
        );
    }
}
