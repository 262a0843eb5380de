//! Move text: UCI (`e2e4`, `e7e8q`) and Standard Algebraic Notation (`e4`, `Nxf7+`, `O-O`).

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::moves::Move;
use crate::types::{Color, File, Rank, Role, Square};
use std::fmt;

/// Why move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is neither UCI nor SAN.
    Invalid(String),
    /// The text is a well-formed move that is not legal in the position.
    Illegal(String),
    /// The SAN fits more than one legal move.
    Ambiguous(String),
    /// The game has ended (mate, stalemate or an automatic draw); no move can follow.
    GameOver(&'static str),
}

impl MoveError {
    /// A stable code for programs: `InvalidMove`, `IllegalMove`, `AmbiguousMove` or `GameOver`.
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::GameOver(_) => "GameOver",
            MoveError::Invalid(_) => "InvalidMove",
            MoveError::Illegal(_) => "IllegalMove",
            MoveError::Ambiguous(_) => "AmbiguousMove",
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Invalid(text) => {
                write!(f, "'{text}' is not a move in UCI (e2e4) or SAN (e4, Nf3, O-O) notation")
            }
            MoveError::Illegal(text) => write!(f, "'{text}' is not a legal move in this position"),
            MoveError::GameOver(why) => write!(f, "the game is over ({why}); take a move back to go on"),
            MoveError::Ambiguous(text) => {
                write!(
                    f,
                    "'{text}' fits more than one legal move; add the file or rank the piece comes from"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// The parts of a UCI move, before checking it against a position.
fn parse_uci_parts(text: &str) -> Option<Move> {
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    // `get`, not slicing: slicing would bring its panic's formatting into the page module.
    let from: Square = text.get(0..2)?.parse().ok()?;
    let to: Square = text.get(2..4)?.parse().ok()?;
    let promotion = match text.get(4..)?.chars().next() {
        None => None,
        Some(c) => Some(Role::from_char(c).filter(|r| !matches!(r, Role::Pawn | Role::King))?),
    };
    Some(Move { from, to, promotion })
}

/// The parts of a SAN move.
struct SanParts {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
}

enum San {
    Castle { king_side: bool },
    Normal(SanParts),
}

/// Strips what SAN allows after a move: check and mate signs, annotations, "e.p.".
fn strip_suffixes(text: &str) -> &str {
    let text = text.trim();
    let text = text.strip_suffix("e.p.").unwrap_or(text).trim_end();
    text.trim_end_matches(['+', '#', '!', '?'])
}

fn parse_san(text: &str) -> Option<San> {
    let s = strip_suffixes(text);
    match s {
        "O-O" | "0-0" => return Some(San::Castle { king_side: true }),
        "O-O-O" | "0-0-0" => return Some(San::Castle { king_side: false }),
        _ => {}
    }
    if !s.is_ascii() || s.len() < 2 {
        return None;
    }
    let mut chars: Vec<char> = s.chars().collect();
    // Promotion at the end: "e8=Q", "e8Q", "e8(Q)".
    let mut promotion = None;
    if let Some(&last) = chars.last()
        && let Some(role) = Role::from_char(last).filter(|_| last.is_ascii_uppercase())
        && chars.len() >= 3
        && !matches!(role, Role::Pawn | Role::King)
        && (chars[chars.len() - 2] == '=' || chars[chars.len() - 2].is_ascii_digit())
    {
        promotion = Some(role);
        chars.pop();
        if chars.last() == Some(&'=') {
            chars.pop();
        }
    }
    let role = match chars.first() {
        Some(&c) if c.is_ascii_uppercase() => {
            chars.remove(0);
            Role::from_char(c).filter(|r| *r != Role::Pawn)?
        }
        _ => Role::Pawn,
    };
    if chars.len() < 2 {
        return None;
    }
    let to_text: String = chars[chars.len() - 2..].iter().collect();
    let to: Square = to_text.parse().ok()?;
    chars.truncate(chars.len() - 2);
    if chars.last() == Some(&'x') || chars.last() == Some(&':') {
        chars.pop();
    }
    let (mut from_file, mut from_rank) = (None, None);
    for c in chars {
        if let Some(f) = File::from_char(c).filter(|_| from_file.is_none() && from_rank.is_none()) {
            from_file = Some(f);
        } else if let Some(r) = Rank::from_char(c).filter(|_| from_rank.is_none()) {
            from_rank = Some(r);
        } else {
            return None;
        }
    }
    Some(San::Normal(SanParts {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    }))
}

impl Position {
    /// Reads a move in UCI notation and checks that it is legal. Accepts castling written as
    /// the king taking its own rook (`e1h1`), as some programs send it.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let mv = parse_uci_parts(text.trim()).ok_or_else(|| MoveError::Invalid(text.to_string()))?;
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(mv);
        }
        // King-takes-rook castling: e1h1 means e1g1, e1a1 means e1c1.
        let us = self.turn();
        if mv.from == self.king_square(us) && self.pieces(us, Role::Rook).contains(mv.to) && mv.promotion.is_none() {
            let file = if mv.to.file() > mv.from.file() { 6 } else { 2 };
            let castle = Move {
                from: mv.from,
                to: Square::from_coords(File::new(file), mv.from.rank()),
                promotion: None,
            };
            if mv.from.file() == File::new(4) && legal.contains(&castle) {
                return Ok(castle);
            }
        }
        Err(MoveError::Illegal(text.to_string()))
    }

    /// Reads a move in SAN and finds the one legal move it means.
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        let san = parse_san(text).ok_or_else(|| MoveError::Invalid(text.to_string()))?;
        let legal = self.legal_moves();
        let mut found = legal.iter().filter(|mv| match &san {
            San::Castle { king_side } => self.is_castling(**mv) && (mv.to.file() > mv.from.file()) == *king_side,
            San::Normal(p) => {
                self.by_role(p.role).contains(mv.from)
                    && mv.to == p.to
                    && mv.promotion == p.promotion
                    && p.from_file.is_none_or(|f| mv.from.file() == f)
                    && p.from_rank.is_none_or(|r| mv.from.rank() == r)
                    && !(p.role == Role::King && self.is_castling(**mv))
            }
        });
        match (found.next(), found.next()) {
            (Some(mv), None) => Ok(*mv),
            (None, _) => Err(MoveError::Illegal(text.to_string())),
            (Some(_), Some(_)) => Err(MoveError::Ambiguous(text.to_string())),
        }
    }

