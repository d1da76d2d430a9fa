//! The event file (docs/tournament-format.md): one JSON document for a whole event, versioned
//! (`"format": "tengen-tournament"`, `"version": 1`). Reading checks every field and refuses
//! the first wrong one by its JSON path (`players[2].rank`); an unknown field is an error,
//! not a silent default. Writing always writes every field in one fixed order, so that
//! reading a written file and writing it again gives the same text.
//!
//! The same readers take the options of `Tournament.create` and of `addPlayer`, with errors
//! coded `badSettings` instead of `badEvent`.

use serde_json::{Map, Value};

use super::error::{FieldProblem, TournamentError, bad_event, bad_settings};
use super::event::{Event, Game, Player, PlayerInfo, Round, Settings, TeamMatch, Warning};
pub use super::views::{PlayerView, PromotionView, RankEventView, SettingsView, to_json};
use super::vocab::{Outcome, Promotion, Rank, System};

/// The `format` value of an event file.
pub const FORMAT: &str = "tengen-tournament";
/// The version this engine writes and reads.
pub const VERSION: u64 = 1;

/// Where a value sits, and whether an error there is a file's or an option's.
#[derive(Clone)]
struct At {
    path: String,
    file: bool,
}

impl At {
    fn key(&self, key: &str) -> At {
        let path = if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        };
        At {
            path,
            file: self.file,
        }
    }

    fn index(&self, i: usize) -> At {
        At {
            path: format!("{}[{i}]", self.path),
            file: self.file,
        }
    }

    fn err(&self, problem: FieldProblem) -> TournamentError {
        if self.file {
            bad_event(self.path.clone(), problem)
        } else {
            bad_settings(self.path.clone(), problem)
        }
    }

    fn object<'v>(
        &self,
        v: &'v Value,
        allowed: &[&str],
    ) -> Result<&'v Map<String, Value>, TournamentError> {
        let map = v
            .as_object()
            .ok_or_else(|| self.err(FieldProblem::WrongType("an object")))?;
        if let Some(k) = map.keys().find(|k| !allowed.contains(&k.as_str())) {
            return Err(self.key(k).err(FieldProblem::Unknown));
        }
        Ok(map)
    }

    fn array<'v>(&self, v: &'v Value) -> Result<&'v Vec<Value>, TournamentError> {
        v.as_array()
            .ok_or_else(|| self.err(FieldProblem::WrongType("an array")))
    }

    fn string(&self, v: &Value) -> Result<String, TournamentError> {
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| self.err(FieldProblem::WrongType("a string")))
    }

    fn uint(&self, v: &Value, max: u64) -> Result<u32, TournamentError> {
        match v.as_u64() {
            Some(n) if n <= max => Ok(n as u32),
            Some(_) => Err(self.err(FieldProblem::BadValue(format!(
                "a whole number up to {max}"
            )))),
            None => Err(self.err(FieldProblem::WrongType("a whole number"))),
        }
    }

    fn boolean(&self, v: &Value) -> Result<bool, TournamentError> {
        v.as_bool()
            .ok_or_else(|| self.err(FieldProblem::WrongType("true or false")))
    }
}

/// A field of `map`, or `missing`.
fn req<'v>(map: &'v Map<String, Value>, at: &At, key: &str) -> Result<&'v Value, TournamentError> {
    map.get(key)
        .ok_or_else(|| at.key(key).err(FieldProblem::Missing))
}

/// A field that may be absent or `null`.
fn opt<'v>(map: &'v Map<String, Value>, key: &str) -> Option<&'v Value> {
    map.get(key).filter(|v| !v.is_null())
}

fn rank(at: &At, v: &Value) -> Result<Option<Rank>, TournamentError> {
    if v.is_null() {
        return Ok(None);
    }
    let text = at.string(v)?;
    if text.trim().is_empty() {
        return Ok(None);
    }
    Rank::parse(&text).map(Some).ok_or_else(|| {
        at.err(FieldProblem::BadValue(
            "a rank such as 5k, 1d, 5级 or 1段".into(),
        ))
    })
}

