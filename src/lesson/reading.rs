//! The goals, queries and targets that are decided by reading (the search in
//! [`super::solve`]): capture against any defence, the capturing race, life, death, seki, the
//! ladder, and the moves that kill or live. Each verdict comes with the opponent's move the
//! explanation talks about: after a wrong move, the refutation the page plays on the board.

use crate::{Color, Game, Move, Vertex};

use super::format::{MarkKind, Text};
use super::goal::{Ctx, Outcome};
use super::search::{group, group_liberties};
use super::solve::{Aim, MAX_PLIES, Proof, Solver, Value, eye_space};
use super::words::{fill, liberties, pt, pts, same, side};

/// The default number of the learner's moves a `captureWithin` goal allows.
pub(crate) const DEFAULT_CAPTURE_MOVES: u32 = 12;

/// The learner's moves played since the exercise started (the last one included).
fn learner_moves(ctx: &Ctx, game: &Game) -> u32 {
    let from = ctx.start.moves().len();
    game.moves().iter().skip(from).filter(|m| m.color == ctx.learner).count() as u32
}

fn play_of(mv: Option<Move>) -> Option<Vertex> {
    match mv {
        Some(Move::Play(v)) => Some(v),
        _ => None,
    }
}

/// Marks for a chain and its liberties: triangles on the stones, circles on the liberties.
fn chain_marks(o: Outcome, game: &Game, at: Vertex) -> Outcome {
    if game.board().get(at).is_none() {
        return o;
    }
    let stones = game.board().chain(at);
    let libs = game.board().liberties(at);
    o.with_marks(MarkKind::Triangle, &stones).with_marks(MarkKind::Circle, &libs)
}

/// `captureWithin`: is the opponent's chain at `at` captured, or capturable against any
/// defence within the learner's remaining moves?
pub(crate) fn capture_within(ctx: &Ctx, game: &Game, at: Vertex, moves: u32) -> Outcome {
    let size = game.size();
    let board = game.board();
    let opponent = ctx.learner.opponent();
    if ctx.start.board().get(at) == Some(opponent) && board.get(at) != Some(opponent) {
        let n = ctx.start.board().chain(at).len();
        return Outcome::yes(fill("{0} at {1} {2} captured.", "{1}的棋子被提掉了。", &[&super::words::the_stones(n), &same(pt(at, size)), &super::words::en(n, "is", "are")])).settled();
    }
    if board.get(at) != Some(opponent) {
        return Outcome::no(fill("There is no {} stone at {}.", "{}没有{}的棋子。", &[&side(opponent), &same(pt(at, size))]));
    }
    let used = learner_moves(ctx, game);
    let left = moves.saturating_sub(used);
    let libs = board.liberties(at);
    let proof = if left == 0 { Proof { value: Value::Loss, best: None, plies: 0 } } else { Solver::new(game, Aim::Capture(at), ctx.learner).prove(game, (2 * left).min(MAX_PLIES)) };
    let n = libs.len();
    if proof.value == Value::Win {
        let t = fill(
            "{0} cannot escape: the chain at {1} has {2} ({3}) and {0} cannot save it whatever it plays.",
            "{0}逃不掉了：{1}的棋子有{2}（{3}），不管怎么下都救不出来。",
            &[&side(opponent), &same(pt(at, size)), &liberties(n), &pts(&libs, size)],
        );
        return chain_marks(Outcome::yes(t), game, at);
    }
    let mut o = match play_of(proof.best) {
        Some(r) => {
            let mut after = game.clone();
            let _ = after.play(r);
            let libs_after = if after.board().get(at).is_some() { after.board().liberty_count(at) } else { 0 };
            let captures = after.last_move().map_or(0, |m| m.captured.len());
            let how = if captures > 0 {
                fill(
                    "{0} captures at {1} and its chain at {2} gets out ({3}).",
                    "{0}在{1}提子，{2}的棋子就逃出来了（{3}）。",
                    &[&side(opponent), &same(pt(r, size)), &same(pt(at, size)), &liberties(libs_after)],
                )
            } else {
                fill(
                    "{0} plays {1} and its chain at {2} has {3}: it gets away.",
                    "{0}下在{1}，{2}的棋子就有{3}，逃掉了。",
                    &[&side(opponent), &same(pt(r, size)), &same(pt(at, size)), &liberties(libs_after)],
                )
            };
            let mut o = Outcome::no(how);
            o.refutation = Some(r);
            o
        }
        None => Outcome::no(fill("This does not capture the chain at {}: it still has {} ({}).", "这样吃不掉{}的棋子：它还有{}（{}）。", &[&same(pt(at, size)), &liberties(n), &pts(&libs, size)])),
    };
    if proof.value == Value::Unknown && left > 0 {
        o.undecided = true;
    }
    o = chain_marks(o, game, at);
    o
}