    /// Reads a move in UCI or SAN.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        match self.parse_uci(text) {
            Ok(mv) => Ok(mv),
            // Text like "b1c3" is UCI; anything else is tried as SAN.
            Err(MoveError::Illegal(t)) => Err(MoveError::Illegal(t)),
            Err(_) => self.parse_san(text),
        }
    }

    /// Whether a legal move is a castling move (the king moving two files).
    pub fn is_castling(&self, mv: Move) -> bool {
        self.pieces(self.turn(), Role::King).contains(mv.from)
            && mv.from.file().index().abs_diff(mv.to.file().index()) == 2
    }

    /// A line of moves in SAN, stopping before the first move that is not legal.
    pub fn san_line(&self, line: &[Move]) -> Vec<String> {
        let mut pos = *self;
        let mut out = Vec::with_capacity(line.len());
        for &mv in line {
            if !pos.is_legal(mv) {
                break;
            }
            out.push(pos.san(mv));
            pos = pos.after(mv);
        }
        out
    }

    /// A line of legal moves in SAN with move numbers, as a reader expects it:
    /// `1.e4 e5 2.Nf3`, or `1...Nc3+ 2.Ka1 Nb3#` when Black moves first.
    pub fn numbered_san(&self, line: &[Move]) -> String {
        self.numbered(&self.san_line(line))
    }

    /// Moves already in SAN (from this position, in order) with move numbers added.
    pub fn numbered(&self, sans: &[String]) -> String {
        let mut turn = self.turn();
        let mut number = self.fullmove_number();
        let mut out = String::new();
        for (i, san) in sans.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            match turn {
                Color::White => out.push_str(&format!("{number}.")),
                Color::Black if i == 0 => out.push_str(&format!("{number}...")),
                Color::Black => {}
            }
            out.push_str(san);
            if turn == Color::Black {
                number += 1;
            }
            turn = turn.other();
        }
        out
    }

    /// Writes a legal move in SAN, with `+` for check and `#` for mate.
    pub fn san(&self, mv: Move) -> String {
        self.san_after(mv, &self.after(mv))
    }

    /// [`Position::san`] for a caller that has the position after the move already.
    pub fn san_after(&self, mv: Move, after: &Position) -> String {
        let mut san = self.san_without_suffix(mv);
        if after.is_check() {
            san.push(if after.count_legal_moves() == 0 { '#' } else { '+' });
        }
        san
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        if self.is_castling(mv) {
            return if mv.to.file() > mv.from.file() {
                "O-O".into()
            } else {
                "O-O-O".into()
            };
        }
        let role = self.piece_at(mv.from).map_or(Role::Pawn, |p| p.role);
        let is_capture = self.occupied().contains(mv.to) || (role == Role::Pawn && mv.from.file() != mv.to.file());
        let mut san = String::with_capacity(8);
        match role.san_char() {
            None => {
                if is_capture {
                    san.push(mv.from.file().char());
                }
            }
            Some(letter) => {
                san.push(letter);
                // Other pieces of the same kind that could go to the same square.
                let rivals = self
                    .legal_moves()
                    .iter()
                    .filter(|m| m.to == mv.to && m.from != mv.from && self.by_role(role).contains(m.from))
                    .fold(Bitboard::EMPTY, |bb, m| bb.with(m.from));
                if rivals.nonempty() {
                    if (rivals & Bitboard::file(mv.from.file())).is_empty() {
                        san.push(mv.from.file().char());
                    } else if (rivals & Bitboard::rank(mv.from.rank())).is_empty() {
                        san.push(mv.from.rank().char());
                    } else {
                        san.push(mv.from.file().char());
                        san.push(mv.from.rank().char());
                    }
                }
            }
        }
        if is_capture {
            san.push('x');
        }
        san.push_str(&mv.to.to_string());
        if let Some(promo) = mv.promotion.and_then(Role::san_char) {
            san.push('=');
            san.push(promo);
        }
        san
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    fn san_of(fen: &str, uci: &str) -> String {
        let p = pos(fen);
        p.san(p.parse_uci(uci).unwrap())
    }

    #[test]
    fn san_out() {
        let start = crate::board::fen::START_FEN;
        assert_eq!(san_of(start, "e2e4"), "e4");
        assert_eq!(san_of(start, "g1f3"), "Nf3");
        // Disambiguation by file, by rank, and by both.
        assert_eq!(san_of("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1"), "Rad1");
        assert_eq!(san_of("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1d1"), "Rd1");
        assert_eq!(san_of("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
        assert_eq!(san_of("4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1", "a3b2"), "Qa3b2");
        // A pinned rival does not force disambiguation.
        assert_eq!(san_of("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1", "g1e2"), "Ne2");
        assert_eq!(san_of("4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "g1e2"), "Nge2");
        assert_eq!(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "O-O");
        assert_eq!(san_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "O-O-O");
        assert_eq!(san_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
        assert_eq!(san_of("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8n"), "bxc8=N");
        assert_eq!(san_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
        assert_eq!(san_of("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8#");
    }

    #[test]
    fn san_in() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (text, uci) in [
            ("O-O", "e1g1"),
            ("0-0", "e1g1"),
            ("O-O-O+", "e1c1"),
            ("Rad1", "a1d1"),
            ("Kf1!?", "e1f1"),
        ] {
            assert_eq!(p.parse_san(text).map(|m| m.to_string()), Ok(uci.to_string()), "{text}");
        }
        assert_eq!(p.parse_san("Rd2"), Err(MoveError::Illegal("Rd2".into())));
        assert_eq!(p.parse_san("Rb1").map(|m| m.to_string()), Ok("a1b1".into()));
        assert_eq!(p.parse_san("Rg1").map(|m| m.to_string()), Ok("h1g1".into()));
        let q = pos("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
        assert_eq!(q.parse_san("Rd1"), Err(MoveError::Ambiguous("Rd1".into())));
        assert_eq!(q.parse_san("Rhd1").map(|m| m.to_string()), Ok("h1d1".into()));
        assert_eq!(q.parse_san("Zf1"), Err(MoveError::Invalid("Zf1".into())));
        let promo = pos("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        for (text, uci) in [
            ("bxc8=N", "b7c8n"),
            ("bxc8N", "b7c8n"),
            ("b8=Q+", "b7b8q"),
            ("b8Q", "b7b8q"),
        ] {
            assert_eq!(
                promo.parse_san(text).map(|m| m.to_string()),
                Ok(uci.to_string()),
                "{text}"
            );
        }
        assert!(promo.parse_san("b8").is_err());
        let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assert_eq!(ep.parse_san("exd6 e.p.").map(|m| m.to_string()), Ok("e5d6".into()));
        assert_eq!(ep.parse_move("e5d6").map(|m| m.to_string()), Ok("e5d6".into()));
    }

    #[test]
    fn uci_in() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(p.parse_uci("e1h1").map(|m| m.to_string()), Ok("e1g1".into()));
        assert_eq!(p.parse_uci("e1a1").map(|m| m.to_string()), Ok("e1c1".into()));
        assert_eq!(p.parse_uci("e1e3"), Err(MoveError::Illegal("e1e3".into())));
        assert_eq!(p.parse_uci("e1"), Err(MoveError::Invalid("e1".into())));
        assert_eq!(p.parse_uci("a1a2k"), Err(MoveError::Invalid("a1a2k".into())));
        assert_eq!(p.parse_uci("é1e2"), Err(MoveError::Invalid("é1e2".into())));
    }
}
