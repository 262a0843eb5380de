//! The evaluation's weights, middlegame and endgame, in centipawns, block by block in the order
//! `params.rs` names them. Written by the tuner (`tests/tune/tune.rs`): edit it by tuning.
//! Last tuning: 198089 positions, 1500 epochs, lambda 0.5, reg 0, k 0.984, only
//! rook_behind_passer (the rest as they were), with the drawish endings' factors applied
//! (`drawish.rs`): held-out error 0.02941 -> 0.02934. The factors alone had taken it from
//! 0.02989 to 0.02940 (at k 1, before that tuning).

use super::Pair;
use super::params::COUNT;

/// Every weight, in the order of `params::BLOCKS`.
#[rustfmt::skip]
pub static WEIGHTS: [Pair; COUNT] = [
    // material
    Pair::new(83, 93), Pair::new(433, 324), Pair::new(412, 326), Pair::new(591, 579),
    Pair::new(1297, 1193),
    // placement
    Pair::new(0, 0), Pair::new(0, 0), Pair::new(0, 0), Pair::new(0, 0),
    Pair::new(-10, 18), Pair::new(4, 28), Pair::new(17, 22), Pair::new(1, 16),
    Pair::new(-5, 16), Pair::new(-7, 32), Pair::new(-7, 16), Pair::new(-6, 16),
    Pair::new(-5, 19), Pair::new(-9, 6), Pair::new(25, -11), Pair::new(31, -44),
    Pair::new(27, 11), Pair::new(-3, 22), Pair::new(24, -20), Pair::new(19, -38),
    Pair::new(16, 16), Pair::new(-12, 28), Pair::new(45, -13), Pair::new(44, -85),
    Pair::new(99, 42), Pair::new(164, 46), Pair::new(294, -6), Pair::new(115, 56),
    Pair::new(0, 0), Pair::new(0, 0), Pair::new(0, 0), Pair::new(0, 0),
    Pair::new(-32, -26), Pair::new(-55, 22), Pair::new(-35, -37), Pair::new(-11, -20),
    Pair::new(-39, 4), Pair::new(-53, 16), Pair::new(-30, -33), Pair::new(-22, -10),
    Pair::new(-50, -13), Pair::new(-30, 8), Pair::new(-19, 32), Pair::new(-41, 35),
    Pair::new(-26, 7), Pair::new(-16, 22), Pair::new(3, 52), Pair::new(-4, 34),
    Pair::new(35, -4), Pair::new(-13, 43), Pair::new(-17, 42), Pair::new(4, 73),
    Pair::new(-16, -14), Pair::new(19, -23), Pair::new(26, 24), Pair::new(36, 22),
    Pair::new(-24, -20), Pair::new(-16, -14), Pair::new(-53, 3), Pair::new(29, -8),
    Pair::new(-32, -26), Pair::new(-24, -20), Pair::new(-16, -14), Pair::new(-8, -8),
    Pair::new(131, -42), Pair::new(113, 2), Pair::new(72, -22), Pair::new(147, -48),
    Pair::new(87, -10), Pair::new(112, -33), Pair::new(94, -6), Pair::new(107, -42),
    Pair::new(93, -24), Pair::new(122, -5), Pair::new(112, -28), Pair::new(96, 1),
    Pair::new(86, -47), Pair::new(67, 10), Pair::new(97, -5), Pair::new(132, 4),
    Pair::new(89, -25), Pair::new(91, 20), Pair::new(79, 4), Pair::new(111, 16),
    Pair::new(78, -31), Pair::new(135, 21), Pair::new(132, -8), Pair::new(159, -26),
    Pair::new(43, -12), Pair::new(124, -19), Pair::new(94, -31), Pair::new(56, -19),
    Pair::new(-16, -11), Pair::new(-12, -8), Pair::new(-8, -5), Pair::new(-4, -2),
    Pair::new(-3, -1), Pair::new(3, 25), Pair::new(32, -11), Pair::new(50, -19),
    Pair::new(-23, 11), Pair::new(-28, 36), Pair::new(34, -20), Pair::new(23, 5),
    Pair::new(-17, 44), Pair::new(10, 21), Pair::new(12, 26), Pair::new(2, 28),
    Pair::new(-28, 33), Pair::new(33, -8), Pair::new(54, -2), Pair::new(12, 24),
    Pair::new(28, 23), Pair::new(-10, 15), Pair::new(84, 13), Pair::new(8, 28),
    Pair::new(10, 36), Pair::new(54, 3), Pair::new(13, 14), Pair::new(134, -14),
    Pair::new(-11, 47), Pair::new(-3, 29), Pair::new(36, 25), Pair::new(97, 14),
    Pair::new(50, 25), Pair::new(-128, 92), Pair::new(79, 24), Pair::new(61, 19),
    Pair::new(-10, -16), Pair::new(-50, -10), Pair::new(-62, 0), Pair::new(-39, -80),
    Pair::new(11, -81), Pair::new(-28, -90), Pair::new(-20, -69), Pair::new(-19, -79),
    Pair::new(-9, -131), Pair::new(-23, -45), Pair::new(-33, 1), Pair::new(-17, -33),
    Pair::new(-56, -2), Pair::new(-43, 0), Pair::new(-24, 24), Pair::new(-8, -19),
    Pair::new(1, -111), Pair::new(-69, 13), Pair::new(-2, 3), Pair::new(-68, 39),
    Pair::new(-83, -31), Pair::new(50, -110), Pair::new(-64, 22), Pair::new(-47, 66),
    Pair::new(13, -35), Pair::new(-79, 1), Pair::new(-5, -54), Pair::new(-2, 0),
    Pair::new(-18, -84), Pair::new(-8, -12), Pair::new(-6, -8), Pair::new(-4, -4),
    Pair::new(2, -49), Pair::new(-1, -35), Pair::new(-53, -21), Pair::new(-40, -52),
    Pair::new(5, -23), Pair::new(3, -19), Pair::new(-56, -6), Pair::new(-50, -9),
    Pair::new(-163, -13), Pair::new(-92, -22), Pair::new(-166, 0), Pair::new(-113, -20),
    Pair::new(-236, 6), Pair::new(-294, 31), Pair::new(-229, 11), Pair::new(-165, -10),
    Pair::new(-244, -8), Pair::new(-137, -8), Pair::new(-82, -41), Pair::new(-179, -16),
    Pair::new(-60, -104), Pair::new(-427, 49), Pair::new(-89, -10), Pair::new(-84, -9),
    Pair::new(-150, -30), Pair::new(-227, 25), Pair::new(-301, 11), Pair::new(-150, 0),
    Pair::new(-175, -40), Pair::new(-175, -30), Pair::new(-175, -20), Pair::new(-175, -10),
    // mobility_knight
    Pair::new(20, -127), Pair::new(47, -41), Pair::new(55, 11), Pair::new(61, 31),
    Pair::new(71, 39), Pair::new(77, 33), Pair::new(77, 32), Pair::new(100, 23),
    Pair::new(101, 6),
    // mobility_bishop
    Pair::new(-43, 10), Pair::new(-39, 32), Pair::new(-27, 39), Pair::new(-17, 37),
    Pair::new(-13, 57), Pair::new(-7, 60), Pair::new(-9, 71), Pair::new(-11, 67),
    Pair::new(-10, 76), Pair::new(2, 58), Pair::new(-14, 85), Pair::new(-15, 54),
    Pair::new(-15, 54), Pair::new(-15, 54),
    // mobility_rook
    Pair::new(-6, -45), Pair::new(6, -24), Pair::new(15, -8), Pair::new(13, 18),
    Pair::new(24, 16), Pair::new(24, 26), Pair::new(27, 33), Pair::new(41, 25),
    Pair::new(42, 24), Pair::new(36, 37), Pair::new(55, 38), Pair::new(59, 39),
    Pair::new(41, 49), Pair::new(56, 43), Pair::new(141, 5),
    // mobility_queen
    Pair::new(-84, 259), Pair::new(-81, -364), Pair::new(-77, 147), Pair::new(-63, -13),
    Pair::new(-61, -5), Pair::new(-57, -21), Pair::new(-51, 1), Pair::new(-44, -16),
    Pair::new(-45, 13), Pair::new(-47, 27), Pair::new(-43, 38), Pair::new(-30, 22),
    Pair::new(-45, 46), Pair::new(-55, 48), Pair::new(-50, 71), Pair::new(-70, 99),
    Pair::new(-53, 85), Pair::new(-44, 59), Pair::new(-65, 106), Pair::new(2, 48),
    Pair::new(-33, 67), Pair::new(137, -27), Pair::new(137, -27), Pair::new(137, -27),
    Pair::new(137, -27), Pair::new(137, -27), Pair::new(137, -27), Pair::new(137, -27),
    // passed
    Pair::new(0, 0), Pair::new(49, 4), Pair::new(25, 5), Pair::new(-94, 91),
    Pair::new(-13, 17), Pair::new(113, 100), Pair::new(311, 80), Pair::new(0, 0),
    // passed_our_king
    Pair::new(0, -2), Pair::new(0, -2), Pair::new(-6, -12), Pair::new(32, -25),
    Pair::new(13, -14), Pair::new(-9, -17), Pair::new(-59, -11), Pair::new(-59, -11),
    // passed_their_king
    Pair::new(-8, 0), Pair::new(-8, 0), Pair::new(-1, 10), Pair::new(-10, 11),
    Pair::new(-14, 33), Pair::new(11, 26), Pair::new(21, 29), Pair::new(21, 29),
    // passed_blocked
    Pair::new(-1, -3),
    // passed_free
    Pair::new(-5, 11),
    // unstoppable
    Pair::new(0, 239),
    // doubled
    Pair::new(-5, -1),
    // isolated
    Pair::new(-14, -12),
    // backward
    Pair::new(-8, -15),
    // supported
    Pair::new(20, 8),
    // phalanx
    Pair::new(7, 10),
    // rook_open_file
    Pair::new(32, 11),
    // rook_half_open_file
    Pair::new(19, 16),
    // rook_seventh
    Pair::new(35, 6),
    // outpost
    Pair::new(12, 13), Pair::new(41, -7),
    // bishop_pawns
    Pair::new(-2, -3),
    // bishop_pair
    Pair::new(34, 82),
    // shelter
    Pair::new(-90, -18), Pair::new(-67, -21), Pair::new(-50, -24), Pair::new(-32, -20),
    // king_danger
    Pair::new(0, 0), Pair::new(2, 0), Pair::new(31, 63), Pair::new(39, -32),
    Pair::new(61, -29), Pair::new(50, 0), Pair::new(10, 51), Pair::new(98, 0),
    Pair::new(128, 0), Pair::new(162, 0), Pair::new(200, 0), Pair::new(242, 0),
    Pair::new(288, 0), Pair::new(338, 0), Pair::new(392, 0), Pair::new(450, 0),
    Pair::new(512, 0), Pair::new(578, 0), Pair::new(648, 0), Pair::new(722, 0),
    Pair::new(800, 0), Pair::new(800, 0), Pair::new(800, 0), Pair::new(800, 0),
    Pair::new(800, 0),
    // safe_check
    Pair::new(57, -7), Pair::new(12, 28), Pair::new(60, 4), Pair::new(31, 6),
    // pawn_threat
    Pair::new(60, 45),
    // minor_threat
    Pair::new(-4, 10), Pair::new(15, 59), Pair::new(55, -19), Pair::new(55, -4),
    Pair::new(41, -28),
    // rook_threat
    Pair::new(-25, 25), Pair::new(40, 15), Pair::new(46, -7), Pair::new(-8, -12),
    Pair::new(42, 72),
    // king_threat
    Pair::new(40, 14),
    // hanging
    Pair::new(16, 27),
    // space
    Pair::new(2, 12),
    // rook_behind_passer
    Pair::new(24, 35), Pair::new(-1, -13),
    // tempo
    Pair::new(23, 6),
];

