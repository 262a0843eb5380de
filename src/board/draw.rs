//! Every draw rule, one function each, named after the rule.
//!
//! Two families answer different questions, and both are needed:
//! - The Laws of Chess decide when a game *is* drawn or may be claimed drawn: the
//!   insufficient-material part of the dead-position rule (FIDE 5.2.2), the 50- and 75-move
//!   rules (9.3, 9.6.2), threefold and fivefold repetition (9.2, 9.6.1), and, when a flag falls,
//!   whether the opponent could mate at all (6.9).
//! - A player, or a search, needs to know when a mate can be *forced*: K+N v K+N cannot be
//!   claimed as a draw (a mate can arise if the loser helps), but nobody can force it either.
//!
//! All material rules here look at pieces only, so they are cheap enough for every move.

use super::Position;
use crate::bitboard::Bitboard;
use crate::types::{Color, Role, Square};

/// Whether `sq` is a light ("white") square: h1 and a8 are, a1 and h8 are not.
#[inline]
pub const fn is_white_square(sq: Square) -> bool {
    sq.is_light()
}

/// What a side has besides its king, counted for the material rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Material {
    pub pawns: u32,
    pub knights: u32,
    pub bishops: u32,
    pub rooks: u32,
    pub queens: u32,
    pub light_bishops: u32,
    pub dark_bishops: u32,
}

impl Material {
    /// Whether there is a queen, rook or pawn: enough to force mate on its own.
    #[inline]
    pub fn has_major_or_pawn(&self) -> bool {
        self.pawns + self.rooks + self.queens > 0
    }
}

impl Position {
    /// `color`'s material besides the king.
    #[inline]
    pub(crate) fn material(&self, color: Color) -> Material {
        let bishops = self.pieces(color, Role::Bishop);
        Material {
            pawns: self.pieces(color, Role::Pawn).count(),
            knights: self.pieces(color, Role::Knight).count(),
            bishops: bishops.count(),
            rooks: self.pieces(color, Role::Rook).count(),
            queens: self.pieces(color, Role::Queen).count(),
            light_bishops: (bishops & Bitboard::LIGHT_SQUARES).count(),
            dark_bishops: (bishops & Bitboard::DARK_SQUARES).count(),
        }
    }

    /// Whether `color` has the bishop pair: a bishop on a light square and one on a dark
    /// square. Two or more bishops all on one colour (after promotions) are no pair.
    #[inline]
    pub fn has_bishop_pair(&self, color: Color) -> bool {
        let bishops = self.pieces(color, Role::Bishop);
        (bishops & Bitboard::LIGHT_SQUARES).nonempty() && (bishops & Bitboard::DARK_SQUARES).nonempty()
    }

    /// FIDE 5.2.2 for material alone: no sequence of legal moves can end in mate for either
    /// side. That is the case when there are no pawns, rooks or queens, and either at most one
    /// knight or bishop is left on the whole board, or there are no knights and every bishop of
    /// both sides stands on squares of one colour. (K+N v K+N, K+B v K+N, K+N+N v K and K+B v K+B
    /// with bishops on opposite colours are *not* drawn by this rule: a mate can arise when the
    /// losing side helps.)
    #[inline]
    pub fn draw_by_insufficient_material_rule(&self) -> bool {
        let heavy_or_pawns = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if heavy_or_pawns.nonempty() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        if !(knights | bishops).more_than_one() {
            return true;
        }
        knights.is_empty()
            && ((bishops & Bitboard::LIGHT_SQUARES).is_empty() || (bishops & Bitboard::DARK_SQUARES).is_empty())
    }

    /// Whether either side has the material to force checkmate against any defence, exactly as
    /// Rustic defines it for its search: a queen, rook or pawn anywhere on the board, or one side
    /// with the bishop pair, bishop and knight, or three knights. When this is false the game is
    /// a draw in practice even if it cannot be claimed.
    #[inline]
    pub fn sufficient_material_to_force_checkmate(&self) -> bool {
        let heavy_or_pawns = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        heavy_or_pawns.nonempty()
            || Color::ALL.into_iter().any(|color| {
                let knights = self.pieces(color, Role::Knight);
                self.has_bishop_pair(color)
                    || (self.pieces(color, Role::Bishop).nonempty() && knights.nonempty())
                    || knights.count() >= 3
            })
    }

    /// Whether `color` has the material to force mate against any defence: a queen, rook or
    /// pawn; the bishop pair; bishop and knight; three or more knights; or two knights when the
    /// opponent has a pawn (the Troitsky line: with the pawn on the board, stalemate can be
    /// avoided and K+N+N mates K+P).
    #[inline]
    pub fn can_force_mate(&self, color: Color) -> bool {
        let ours = self.material(color);
        ours.has_major_or_pawn()
            || self.has_bishop_pair(color)
            || (ours.bishops > 0 && ours.knights > 0)
            || ours.knights >= 3
            || (ours.knights == 2 && self.pieces(color.other(), Role::Pawn).nonempty())
    }