/// `winRace`: does the learner win the capturing race against the chain at `at`?
pub(crate) fn win_race(ctx: &Ctx, game: &Game, at: Vertex) -> Outcome {
    let size = game.size();
    let board = game.board();
    let opponent = ctx.learner.opponent();
    if ctx.start.board().get(at) == Some(opponent) && board.get(at) != Some(opponent) {
        return Outcome::yes(fill("You won the race: the stones at {} are captured.", "对杀你赢了：{}的棋子被提掉了。", &[&same(pt(at, size))])).settled();
    }
    if board.get(at) != Some(opponent) {
        return Outcome::no(fill("There is no {} stone at {}.", "{}没有{}的棋子。", &[&side(opponent), &same(pt(at, size))]));
    }
    let mut solver = Solver::new(game, Aim::Race(at), ctx.learner);
    let proof = solver.prove(game, MAX_PLIES);
    let theirs = board.liberties(at);
    // The learner's weakest chain next to the target: the one in the race.
    let mine = board.chain(at).iter().flat_map(|&s| super::search::neighbours(game, s)).filter(|&n| board.get(n) == Some(ctx.learner)).min_by_key(|&n| board.liberty_count(n));
    let my_libs = mine.map(|m| board.liberties(m)).unwrap_or_default();
    let facts = fill(
        "Your chain has {0} ({1}); the chain at {2} has {3} ({4}).",
        "你的棋有{0}（{1}）；{2}的棋子有{3}（{4}）。",
        &[&liberties(my_libs.len()), &pts(&my_libs, size), &same(pt(at, size)), &liberties(theirs.len()), &pts(&theirs, size)],
    );
    let mut o = if proof.value == Value::Win {
        Outcome::yes(Text::new("You are ahead in the race (对杀) whatever the opponent plays.", "不管对方怎么下，这个对杀你都领先。").join(&facts))
    } else {
        let mut o = Outcome::no(Text::new("Now you lose the race (对杀), or it ends in seki.", "这样对杀你就输了（或者成了双活）。").join(&facts));
        if let Some(r) = play_of(proof.best) {
            o.text = o.text.join(&fill("{} answers at {}.", "对方应在{}。", &[&side(opponent), &same(pt(r, size))]));
            o.refutation = Some(r);
        }
        o.undecided = proof.value == Value::Unknown;
        o
    };
    o = chain_marks(o, game, at);
    if let Some(m) = mine {
        o = chain_marks(o, game, m);
    }
    o
}

/// `live` and `alive`: does the group at `at` (the learner's, or whoever owns it) live whatever
/// the side to move plays?
pub(crate) fn live(game: &Game, at: Vertex) -> Outcome {
    let size = game.size();
    let board = game.board();
    let Some(owner) = board.get(at) else {
        return Outcome::no(fill("The group at {} was captured.", "{}的棋被提掉了。", &[&same(pt(at, size))]));
    };
    let strict = Solver::new(game, Aim::Live { at, strict: true }, owner).prove(game, MAX_PLIES);
    if strict.value == Value::Win {
        return eye_marks(Outcome::yes(Text::new("The group lives: it will always have two eyes.", "这块棋活了：它总能做出两只眼。")), game, at);
    }
    let loose = Solver::new(game, Aim::Live { at, strict: false }, owner).prove(game, MAX_PLIES);
    if loose.value == Value::Win {
        return Outcome::yes(Text::new("The group lives in seki (双活): it cannot be captured, though it has no two eyes.", "这块棋是双活：虽然没有两只眼，但不会被吃掉。"));
    }
    let mut o = Outcome::no(Text::new("The group is not alive yet.", "这块棋还没有活。"));
    if let Some(k) = play_of(loose.best.or(strict.best)).filter(|_| game.to_move() != owner) {
        o.text = o.text.join(&fill("{} plays {} and it cannot make two eyes.", "{}下在{}，它就做不出两只眼了。", &[&side(owner.opponent()), &same(pt(k, size))]));
        o.refutation = Some(k);
        o = o.with_marks(MarkKind::Cross, &[k]);
    }
    o.undecided = loose.value == Value::Unknown;
    o
}