/// Reads settings (the options of `create`, or an event file's `settings`). Absent options
/// take the system's defaults.
fn read_settings(v: &Value, at: &At) -> Result<Settings, TournamentError> {
    let fields: &[&str] = &[
        "name",
        "system",
        "rounds",
        "gamesPerMatch",
        "boards",
        "lives",
        "shareds",
        "rankEvent",
        "id",
    ];
    // `id` is an option of `create` only; the file keeps it beside the settings.
    let map = at.object(v, &fields[..fields.len() - usize::from(at.file)])?;
    let name = at.key("name").string(req(map, at, "name")?)?;
    let sys_at = at.key("system");
    let sys_text = sys_at.string(req(map, at, "system")?)?;
    let names: Vec<&str> = System::ALL.iter().map(|s| s.name()).collect();
    let system = System::parse(&sys_text).ok_or_else(|| {
        sys_at.err(FieldProblem::BadValue(format!(
            "one of {}",
            names.join(", ")
        )))
    })?;
    let mut s = Settings::new(&name, system);
    let number = |key: &str, slot: &mut Option<u32>| -> Result<(), TournamentError> {
        match map.get(key) {
            None => {}
            Some(Value::Null) => *slot = None,
            Some(v) => *slot = Some(at.key(key).uint(v, 999)?),
        }
        Ok(())
    };
    number("rounds", &mut s.rounds)?;
    number("gamesPerMatch", &mut s.games_per_match)?;
    number("boards", &mut s.boards)?;
    number("lives", &mut s.lives)?;
    if let Some(v) = opt(map, "shareds") {
        s.shareds = at.key("shareds").boolean(v)?;
    }
    if let Some(v) = opt(map, "rankEvent") {
        let r_at = at.key("rankEvent");
        let r = r_at.object(v, &["promotion"])?;
        let mut promotion = Promotion::default();
        if let Some(p) = opt(r, "promotion") {
            let p_at = r_at.key("promotion");
            let pm = p_at.object(p, &["wins", "steps"])?;
            if let Some(w) = opt(pm, "wins") {
                promotion.wins = p_at.key("wins").uint(w, 999)?;
            }
            if let Some(st) = opt(pm, "steps") {
                promotion.steps = p_at.key("steps").uint(st, 999)?;
            }
        }
        s.promotion = Some(promotion);
    }
    s.check().map_err(|e| match e {
        TournamentError::BadSettings { field, problem } => at.key(&field).err(problem),
        other => other,
    })?;
    Ok(s)
}

/// Reads the options of `Tournament.create` (JSON): the settings and the optional `id`.
pub fn settings_from_json(v: &Value) -> Result<(Settings, Option<String>), TournamentError> {
    let at = At {
        path: String::new(),
        file: false,
    };
    let settings = read_settings(v, &at)?;
    let id = v
        .as_object()
        .and_then(|m| opt(m, "id"))
        .map(|i| at.key("id").string(i))
        .transpose()?;
    Ok((settings, id))
}

/// Reads the details of `addPlayer` / `updatePlayer` (JSON): `name` required, `rank`,
/// `club`, `team` optional.
pub fn player_info_from_json(v: &Value) -> Result<PlayerInfo, TournamentError> {
    let at = At {
        path: String::new(),
        file: false,
    };
    let map = at.object(v, &["name", "rank", "club", "team"])?;
    read_info(map, &at)
}

fn read_info(map: &Map<String, Value>, at: &At) -> Result<PlayerInfo, TournamentError> {
    let text = |key: &str| -> Result<String, TournamentError> {
        opt(map, key).map_or(Ok(String::new()), |v| at.key(key).string(v))
    };
    Ok(PlayerInfo {
        name: at.key("name").string(req(map, at, "name")?)?,
        rank: opt(map, "rank").map_or(Ok(None), |v| rank(&at.key("rank"), v))?,
        club: text("club")?,
        team: text("team")?,
    })
}