    /// FIDE 6.9, material only: whether `color` could checkmate by any sequence of legal moves,
    /// however badly the opponent plays. If not, `color` cannot win on time either: when the
    /// opponent's flag falls the game is drawn.
    ///
    /// - A pawn, rook or queen can always mate (a pawn by promoting).
    /// - A lone king never can.
    /// - King and one knight can only against a piece or pawn that blocks its own king in a
    ///   corner and cannot take the knight: a pawn, knight, bishop or rook (a queen always could).
    /// - Two or more minor pieces including a knight can.
    /// - Bishops alone can only if there are bishops on both square colours somewhere on the
    ///   board, or the opponent has a knight or a pawn to block on the other colour.
    pub fn can_ever_mate(&self, color: Color) -> bool {
        let ours = self.material(color);
        if ours.has_major_or_pawn() {
            return true;
        }
        let theirs = self.material(color.other());
        match (ours.knights, ours.bishops) {
            (0, 0) => false,
            (1, 0) => theirs.pawns + theirs.knights + theirs.bishops + theirs.rooks > 0,
            (knights, bishops) if knights >= 1 && knights + bishops >= 2 => true,
            _ => {
                // Only bishops.
                let all = self.by_role(Role::Bishop);
                ((all & Bitboard::LIGHT_SQUARES).nonempty() && (all & Bitboard::DARK_SQUARES).nonempty())
                    || theirs.knights > 0
                    || theirs.pawns > 0
            }
        }
    }

    /// The fifty-move rule (FIDE 9.3): the last 50 moves by each player were made without a
    /// pawn move or a capture, so the player to move may claim a draw.
    #[inline]
    pub fn is_fifty_move_rule(&self) -> bool {
        self.halfmove_clock() >= 100
    }

    /// The seventy-five-move rule (FIDE 9.6.2): 75 moves by each player without a pawn move or
    /// capture end the game as a draw at once, unless the move that completed them gave
    /// checkmate. Past 150 half-moves the game was already drawn, mate or not.
    pub fn is_seventy_five_move_rule(&self) -> bool {
        seventy_five_moves(self.halfmove_clock(), self.is_checkmate())
    }
}

/// The seventy-five-move rule for a half-move clock, given whether the position on the board
/// is checkmate (for callers that already know).
#[inline]
pub fn seventy_five_moves(halfmove_clock: u32, checkmate: bool) -> bool {
    halfmove_clock > 150 || (halfmove_clock == 150 && !checkmate)
}

/// How many times the last position of `history` has occurred in it, counting itself (so at
/// least 1). `history` is a game's positions in order, its start first. Positions are the same
/// in the sense of FIDE 9.2.2 (side to move, placement, castling rights, possible en-passant
/// captures). The search stops at the last pawn move or capture, which no position before it
/// can equal; keys find candidates and a full comparison confirms each one, so a key collision
/// can never make a draw.
pub fn repetitions(history: &[Position]) -> u32 {
    match history.split_last() {
        Some((current, earlier)) => occurrences(earlier, current),
        None => 0,
    }
}

/// How many times `current` would have occurred if it followed the positions `earlier`
/// (counting itself): what a claim "on the move about to be played" asks (FIDE 9.2.1.1).
pub fn occurrences(earlier: &[Position], current: &Position) -> u32 {
    occurrences_back(earlier.iter().rev(), current)
}

/// [`occurrences`] with the earlier positions given newest first (a game tree walks back to
/// its root this way, without copying its positions).
pub fn occurrences_back<'a>(back: impl Iterator<Item = &'a Position>, current: &Position) -> u32 {
    let mut count = 1;
    // Back to the last pawn move or capture; same side to move: every second position.
    for pos in back.take(current.halfmove_clock() as usize).skip(1).step_by(2) {
        if pos.hash() == current.hash() && pos.is_same_position(current) {
            count += 1;
        }
    }
    count
}

/// Threefold repetition (FIDE 9.2): the player to move may claim a draw.
pub fn is_threefold_repetition(history: &[Position]) -> bool {
    repetitions(history) >= 3
}

/// Fivefold repetition (FIDE 9.6.1): the game is drawn at once.
pub fn is_fivefold_repetition(history: &[Position]) -> bool {
    repetitions(history) >= 5
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn white_squares() {
        assert!(!is_white_square(Square::A1));
        assert!(is_white_square(Square::H1));
        assert!(is_white_square(Square::A8));
        assert!(!is_white_square(Square::H8));
    }

    #[test]
    fn bishop_pair() {
        // Bishops on c1 (dark) and f1 (light).
        assert!(pos("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").has_bishop_pair(Color::White));
        // Three bishops on light squares: no pair.
        let three_light = pos("4k3/8/8/8/8/8/2B5/3BKB2 w - - 0 1");
        assert!(!three_light.has_bishop_pair(Color::White));
        assert!(!three_light.has_bishop_pair(Color::Black));
        assert!(!pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").has_bishop_pair(Color::White));
    }

    #[test]
    fn a_key_collision_never_counts_as_a_repetition() {
        let start = Position::startpos();
        let mut other = pos("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 10 3");
        let honest = repetitions(&[start, start, start, other]);
        // Forge the start position's key onto a different position with the same side to move.
        other.hash = start.hash;
        assert!(!other.is_same_position(&start));
        assert_eq!(occurrences(&[start, start, start, start], &other), 1);
        assert_eq!(honest, 1);
        // The same key and the same board do count (clocks aside).
        let mut again = start;
        again.halfmove_clock = 4;
        assert_eq!(occurrences(&[start, other, start, other], &again), 3);
    }
}