fn eye_marks(o: Outcome, game: &Game, at: Vertex) -> Outcome {
    let (real, _) = super::search::eyes(game, at);
    o.with_marks(MarkKind::Circle, &real)
}

/// `kill` and `dead`: does the group at `at` die whatever its owner plays?
pub(crate) fn kill(game: &Game, at: Vertex) -> Outcome {
    let size = game.size();
    let board = game.board();
    let Some(owner) = board.get(at) else {
        return Outcome::yes(fill("The stones at {} are captured.", "{}的棋子被提掉了。", &[&same(pt(at, size))])).settled();
    };
    let proof = Solver::new(game, Aim::Kill(at), owner.opponent()).prove(game, MAX_PLIES);
    if proof.value == Value::Win {
        return Outcome::yes(fill("{} cannot make two eyes any more: the group is dead.", "{}再也做不出两只眼：这块棋死了。", &[&side(owner)]));
    }
    let mut o = Outcome::no(fill("{} can still live.", "{}还能活。", &[&side(owner)]));
    if let Some(k) = play_of(proof.best).filter(|_| game.to_move() == owner) {
        let mut after = game.clone();
        let _ = after.play(k);
        let (real, _) = super::search::eyes(&after, at);
        o.text = fill("{} plays {} and lives.", "{}下在{}就活了。", &[&side(owner), &same(pt(k, size))]);
        if real.len() >= 2 {
            o.text = o.text.join(&fill("Two eyes: {}.", "两只眼：{}。", &[&pts(&real, size)]));
        }
        o.refutation = Some(k);
        o = o.with_marks(MarkKind::Circle, &[k]);
    }
    o.undecided = proof.value == Value::Unknown;
    o
}

/// `seki`: the learner's group at `at` and the opponent's stones next to it both live, neither
/// with two eyes.
pub(crate) fn seki(ctx: &Ctx, game: &Game, at: Vertex) -> Outcome {
    let size = game.size();
    let board = game.board();
    if board.get(at) != Some(ctx.learner) {
        return Outcome::no(fill("Your stones at {} were captured.", "你在{}的棋子被提掉了。", &[&same(pt(at, size))]));
    }
    let mine = live(game, at);
    if !mine.met {
        return mine;
    }
    if Solver::new(game, Aim::Live { at, strict: true }, ctx.learner).prove(game, MAX_PLIES).value == Value::Win {
        return Outcome::no(Text::new("Your group has two eyes: that is life, not seki.", "你的棋有两只眼：这是活棋，不是双活。"));
    }
    // The opponent's stones next to the group must live too (the learner moving first).
    // The opponent's chains in the seki: next to the group and sharing a liberty with it.
    let stones = group(game, at);
    let my_libs = group_liberties(game, &stones);
    let mut theirs: Vec<Vertex> = Vec::new();
    for &s in &stones {
        for n in super::search::neighbours(game, s) {
            if board.get(n) == Some(ctx.learner.opponent()) && !theirs.iter().any(|&t| board.chain(t).contains(&n)) && board.liberties(n).iter().any(|l| my_libs.contains(l)) {
                theirs.push(n);
            }
        }
    }
    if theirs.is_empty() {
        return Outcome::no(Text::new("No opponent stones share a liberty with your group: this is not seki.", "没有对方的棋子和你的棋共用气：这不是双活。"));
    }
    let turned = with_to_move(game, ctx.learner);
    for &t in &theirs {
        let p = Solver::new(&turned, Aim::Live { at: t, strict: false }, ctx.learner.opponent()).prove(&turned, MAX_PLIES);
        if p.value != Value::Win {
            let mut o = Outcome::no(fill("The stones at {} can still be captured: this is not seki.", "{}的棋子还能被吃掉：这不是双活。", &[&same(pt(t, size))]));
            o.undecided = p.value == Value::Unknown;
            return o;
        }
    }
    let shared: Vec<Vertex> = group_liberties(game, &stones).into_iter().filter(|l| theirs.iter().any(|&t| board.liberties(t).contains(l))).collect();
    Outcome::yes(fill("Seki (双活): neither side can capture the other; {} cannot be filled by either side.", "双活：双方都吃不掉对方；{}谁也不能填。", &[&pts(&shared, size)]))
        .with_marks(MarkKind::Triangle, &shared)
}