/// The weight at `index`: the table's, or with the `tune` feature whatever [`live::set`] put
/// there.
#[inline(always)]
pub(crate) fn weight(index: usize) -> Pair {
    #[cfg(feature = "tune")]
    {
        live::get(index)
    }
    #[cfg(not(feature = "tune"))]
    {
        WEIGHTS[index]
    }
}

/// Weights set while the engine runs, for tuning with the search in the loop
/// (`tests/bench/spsa.rs`, through `setoption name eval.king_danger.7.mg value 98`). Built
/// only with the `tune` feature: the board always uses the table above.
#[cfg(feature = "tune")]
pub mod live {
    use super::super::Pair;
    use super::super::params::{COUNT, settable};
    use super::WEIGHTS;
    use std::sync::atomic::{AtomicI32, Ordering::Relaxed};

    /// How far each weight's middlegame and endgame values stand from the table's.
    static SHIFT: [AtomicI32; 2 * COUNT] = [const { AtomicI32::new(0) }; 2 * COUNT];

    #[inline(always)]
    pub(crate) fn get(index: usize) -> Pair {
        let w = WEIGHTS[index];
        Pair::new(
            w.mg + SHIFT[2 * index].load(Relaxed),
            w.eg + SHIFT[2 * index + 1].load(Relaxed),
        )
    }

    /// Sets the weight named `eval.BLOCK.INDEX.mg` (or `.eg`; see [`settable`]).
    pub fn set(name: &str, value: i32) -> Result<(), String> {
        let (index, half) = settable(name)?;
        let base = if half == 0 {
            WEIGHTS[index].mg
        } else {
            WEIGHTS[index].eg
        };
        SHIFT[2 * index + half].store(value - base, Relaxed);
        Ok(())
    }
}