/// Reads a whole event file.
pub fn from_json(text: &str) -> Result<Event, TournamentError> {
    let root: Value = serde_json::from_str(text).map_err(|e| {
        bad_event(
            "",
            FieldProblem::BadValue(format!(
                "JSON, but line {} column {}: {}",
                e.line(),
                e.column(),
                e
            )),
        )
    })?;
    let at = At {
        path: String::new(),
        file: true,
    };
    let map = at.object(
        &root,
        &[
            "format", "version", "id", "settings", "players", "nextId", "seeding", "rounds",
            "warnings", "ties",
        ],
    )?;
    if req(map, &at, "format")?.as_str() != Some(FORMAT) {
        return Err(at
            .key("format")
            .err(FieldProblem::BadValue(format!("\"{FORMAT}\""))));
    }
    let version = req(map, &at, "version")?;
    if version.as_u64() != Some(VERSION) {
        return Err(at.key("version").err(FieldProblem::BadValue(format!(
            "{VERSION} (this engine reads version {VERSION})"
        ))));
    }
    let settings = read_settings(req(map, &at, "settings")?, &at.key("settings"))?;
    let mut event = Event::new(settings)?;
    let id = at.key("id").string(req(map, &at, "id")?)?;
    if !id.is_empty() && !super::event::valid_id(&id) {
        return Err(at.key("id").err(FieldProblem::BadValue(
            "\"\" or 1 to 64 letters, digits, - or _".into(),
        )));
    }
    event.id = id;
    let p_at = at.key("players");
    for (i, v) in p_at.array(req(map, &at, "players")?)?.iter().enumerate() {
        let pa = p_at.index(i);
        let pm = pa.object(v, &["id", "name", "rank", "club", "team", "withdrawn"])?;
        let id = pa.key("id").uint(req(pm, &pa, "id")?, 1_000_000)?;
        if id == 0 {
            return Err(pa
                .key("id")
                .err(FieldProblem::BadValue("a whole number from 1".into())));
        }
        if event.players.iter().any(|p| p.id == id) {
            return Err(pa.key("id").err(FieldProblem::Duplicate));
        }
        let info = read_info(pm, &pa)?;
        let withdrawn = opt(pm, "withdrawn")
            .map(|w| pa.key("withdrawn").uint(w, 999))
            .transpose()?;
        if withdrawn == Some(0) {
            return Err(pa
                .key("withdrawn")
                .err(FieldProblem::BadValue("a round number from 1".into())));
        }
        event.players.push(Player {
            id,
            name: info.name,
            rank: info.rank,
            club: info.club,
            team: info.team,
            withdrawn,
        });
    }
    let max_id = event.players.iter().map(|p| p.id).max().unwrap_or(0);
    event.next_id = at.key("nextId").uint(req(map, &at, "nextId")?, 1_000_001)?;
    if event.next_id <= max_id {
        return Err(at.key("nextId").err(FieldProblem::BadValue(format!(
            "a number above every player id ({max_id})"
        ))));
    }
    let known = |event: &Event, a: &At, v: &Value| -> Result<u32, TournamentError> {
        let id = a.uint(v, 1_000_000)?;
        if event.players.iter().any(|p| p.id == id) {
            Ok(id)
        } else {
            Err(a.err(FieldProblem::NotFound))
        }
    };
    let s_at = at.key("seeding");
    for (i, v) in s_at.array(req(map, &at, "seeding")?)?.iter().enumerate() {
        let id = known(&event, &s_at.index(i), v)?;
        if event.seeding.contains(&id) {
            return Err(s_at.index(i).err(FieldProblem::Duplicate));
        }
        event.seeding.push(id);
    }
    let r_at = at.key("rounds");
    let team_names: Vec<String> = event.teams().into_iter().map(|(t, _)| t).collect();
    let team_games = matches!(
        event.settings.system,
        System::TeamRoundRobin | System::TeamSwiss
    );
    for (i, v) in r_at.array(req(map, &at, "rounds")?)?.iter().enumerate() {
        let ra = r_at.index(i);
        let rm = ra.object(v, &["round", "matches", "games"])?;
        let number = ra.key("round").uint(req(rm, &ra, "round")?, 999)?;
        if number as usize != i + 1 {
            return Err(ra.key("round").err(FieldProblem::BadValue(format!(
                "{} (rounds are numbered in order from 1)",
                i + 1
            ))));
        }
        let mut round = Round {
            number,
            games: Vec::new(),
            matches: Vec::new(),
        };
        let ma = ra.key("matches");
        for (j, mv) in ma.array(req(rm, &ra, "matches")?)?.iter().enumerate() {
            let a = ma.index(j);
            let mm = a.object(mv, &["table", "black", "white"])?;
            let table = a.key("table").uint(req(mm, &a, "table")?, 9999)?;
            let team = |key: &str, v: &Value| -> Result<String, TournamentError> {
                let name = a.key(key).string(v)?;
                if team_names.contains(&name) {
                    Ok(name)
                } else {
                    Err(a.key(key).err(FieldProblem::NotFound))
                }
            };
            let black = team("black", req(mm, &a, "black")?)?;
            let white = opt(mm, "white").map(|w| team("white", w)).transpose()?;
            if !team_games {
                return Err(a.err(FieldProblem::BadValue(
                    "only team round robins and team Swiss events have team matches".into(),
                )));
            }
            round.matches.push(TeamMatch {
                table,
                black,
                white,
            });
        }
        let ga = ra.key("games");
        for (j, gv) in ga.array(req(rm, &ra, "games")?)?.iter().enumerate() {
            let a = ga.index(j);
            let gm = a.object(gv, &["table", "board", "black", "white", "result"])?;
            let table = a.key("table").uint(req(gm, &a, "table")?, 9999)?;
            if table == 0 {
                return Err(a
                    .key("table")
                    .err(FieldProblem::BadValue("a table number from 1".into())));
            }
            let board = opt(gm, "board")
                .map(|b| a.key("board").uint(b, 99))
                .transpose()?;
            if board.is_some() != team_games {
                let why = if team_games {
                    "a board number in a team match"
                } else {
                    "null outside team matches"
                };
                return Err(a.key("board").err(FieldProblem::BadValue(why.into())));
            }
            let black = known(&event, &a.key("black"), req(gm, &a, "black")?)?;
            let white = opt(gm, "white")
                .map(|w| known(&event, &a.key("white"), w))
                .transpose()?;
            let result = match opt(gm, "result") {
                None => None,
                Some(r) => {
                    let name = a.key("result").string(r)?;
                    let names: Vec<&str> = Outcome::ALL.iter().map(|o| o.name()).collect();
                    Some(Outcome::parse(&name).ok_or_else(|| {
                        a.key("result").err(FieldProblem::BadValue(format!(
                            "one of {} or null",
                            names.join(", ")
                        )))
                    })?)
                }
            };
            if white.is_none() && result.is_some() {
                return Err(a
                    .key("result")
                    .err(FieldProblem::BadValue("null for a bye".into())));
            }
            let game = Game {
                table,
                board,
                black,
                white,
                result,
            };
            for (key, id) in [("black", Some(black)), ("white", white)] {
                if let Some(id) = id
                    && (round.games.iter().any(|g: &Game| g.has(id))
                        || (key == "white" && id == black))
                {
                    return Err(a.key(key).err(FieldProblem::Duplicate));
                }
            }
            if round
                .games
                .iter()
                .any(|g| g.table_name() == game.table_name())
            {
                return Err(a.key("table").err(FieldProblem::Duplicate));
            }
            round.games.push(game);
        }
        event.rounds.push(round);
    }
    let rounds = event.rounds.len() as u32;
    for (i, p) in event.players.iter().enumerate() {
        if p.withdrawn.is_some_and(|w| w > rounds + 1) {
            return Err(p_at.index(i).key("withdrawn").err(FieldProblem::NotFound));
        }
    }
    let w_at = at.key("warnings");
    for (i, v) in w_at.array(req(map, &at, "warnings")?)?.iter().enumerate() {
        let a = w_at.index(i);
        let wm = a.object(v, &["player", "round"])?;
        let player = known(&event, &a.key("player"), req(wm, &a, "player")?)?;
        let round = a.key("round").uint(req(wm, &a, "round")?, 999)?;
        if round == 0 || round > rounds {
            return Err(a.key("round").err(FieldProblem::NotFound));
        }
        event.warnings.push(Warning { player, round });
    }
    let t_at = at.key("ties");
    for (i, v) in t_at.array(req(map, &at, "ties")?)?.iter().enumerate() {
        let a = t_at.index(i);
        let mut order = Vec::new();
        for (j, id) in a.array(v)?.iter().enumerate() {
            let id = a.index(j).uint(id, 1_000_000)?;
            if order.contains(&id) {
                return Err(a.index(j).err(FieldProblem::Duplicate));
            }
            order.push(id);
        }
        event.ties.push(order);
    }
    Ok(event)
}