/// A reading goal that goes on after a correct move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReadingAim {
    Capture(Vertex),
    Race(Vertex),
    Live(Vertex),
    Kill(Vertex),
}

impl ReadingAim {
    /// The search's aim: for `live`, two eyes when the group can get them, else seki.
    fn aim(self, game: &Game, learner: Color) -> Aim {
        match self {
            ReadingAim::Capture(v) => Aim::Capture(v),
            ReadingAim::Race(v) => Aim::Race(v),
            ReadingAim::Kill(v) => Aim::Kill(v),
            ReadingAim::Live(at) => {
                let strict = Solver::new(game, Aim::Live { at, strict: true }, learner).prove(game, MAX_PLIES).value == Value::Win;
                Aim::Live { at, strict }
            }
        }
    }
}

/// The position of `game` with `color` to move. A pass would do it too, but then one more pass
/// in the search would end the game; this starts afresh from the stones (no history, so no ko
/// ban carries over).
fn with_to_move(game: &Game, color: Color) -> Game {
    if game.to_move() == color {
        return game.clone();
    }
    let stones: Vec<(Vertex, Color)> = game.board().stones().collect();
    match crate::Position::from_stones(game.size(), &stones, color) {
        Ok(p) => Game::from_position(p, *game.rules()),
        Err(_) => game.clone(),
    }
}

/// The opponent's move that keeps a reading goal going after a correct learner move, or None
/// when nothing more needs an answer (the goal is reached, or the opponent's strongest move can
/// be ignored: passing after it still wins).
pub(crate) fn continuation(aim: ReadingAim, learner: Color, game: &Game) -> Option<Move> {
    if game.is_over() {
        return None;
    }
    let aim = aim.aim(game, learner);
    let mut solver = Solver::new(game, aim, learner);
    let mv = solver.strongest_resistance(game, MAX_PLIES)?;
    if mv == Move::Pass && !matches!(aim, Aim::Capture(_) | Aim::Race(_)) {
        return None;
    }
    let mut after = game.clone();
    after.play_move(after.to_move(), mv).ok()?;
    if matches!(aim, Aim::Kill(_) | Aim::Live { .. }) {
        let ignored = with_to_move(&after, after.to_move().opponent());
        if solver.prove(&ignored, MAX_PLIES).value == Value::Win {
            return None;
        }
    }
    Some(mv)
}

/// The learner's winning move in a reading goal (for "show the answer" after the first move).
pub(crate) fn winning_move(aim: ReadingAim, learner: Color, game: &Game) -> Option<Move> {
    let aim = aim.aim(game, learner);
    let p = Solver::new(game, aim, learner).prove(game, MAX_PLIES);
    (p.value == Value::Win).then_some(p.best).flatten()
}

