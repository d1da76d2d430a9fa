//! The commands that read the position: `showboard`, `final_score`, `final_status_list`
//! (counted with the estimator's dead stones), `list_stones`, `countlib` and `findlib`.

use super::{CommandResult, Engine, arg, parse_color};
use crate::score::{self, EstimateOptions, Score};
use crate::{Color, RuleSet, Vertex};

impl Engine {
    /// The board as GNU Go draws it: `X` black, `O` white, `+` star points, coordinates
    /// around, then the captures, the player to move and the rules.
    pub(super) fn showboard(&self) -> String {
        let size = self.size;
        let board = self.game.board();
        let letters: Vec<String> = (0..size.width).map(|x| Vertex::new(x, 0).to_gtp(size)[..1].to_string()).collect();
        let letters = letters.join(" ");
        let stars = size.star_points();
        let mut out = format!("\n   {letters}\n");
        for y in 0..size.height {
            let row = size.height - y;
            let cells: Vec<&str> = (0..size.width)
                .map(|x| {
                    let v = Vertex::new(x, y);
                    match board.get(v) {
                        Some(Color::Black) => "X",
                        Some(Color::White) => "O",
                        None if stars.contains(&v) => "+",
                        None => ".",
                    }
                })
                .collect();
            out.push_str(&format!("{row:>2} {} {row}\n", cells.join(" ")));
        }
        out.push_str(&format!("   {letters}\n"));
        out.push_str(&format!(
            "Black (X) has captured {} stones, White (O) has captured {} stones; {} to move; rules {}, komi {}",
            self.game.captures(Color::Black),
            self.game.captures(Color::White),
            if self.game.to_move() == Color::Black { "Black" } else { "White" },
            self.ruleset.map_or("custom", RuleSet::name),
            self.game.rules().komi,
        ));
        out
    }

    /// Counts the current position with the dead stones the estimator suggests (Benson's
    /// unconditional life, then seeded Monte Carlo ownership), under the game's rules.
    pub(super) fn count(&self) -> Result<Score, String> {
        let estimate = score::estimate(self.game.board(), &EstimateOptions::default());
        score::count_game(&self.game, &estimate.dead).map_err(|_| "cannot score".to_string())
    }

    /// `final_score`: `B+3.5`, `W+0.5` or `0`, with the estimated dead stones removed.
    pub(super) fn cmd_final_score(&mut self) -> CommandResult {
        Ok(self.count()?.result_sgf)
    }

    /// `final_status_list alive|dead|seki`: the stones of that status after the estimate.
    /// Every stone has exactly one status: dead (removed at the count), seki (alive in a
    /// seki) or alive.
    pub(super) fn cmd_final_status_list(&mut self, args: &[&str]) -> CommandResult {
        let status = arg(args, 0)?;
        if !matches!(status, "alive" | "dead" | "seki") {
            return Err("syntax error".into());
        }
        let count = self.count()?;
        let stones: Vec<Vertex> = self
            .game
            .board()
            .stones()
            .map(|(v, _)| v)
            .filter(|v| {
                let dead = count.dead.contains(v);
                let seki = !dead && count.at(*v).is_some_and(|p| p.seki);
                match status {
                    "dead" => dead,
                    "seki" => seki,
                    _ => !dead && !seki,
                }
            })
            .collect();
        Ok(self.vertex_list(stones))
    }


    pub(super) fn cmd_list_stones(&mut self, args: &[&str]) -> CommandResult {
        let color = parse_color(arg(args, 0)?)?;
        let stones: Vec<Vertex> = self.game.board().stones().filter(|&(_, c)| c == color).map(|(v, _)| v).collect();
        Ok(self.vertex_list(stones))
    }

    /// The point of a string argument, which must hold a stone.
    pub(super) fn parse_stone(&self, args: &[&str]) -> Result<Vertex, String> {
        let v = self.parse_point(arg(args, 0)?)?;
        if self.game.board().get(v).is_none() {
            return Err("vertex must not be empty".into());
        }
        Ok(v)
    }

    pub(super) fn cmd_countlib(&mut self, args: &[&str]) -> CommandResult {
        let v = self.parse_stone(args)?;
        Ok(self.game.board().liberty_count(v).to_string())
    }

    pub(super) fn cmd_findlib(&mut self, args: &[&str]) -> CommandResult {
        let v = self.parse_stone(args)?;
        Ok(self.vertex_list(self.game.board().liberties(v)))
    }
}
