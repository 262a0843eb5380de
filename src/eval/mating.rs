//! Mating potential, following Pair-o-Max (H.G. Muller's heuristic, the project's seed 003):
//! the score of the side that is ahead is divided by 2, 4 or 8 when its material, however
//! large, is unlikely to be enough to mate.

use crate::board::Position;
use crate::types::{Color, Role};

/// The values Pair-o-Max compares piece material with (its "350 centipawns" rule).
const PLAIN_VALUES: [i32; 6] = [100, 325, 325, 500, 975, 0];

/// Pieces (not kings or pawns) of a side: how many, their plain value, the cheapest one's
/// value, and whether they are exactly two knights.
struct Pieces {
    count: i32,
    value: i32,
    cheapest: i32,
    knight_pair_only: bool,
}

fn pieces(pos: &Position, color: Color) -> Pieces {
    let mut count = 0;
    let mut value = 0;
    let mut cheapest = i32::MAX;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        let n = pos.pieces(color, role).count() as i32;
        if n > 0 {
            count += n;
            value += n * PLAIN_VALUES[role.index()];
            cheapest = cheapest.min(PLAIN_VALUES[role.index()]);
        }
    }
    let knight_pair_only = count == 2 && pos.pieces(color, Role::Knight).count() == 2;
    Pieces {
        count,
        value,
        cheapest,
        knight_pair_only,
    }
}

/// Whether a pawnless leader with pieces `lead` against `def` has no mating potential in
/// Pair-o-Max's terms: a 1:0, 1:1, 2:0 or 2:1 count with under 350 centipawns of piece
/// advantage, or two knights with nothing else against at most one piece.
fn lacks_mating_potential(lead: &Pieces, def: &Pieces) -> bool {
    let small_count = matches!((lead.count, def.count), (1, 0) | (1, 1) | (2, 0) | (2, 1));
    (small_count && lead.value - def.value < 350) || (lead.knight_pair_only && def.count <= 1)
}

/// The divisor for the leading side's score (1, 2, 4 or 8), following Pair-o-Max.
pub fn mating_potential_divisor(pos: &Position, leader: Color) -> i32 {
    let lead_pawns = pos.pieces(leader, Role::Pawn).count();
    // Two pawns or more: whatever the pieces, mating potential is not in doubt.
    if lead_pawns >= 2 {
        return 1;
    }
    let defender = leader.other();
    let lead = pieces(pos, leader);
    let def = pieces(pos, defender);
    if lead_pawns == 0 {
        if lacks_mating_potential(&lead, &def) {
            return 8;
        }
        // Without pawns a win needs about twice the advantage, unless the defender has no
        // pieces at all (a bare king, or king and pawns, which are easily collected).
        return if def.count > 0 { 2 } else { 1 };
    }
    if lead_pawns == 1 && matches!((lead.count, def.count), (1, 1) | (1, 2) | (2, 1) | (2, 2)) {
        // Mating potential in jeopardy: the defender can give its cheapest piece for the last
        // pawn and leave one of the cases above.
        let after = Pieces {
            count: def.count - 1,
            value: def.value - def.cheapest,
            cheapest: 0,
            knight_pair_only: false,
        };
        if lacks_mating_potential(&lead, &after) {
            return 4;
        }
    }
    1
}