/// The `life` query: `alive`, `dead`, `unsettled` or `seki`, with an explanation.
pub(crate) fn life_status(game: &Game, at: Vertex) -> Result<(String, Text), String> {
    let size = game.size();
    let Some(owner) = game.board().get(at) else {
        return Err(format!("there is no stone at {}", pt(at, size)));
    };
    let (owner_first, attacker_first) = (with_to_move(game, owner), with_to_move(game, owner.opponent()));
    let prove = |g: &Game, aim: Aim, side: Color| Solver::new(g, aim, side).prove(g, MAX_PLIES).value;
    let at_s = same(pt(at, size));
    if prove(&attacker_first, Aim::Live { at, strict: true }, owner) == Value::Win {
        return Ok(("alive".into(), fill("The group at {} lives even if the opponent moves first.", "{}这块棋即使对方先下也是活棋。", &[&at_s])));
    }
    if prove(&owner_first, Aim::Kill(at), owner.opponent()) == Value::Win {
        return Ok(("dead".into(), fill("The group at {} dies even if it moves first.", "{}这块棋即使自己先下也是死棋。", &[&at_s])));
    }
    let lives_first = prove(&owner_first, Aim::Live { at, strict: false }, owner) == Value::Win;
    if prove(&attacker_first, Aim::Live { at, strict: false }, owner) == Value::Win {
        return Ok(("seki".into(), fill("The group at {} cannot be captured but has no two eyes: seki (双活).", "{}这块棋吃不掉，也没有两只眼：双活。", &[&at_s])));
    }
    if lives_first && prove(&attacker_first, Aim::Kill(at), owner.opponent()) == Value::Win {
        return Ok(("unsettled".into(), fill("The group at {} lives if its owner moves first and dies if the opponent does.", "{}这块棋自己先下就活，对方先下就死。", &[&at_s])));
    }
    Err(format!("the engine cannot decide the life of the group at {} within its reading budget", pt(at, size)))
}

/// The `ladder` query: `works` or `fails` for the player to move against the chain at `at`.
pub(crate) fn ladder(game: &Game, at: Vertex) -> Result<(String, Text, Vec<Vertex>), String> {
    let size = game.size();
    let board = game.board();
    let Some(owner) = board.get(at) else {
        return Err(format!("there is no stone at {}", pt(at, size)));
    };
    if owner == game.to_move() {
        return Err(format!("the stone at {} belongs to the player to move; the ladder query asks whether the player to move captures it", pt(at, size)));
    }
    let mut g = game.clone();
    let (works, line) = read_ladder(&mut g, at, owner.opponent(), 0);
    let t = if works {
        fill("Atari after atari, the chain at {} is captured: the ladder (征子) works.", "一路叫吃下去，{}的棋子被提掉：征子成立。", &[&same(pt(at, size))])
    } else {
        fill("The chain at {} gets out (a ladder breaker, 引征, or a capture): the ladder fails.", "{}的棋子逃出来了（有引征或能提子）：征子不成立。", &[&same(pt(at, size))])
    };
    Ok(((if works { "works" } else { "fails" }).into(), t, line))
}

/// Reads a ladder: the attacker only gives atari, the defender extends or captures. Returns
/// whether it is captured, and the attacker's moves of the line found.
fn read_ladder(g: &mut Game, at: Vertex, attacker: Color, ply: u32) -> (bool, Vec<Vertex>) {
    let board = g.board();
    if board.get(at).is_none() {
        return (true, Vec::new());
    }
    if ply > 120 {
        return (false, Vec::new());
    }
    let libs = board.liberties(at);
    if g.to_move() == attacker {
        if libs.len() >= 3 {
            return (false, Vec::new());
        }
        for l in libs {
            if g.play(l).is_err() {
                continue;
            }
            let ok = g.board().get(at).is_none() || g.board().liberty_count(at) == 1;
            let (w, mut line) = if ok { read_ladder(g, at, attacker, ply + 1) } else { (false, Vec::new()) };
            g.undo();
            if w {
                line.insert(0, l);
                return (true, line);
            }
        }
        (false, Vec::new())
    } else {
        // Defences: extend at the last liberty, or capture a stone next to the chain.
        let mut tries = libs.clone();
        for s in board.chain(at) {
            for n in super::search::neighbours(g, s) {
                if board.get(n) == Some(attacker) && board.liberty_count(n) == 1 {
                    tries.extend(board.liberties(n));
                }
            }
        }
        if tries.is_empty() {
            return (true, Vec::new());
        }
        let mut line = Vec::new();
        for l in tries {
            if g.play(l).is_err() {
                continue;
            }
            let (w, sub) = read_ladder(g, at, attacker, ply + 1);
            g.undo();
            if !w {
                return (false, Vec::new());
            }
            if line.is_empty() {
                line = sub;
            }
        }
        (true, line)
    }
}

