//! Forsyth-Edwards Notation: parsing text into a [`Setup`], checking a setup into a legal
//! [`Position`], and writing a position back out.
//!
//! ```
//! use drawboard::Position;
//! let pos: Position = "8/8/8/8/8/8/8/K1k5 w - -".parse().unwrap();
//! assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/K1k5 w - - 0 1");
//! ```

use super::{CastlingRights, Position};
use crate::bitboard::Bitboard;
use crate::types::{Color, File, Piece, Rank, Role, Square};
use std::fmt;
use std::str::FromStr;

/// The FEN of the starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A FEN that could not be read: the text does not have the form FEN requires. Names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseFenError {
    /// FEN has 6 space-separated fields; 4 or 5 are accepted (the clocks default to `0 1`).
    FieldCount(usize),
    /// The placement field must have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank describes more or fewer than 8 squares (the rank's number is given, 8 to 1).
    RankLength { rank: char, squares: usize },
    /// A character in the placement field that is neither a piece letter nor a digit 1-8.
    PieceLetter(char),
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-` or a subset of `KQkq`.
    Castling(String),
    /// The en-passant field is not `-` or a square name.
    EnPassant(String),
    /// The halfmove clock is not a non-negative whole number.
    HalfmoveClock(String),
    /// The fullmove number is not a positive whole number.
    FullmoveNumber(String),
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::FieldCount(n) => write!(
                f,
                "expected 6 fields (placement, side to move, castling, en passant, halfmove clock, fullmove number), found {n}"
            ),
            ParseFenError::RankCount(n) => write!(f, "placement field: expected 8 ranks separated by '/', found {n}"),
            ParseFenError::RankLength { rank, squares } => {
                write!(
                    f,
                    "placement field: rank {rank} describes {squares} squares instead of 8"
                )
            }
            ParseFenError::PieceLetter(c) => write!(
                f,
                "placement field: '{c}' is not a piece letter (PNBRQK or pnbrqk) or a digit 1-8"
            ),
            ParseFenError::SideToMove(s) => {
                write!(f, "side-to-move field: expected 'w' or 'b', found '{s}'")
            }
            ParseFenError::Castling(s) => write!(f, "castling field: expected '-' or some of 'KQkq', found '{s}'"),
            ParseFenError::EnPassant(s) => write!(
                f,
                "en-passant field: expected '-' or a square such as 'e3', found '{s}'"
            ),
            ParseFenError::HalfmoveClock(s) => {
                write!(f, "halfmove clock: expected a whole number, found '{s}'")
            }
            ParseFenError::FullmoveNumber(s) => {
                write!(f, "fullmove number: expected a positive whole number, found '{s}'")
            }
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A setup that is well-formed but cannot occur in a game of chess.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Each side needs exactly one king.
    KingCount { color: Color, count: u32 },
    /// Pawns never stand on the first or last rank.
    PawnOnBackRank(Square),
    /// The side that is not to move is in check: its opponent could take the king.
    OpponentInCheck,
    /// A castling right whose king or rook is not on its starting square.
    CastlingWithoutPieces { right: char },
    /// An en-passant square that no double pawn push could just have made.
    ImpossibleEnPassant(Square),
    /// More pieces than a side can have: over 16, over 8 pawns, or more promoted pieces than
    /// missing pawns.
    ImpossibleMaterial { color: Color },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::KingCount { color, count } => {
                write!(
                    f,
                    "placement field: {} must have exactly one king, found {count}",
                    color.title()
                )
            }
            PositionError::PawnOnBackRank(sq) => {
                write!(
                    f,
                    "placement field: pawn on {sq}, but pawns cannot stand on the first or last rank"
                )
            }
            PositionError::OpponentInCheck => {
                write!(f, "side-to-move field: the side not to move is in check")
            }
            PositionError::CastlingWithoutPieces { right } => {
                let color = if right.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let (king, rook) = (
                    CastlingRights::king_square(color),
                    CastlingRights::rook_square(color, right.eq_ignore_ascii_case(&'k')),
                );
                write!(
                    f,
                    "castling field: right '{right}' needs the {} king on {king} and a rook on {rook}",
                    color.name()
                )
            }
            PositionError::ImpossibleMaterial { color } => write!(
                f,
                "placement field: {} has more pieces than a game can give it (at most 16, at most 8 pawns, and no more promoted pieces than missing pawns)",
                color.title()
            ),
            PositionError::ImpossibleEnPassant(sq) => write!(
                f,
                "en-passant field: {sq} is impossible: it must be on the third rank behind a pawn that has just advanced two squares, with the side to move's opponent having made that move"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Any reason a FEN does not give a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Parse(ParseFenError),
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => write!(f, "invalid FEN: {e}"),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// The fields of a FEN, read but not yet checked for legality.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    pub castling: CastlingRights,
    pub ep_square: Option<Square>,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
}

impl FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(fen: &str) -> Result<Setup, ParseFenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(ParseFenError::FieldCount(fields.len()));
        }
        let board = parse_placement(fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(ParseFenError::SideToMove(other.to_string())),
        };
        let castling = parse_castling(fields[2])?;
        let ep_square = match fields[3] {
            "-" => None,
            text => Some(
                text.parse::<Square>()
                    .map_err(|()| ParseFenError::EnPassant(text.to_string()))?,
            ),
        };
        let halfmove_clock = match fields.get(4) {
            None => 0,
            Some(text) => parse_number(text).ok_or_else(|| ParseFenError::HalfmoveClock(text.to_string()))?,
        };
        let fullmove_number = match fields.get(5) {
            None => 1,
            // Some tools write 0 here; read it as the first move.
            Some(text) => parse_number(text)
                .ok_or_else(|| ParseFenError::FullmoveNumber(text.to_string()))?
                .max(1),
        };
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmove_clock,
            fullmove_number,
        })
    }
}

impl Setup {
    /// The castling rights the placement allows: each needs its king and its rook on their
    /// starting squares. (Whether they have moved is history no setup can show.)
    pub fn possible_castling(&self) -> CastlingRights {
        let mut bits = 0;
        for color in Color::ALL {
            let king = self.board[CastlingRights::king_square(color).index()];
            for king_side in [true, false] {
                let rook = self.board[CastlingRights::rook_square(color, king_side).index()];
                if king
                    == Some(Piece {
                        color,
                        role: Role::King,
                    })
                    && rook
                        == Some(Piece {
                            color,
                            role: Role::Rook,
                        })
                {
                    bits |= CastlingRights::bit(color, king_side);
                }
            }
        }
        CastlingRights::from_bits(bits)
    }

    /// The squares that could be the en-passant square: where the opponent's pawn has just
    /// passed with a double step. On the side to move's sixth rank, empty, with the square the
    /// pawn came from empty and the pawn beyond it.
    pub fn possible_ep_squares(&self) -> Vec<Square> {
        let us = self.turn;
        let them = us.other();
        let rank = Rank::new(5).relative(us);
        let (ahead, behind) = if us == Color::White { (-1, 1) } else { (1, -1) };
        (0..8)
            .map(|file| Square::from_coords(File::new(file), rank))
            .filter(|&ep| {
                let pawn = ep.offset(0, ahead).map(|sq| self.board[sq.index()]);
                let origin = ep.offset(0, behind).map(|sq| self.board[sq.index()]);
                self.board[ep.index()].is_none()
                    && pawn
                        == Some(Some(Piece {
                            color: them,
                            role: Role::Pawn,
                        }))
                    && origin == Some(None)
            })
            .collect()
    }
}

fn parse_number(text: &str) -> Option<u32> {
    // Digits only: no sign, no spaces, no leading '+'.
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn parse_placement(text: &str) -> Result<[Option<Piece>; 64], ParseFenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(ParseFenError::RankCount(ranks.len()));
    }
    let mut board = [None; 64];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::new(7 - i as u8);
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as usize;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board[Square::from_coords(File::new(file as u8), rank).index()] = Some(piece);
                }
                file += 1;
            } else {
                return Err(ParseFenError::PieceLetter(c));
            }
        }
        if file != 8 {
            return Err(ParseFenError::RankLength {
                rank: rank.char(),
                squares: file,
            });
        }
    }
    Ok(board)
}

fn parse_castling(text: &str) -> Result<CastlingRights, ParseFenError> {
    if text == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut bits = 0u8;
    for c in text.chars() {
        let bit = match c {
            'K' => CastlingRights::bit(Color::White, true),
            'Q' => CastlingRights::bit(Color::White, false),
            'k' => CastlingRights::bit(Color::Black, true),
            'q' => CastlingRights::bit(Color::Black, false),
            _ => return Err(ParseFenError::Castling(text.to_string())),
        };
        if bits & bit != 0 {
            return Err(ParseFenError::Castling(text.to_string()));
        }
        bits |= bit;
    }
    Ok(CastlingRights::from_bits(bits))
}

impl Position {
    /// Checks a setup and builds the position, or says why it cannot occur.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            legal_ep: None,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number.max(1),
            hash: 0,
            checkers: Bitboard::EMPTY,
        };
        for (i, piece) in setup.board.iter().enumerate() {
            if let Some(piece) = piece {
                let bb = Bitboard::from_square(Square::new(i as u32));
                pos.by_role[piece.role.index()] |= bb;
                pos.by_color[piece.color.index()] |= bb;
            }
        }
        for color in Color::ALL {
            let count = pos.pieces(color, Role::King).count();
            if count != 1 {
                return Err(PositionError::KingCount { color, count });
            }
        }
        for color in Color::ALL {
            let count = |role| pos.pieces(color, role).count();
            // Pieces beyond the starting set can only come from promoted pawns.
            let promoted = count(Role::Knight).saturating_sub(2)
                + count(Role::Bishop).saturating_sub(2)
                + count(Role::Rook).saturating_sub(2)
                + count(Role::Queen).saturating_sub(1);
            if pos.by_color(color).count() > 16 || count(Role::Pawn) > 8 || promoted > 8 - count(Role::Pawn).min(8) {
                return Err(PositionError::ImpossibleMaterial { color });
            }
        }
        if let Some(sq) = (pos.by_role(Role::Pawn) & Bitboard::BACK_RANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        let them = pos.turn.other();
        if pos.is_attacked(pos.king_square(them), pos.turn, pos.occupied()) {
            return Err(PositionError::OpponentInCheck);
        }
        let possible = setup.possible_castling();
        for (color, king_side, right) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if pos.castling.has(color, king_side) && !possible.has(color, king_side) {
                return Err(PositionError::CastlingWithoutPieces { right });
            }
        }
        if let Some(ep) = pos.ep_square
            && !setup.possible_ep_squares().contains(&ep)
        {
            return Err(PositionError::ImpossibleEnPassant(ep));
        }
        pos.update_checkers();
        pos.legal_ep = pos.ep_square.filter(|&ep| pos.has_legal_ep_capture(ep));
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The FEN of this position.
    pub fn to_fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::from_coords(File::new(file), Rank::new(rank))) {
                    Some(piece) => {
                        if empty > 0 {
                            fen.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        fen.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push((b'0' + empty) as char);
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(if self.turn == Color::White { " w " } else { " b " });
        if self.castling == CastlingRights::NONE {
            fen.push('-');
        }
        for (color, king_side, c) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if self.castling.has(color, king_side) {
                fen.push(c);
            }
        }
        match self.ep_square {
            Some(ep) => fen.push_str(&format!(" {ep}")),
            None => fen.push_str(" -"),
        }
        fen.push_str(&format!(" {} {}", self.halfmove_clock, self.fullmove_number));
        fen
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// Parses and checks a FEN. Four fields are enough; the clocks then default to `0 1`.
    fn from_str(fen: &str) -> Result<Position, FenError> {
        let setup: Setup = fen.parse()?;
        Ok(Position::from_setup(&setup)?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> FenError {
        fen.parse::<Position>().expect_err(fen)
    }

    fn setup(fen: &str) -> Setup {
        fen.parse().expect(fen)
    }

    #[test]
    fn castling_offered_only_with_king_and_rook_at_home() {
        let rights = |fen| setup(fen).possible_castling().bits();
        assert_eq!(rights(START_FEN), CastlingRights::ALL.bits());
        // No rook on h1, the black king away from e8: only White's queen side is left.
        assert_eq!(
            rights("3k4/8/8/8/8/8/8/R3K1R1 w - - 0 1"),
            CastlingRights::bit(Color::White, false)
        );
        assert_eq!(rights("4k3/8/8/8/8/8/8/8 w - - 0 1"), 0);
        // A black rook on h1 is not White's rook.
        assert_eq!(
            rights("4k2r/8/8/8/8/8/8/4K2r w - - 0 1"),
            CastlingRights::bit(Color::Black, true)
        );
    }

    #[test]
    fn en_passant_offered_only_behind_a_pawn_that_could_have_double_stepped() {
        let squares = |fen| {
            setup(fen)
                .possible_ep_squares()
                .iter()
                .map(|sq| sq.to_string())
                .collect::<Vec<_>>()
        };
        // White to move: black pawns on d5 and g5; g7 is occupied, so only d6.
        assert_eq!(squares("4k3/6p1/8/3p2p1/4P3/8/8/4K3 w - - 0 1"), ["d6"]);
        // Black to move: the white pawn on e4 passed e3; the c4 pawn's e3-equivalent c3 is taken.
        assert_eq!(squares("4k3/8/8/8/2P1P3/2N5/8/4K3 b - - 0 1"), ["e3"]);
        assert!(squares(START_FEN).is_empty());
        // Every offered square is accepted, and every other one refused, by the FEN check.
        let fen = "4k3/8/8/pP1pP3/8/8/8/4K3 w - - 0 1";
        let offered = squares(fen);
        assert_eq!(offered, ["a6", "d6"]);
        for file in 'a'..='h' {
            let ep = format!("{file}6");
            let full = fen.replace(" - 0", &format!(" {ep} 0"));
            assert_eq!(full.parse::<Position>().is_ok(), offered.contains(&ep), "{full}");
        }
    }

    #[test]
    fn start_position_round_trips() {
        assert_eq!(Position::startpos().to_fen(), START_FEN);
    }

    #[test]
    fn four_fields_default_the_clocks() {
        let pos: Position = "4k3/8/8/8/8/8/8/4K3 b - -".parse().unwrap();
        assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    #[test]
    fn every_error_kind() {
        use ParseFenError as P;
        use PositionError as L;
        let k = "4k3/8/8/8/8/8/8/4K3";
        assert_eq!(err("").to_string(), FenError::Parse(P::FieldCount(0)).to_string());
        assert_eq!(err(&format!("{k} w - - 0 1 extra")), P::FieldCount(7).into());
        assert_eq!(err("4k3/8/8/8/8/8/4K3 w - - 0 1"), P::RankCount(7).into());
        assert_eq!(
            err("4k3/8/8/8/8/8/8/4K4 w - - 0 1"),
            P::RankLength { rank: '1', squares: 9 }.into()
        );
        assert_eq!(
            err("4k2/8/8/8/8/8/8/4K3 w - - 0 1"),
            P::RankLength { rank: '8', squares: 7 }.into()
        );
        assert_eq!(err("4k3/8/8/8/8/8/8/4X3 w - - 0 1"), P::PieceLetter('X').into());
        assert_eq!(err("4k3/8/8/8/8/8/8/4K03 w - - 0 1"), P::PieceLetter('0').into());
        assert_eq!(err(&format!("{k} x - - 0 1")), P::SideToMove("x".into()).into());
        assert_eq!(err(&format!("{k} w KX - 0 1")), P::Castling("KX".into()).into());
        assert_eq!(err(&format!("{k} w KK - 0 1")), P::Castling("KK".into()).into());
        assert_eq!(err(&format!("{k} w - e9 0 1")), P::EnPassant("e9".into()).into());
        assert_eq!(err(&format!("{k} w - - x 1")), P::HalfmoveClock("x".into()).into());
        assert_eq!(err(&format!("{k} w - - -1 1")), P::HalfmoveClock("-1".into()).into());
        assert_eq!(err(&format!("{k} w - - 0 one")), P::FullmoveNumber("one".into()).into());
        assert_eq!(
            err("8/8/8/8/8/8/8/4K3 w - - 0 1"),
            L::KingCount {
                color: Color::Black,
                count: 0
            }
            .into()
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            L::KingCount {
                color: Color::White,
                count: 2
            }
            .into()
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
            L::PawnOnBackRank("a1".parse().unwrap()).into()
        );
        assert_eq!(
            err("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            L::PawnOnBackRank("a8".parse().unwrap()).into()
        );
        assert_eq!(err("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"), L::OpponentInCheck.into());
        assert_eq!(
            err("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
            L::CastlingWithoutPieces { right: 'K' }.into()
        );
        assert_eq!(
            err("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
            L::CastlingWithoutPieces { right: 'k' }.into()
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/R2K3R w Q - 0 1"),
            L::CastlingWithoutPieces { right: 'Q' }.into()
        );
        // e3 with White to move, no pawn on e5 for e6, a blocked origin square.
        assert_eq!(
            err("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"),
            L::ImpossibleEnPassant("e3".parse().unwrap()).into()
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
            L::ImpossibleEnPassant("e6".parse().unwrap()).into()
        );
        assert_eq!(
            err("4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1"),
            L::ImpossibleEnPassant("e6".parse().unwrap()).into()
        );
    }

    #[test]
    fn error_messages_name_the_field() {
        let cases = [
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 x", "fullmove number"),
            ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock"),
            ("4k3/8/8/8/8/8/8/4K3 w Kx - 0 1", "castling field"),
            ("4k3/8/8/8/8/8/8/4K3 w - e4 0 1", "en-passant field"),
            ("4k3/8/8/8/8/8/8/4K3 z - - 0 1", "side-to-move field"),
            ("4k3/8/8/8/8/8/8/4K3Z w - - 0 1", "placement field"),
        ];
        for (fen, field) in cases {
            let message = err(fen).to_string();
            assert!(message.contains(field), "{fen}: {message}");
        }
    }
}
