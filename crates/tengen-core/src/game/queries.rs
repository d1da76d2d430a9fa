//! The teaching queries a lesson or a page asks of a game (legal points, what a move would
//! do, chains in atari, eyes) and its text diagram: none of them on a move's path.

use std::fmt;

use super::*;

impl Game {
    /// Every point where the player to move may play.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Vertex> {
        self.size().vertices().filter(|&v| self.check(v).is_ok()).collect()
    }

    /// What playing at `v` would do for the player to move, or why it is illegal.
    pub fn preview(&self, v: Vertex) -> Result<MovePreview, IllegalMove> {
        self.preview_as(self.to_move, v)
    }

    /// What `color` playing at `v` would do now (GTP and the engine's move let either colour
    /// move), or why it is illegal. A suicide the rules allow leaves no liberties.
    pub fn preview_as(&self, color: Color, v: Vertex) -> Result<MovePreview, IllegalMove> {
        self.check_as(color, v)?;
        let mut board = self.board.clone();
        let effect = board.play_unchecked(board.point(v), cell_of(color));
        let mut captures = effect.captured;
        crate::order::sort_reading_order(&mut captures);
        let mut ataris = Vec::new();
        for n in board.neighbours(board.point(v)) {
            if board.cell(n) == cell_of(color.opponent()) && board.chain_in_atari(n) {
                for s in board.chain(board.vertex(n)) {
                    if !ataris.contains(&s) {
                        ataris.push(s);
                    }
                }
            }
        }
        crate::order::sort_reading_order(&mut ataris);
        let liberties = board.liberty_count(v);
        Ok(MovePreview { captures, ataris, liberties, self_atari: liberties == 1 })
    }

    /// Chains of `color` with exactly one liberty, each as its sorted stones.
    #[must_use]
    pub fn chains_in_atari(&self, color: Color) -> Vec<Vec<Vertex>> {
        self.board
            .chain_representatives()
            .into_iter()
            .filter(|&(v, c)| c == color && self.board.in_atari(v))
            .map(|(v, _)| self.board.chain(v))
            .collect()
    }

    /// If `v` is a single-point eye (an empty point whose neighbours are all stones of one
    /// colour), its owner and whether it is real or false. It is real when all the surrounding
    /// stones are one chain, or when the opponent holds too few diagonal points to cut them
    /// apart: fewer than two in the middle, none on the edge or in the corner.
    #[must_use]
    pub fn eye_at(&self, v: Vertex) -> Option<(Color, EyeKind)> {
        if !self.size().contains(v) || self.board.get(v).is_some() {
            return None;
        }
        let p = self.board.point(v);
        let mut owner = None;
        // The chains around the point, each once (at most four).
        let mut heads = [0usize; 4];
        let mut chains = 0;
        for n in self.board.neighbours(p) {
            match crate::board::color_of(self.board.cell(n)) {
                Some(c) if owner.is_none() || owner == Some(c) => {
                    owner = Some(c);
                    let head = self.board.head_of(n);
                    if !heads[..chains].contains(&head) {
                        heads[chains] = head;
                        chains += 1;
                    }
                }
                Some(_) => return None,
                None if self.board.cell(n) == crate::board::BORDER => {}
                None => return None,
            }
        }
        let owner = owner?;
        if chains == 1 || self.board.is_eye(p, cell_of(owner)) {
            Some((owner, EyeKind::Real))
        } else {
            Some((owner, EyeKind::False))
        }
    }
}

impl fmt::Display for Game {
    /// The board as a diagram (`X` black, `O` white, `.` empty) and whose turn it is.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::position::diagram_of(&self.board))?;
        write!(f, "{} to move", self.to_move)
    }
}