/// The `race` query: the winner of the race between the chain at `at` and the opponent's
/// chains next to it, the player to move starting.
pub(crate) fn race_winner(game: &Game, at: Vertex) -> Result<(String, Text), String> {
    let size = game.size();
    let board = game.board();
    let Some(owner) = board.get(at) else {
        return Err(format!("there is no stone at {}", pt(at, size)));
    };
    let other = owner.opponent();
    if Solver::new(game, Aim::Race(at), other).prove(game, MAX_PLIES).value == Value::Win {
        return Ok((other.name_en().into(), fill("{} wins the race (对杀): the stones at {} are captured first.", "{}赢了对杀：{}的棋子先被提掉。", &[&side(other), &same(pt(at, size))])));
    }
    let mut theirs: Vec<Vertex> = Vec::new();
    for s in board.chain(at) {
        for n in super::search::neighbours(game, s) {
            if board.get(n) == Some(other) && !theirs.iter().any(|&t| board.chain(t).contains(&n)) {
                theirs.push(n);
            }
        }
    }
    let mut all_lost = true;
    for &t in &theirs {
        match Solver::new(game, Aim::Race(t), owner).prove(game, MAX_PLIES).value {
            Value::Win => {
                return Ok((owner.name_en().into(), fill("{} wins the race (对杀): the stones at {} are captured first.", "{}赢了对杀：{}的棋子先被提掉。", &[&side(owner), &same(pt(t, size))])));
            }
            Value::Unknown => all_lost = false,
            Value::Loss => {}
        }
    }
    if all_lost {
        return Ok(("seki".into(), Text::new("Neither side can capture the other: seki (双活).", "双方都吃不掉对方：双活。")));
    }
    Err(format!("the engine cannot decide the race at {} within its reading budget", pt(at, size)))
}

/// The moves of the player to move that kill (`kill`) or make live the group at `at`, among
/// the points of its eye space and around it.
pub(crate) fn deciding_moves(game: &Game, at: Vertex, kill: bool) -> Result<Vec<Vertex>, String> {
    let size = game.size();
    let Some(owner) = game.board().get(at) else {
        return Err(format!("there is no stone at {}", pt(at, size)));
    };
    let me = game.to_move();
    if kill == (owner == me) {
        return Err(format!("the player to move must be the {} of the group at {}", if kill { "attacker" } else { "owner" }, pt(at, size)));
    }
    let aim = if kill { Aim::Kill(at) } else { Aim::Live { at, strict: false } };
    let mut solver = Solver::new(game, aim, me);
    let mut out = Vec::new();
    let mut g = game.clone();
    let mut candidates = eye_space(game, at);
    candidates.extend(group_liberties(game, &group(game, at)));
    candidates.sort_by_key(|v| (v.y, v.x));
    candidates.dedup();
    for v in candidates {
        if g.play(v).is_err() {
            continue;
        }
        let p = solver.prove(&g, MAX_PLIES);
        g.undo();
        match p.value {
            Value::Win => out.push(v),
            Value::Unknown => {
                return Err(format!("the engine cannot decide a move at {} within its reading budget", pt(v, size)));
            }
            Value::Loss => {}
        }
    }
    Ok(out)
}

/// `captureWithin` after playing `mv` in `game` (the player to move being the learner).
#[cfg(test)]
pub(crate) fn capture_within_for_tests(game: &Game, mv: Vertex, at: Vertex, moves: u32) -> Outcome {
    let mut after = game.clone();
    after.play(mv).expect("a legal move");
    let ctx = Ctx { start: game, learner: game.to_move(), handicap: 0 };
    capture_within(&ctx, &after, at, moves)
}

/// `seki` in `game` (the opponent of `learner` to move).
#[cfg(test)]
pub(crate) fn seki_for_tests(game: &Game, at: Vertex, learner: Color) -> Outcome {
    let ctx = Ctx { start: game, learner, handicap: 0 };
    seki(&ctx, game, at)
}
