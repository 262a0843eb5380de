//! Static exchange evaluation: what a capture wins once both sides have finished trading on
//! its square.

use crate::board::Position;
use crate::moves::Move;
use crate::types::{Role, Square};

/// Piece values for exchanges on one square (the king is never really captured).
const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Whether [`see`] of `mv` is at least `threshold`, settled without playing the exchange out
/// when its bounds decide: the exchange wins at most what `mv` captures (the opponent may
/// answer with nothing), and at least that less the piece `mv` puts on the square (the most
/// the opponent's recapture and whatever follows can win back, as we may stop there).
#[inline]
pub(super) fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    let captured = captured_value(pos, mv);
    if captured < threshold {
        return false;
    }
    captured - mover_value(pos, mv) >= threshold || see(pos, mv) >= threshold
}

/// Whether `mv` goes to the empty en-passant square, taking the pawn beside it.
fn is_en_passant(pos: &Position, mv: Move) -> bool {
    Some(mv.to) == pos.legal_ep_square() && !pos.occupied().contains(mv.to)
}

/// What `mv` captures, in exchange values (a pawn, en passant).
fn captured_value(pos: &Position, mv: Move) -> i32 {
    match pos.piece_at(mv.to) {
        Some(p) => SEE_VALUES[p.role.index()],
        None if is_en_passant(pos, mv) => SEE_VALUES[0],
        None => 0,
    }
}

/// What `mv` leaves on its square for the opponent to take: the piece moved, or what it
/// promotes to.
fn mover_value(pos: &Position, mv: Move) -> i32 {
    mv.promotion.map_or_else(
        || pos.piece_at(mv.from).map_or(0, |p| SEE_VALUES[p.role.index()]),
        |r| SEE_VALUES[r.index()],
    )
}

/// What the side to move wins (in centipawns, negative for a loss) if both sides keep
/// capturing on `mv.to` with their least valuable piece, each free to stop.
pub(super) fn see(pos: &Position, mv: Move) -> i32 {
    let t = crate::movegen::attacks::tables();
    let to = mv.to;
    let mut occupied = pos.occupied().without(mv.from);
    if is_en_passant(pos, mv) {
        // The captured pawn leaves its own square.
        occupied = occupied.without(Square::from_coords(to.file(), mv.from.rank()));
    }
    let mut gains = [0i32; 32];
    gains[0] = captured_value(pos, mv);
    let mut on_square = mover_value(pos, mv);
    let diagonal = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
    let straight = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    let mut attackers = pos.attackers_to(to, occupied) & occupied;
    let mut side = pos.turn().other();
    let mut depth = 0;
    loop {
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = on_square - gains[depth - 1];
        let ours = attackers & pos.by_color(side);
        let Some((sq, role)) = Role::ALL
            .into_iter()
            .find_map(|role| (ours & pos.by_role(role)).first().map(|sq| (sq, role)))
        else {
            break;
        };
        on_square = SEE_VALUES[role.index()];
        occupied = occupied.without(sq);
        // Sliders behind the piece that just captured join in.
        attackers |= (t.bishop(to, occupied) & diagonal) | (t.rook(to, occupied) & straight);
        attackers &= occupied;
        side = side.other();
    }
    // The last capture in `gains` was not made; unwind, each side choosing to stop or go on.
    depth -= 1;
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos: Position = fen.parse().unwrap();
        see(&pos, pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn static_exchange() {
        // A free pawn; a pawn defended by a pawn taken by a knight; a rook x-ray behind a rook.
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
        assert_eq!(see_of("4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"), 100 - 320);
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // Two rooks each: after RxP RxR RxR RxR White has lost a rook for a pawn.
        assert_eq!(see_of("3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100 - 500);
        // Pawn takes knight defended by a pawn: knight for pawn.
        assert_eq!(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320 - 100);
    }

    #[test]
    fn the_bounds_agree_with_the_exchange() {
        // Every legal move of a few busy positions, at thresholds around each one's value.
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "1r2k3/2P5/8/8/8/8/6p1/4K2N w - - 0 1",
            "1r2k3/2P5/8/8/8/8/6p1/4K2N b - - 0 1",
        ] {
            let pos: Position = fen.parse().unwrap();
            for &mv in pos.legal_moves().iter() {
                let value = see(&pos, mv);
                for threshold in [value - 1, value, value + 1, -400, -100, 0, 100] {
                    assert_eq!(
                        see_ge(&pos, mv, threshold),
                        value >= threshold,
                        "{fen} {mv} {threshold}"
                    );
                }
            }
        }
    }
}
