//! Zobrist keys: a random 64-bit number for each feature of a position, XOR-ed together.
//!
//! The keys come from a fixed-seed SplitMix64 run at first use (a few microseconds), so the
//! same position has the same key in every run and on every platform.

use crate::types::{Color, Piece, Square};
use std::sync::OnceLock;

pub(crate) struct Keys {
    piece_square: [[u64; 64]; 12],
    castling: [u64; 16],
    en_passant_file: [u64; 8],
    black_to_move: u64,
}

static KEYS: OnceLock<Keys> = OnceLock::new();

#[inline]
pub(crate) fn keys() -> &'static Keys {
    KEYS.get_or_init(Keys::build)
}

impl Keys {
    fn build() -> Keys {
        let mut state: u64 = 0x5A6F_6272_6973_7421;
        let mut next = move || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut keys = Keys {
            piece_square: [[0; 64]; 12],
            castling: [0; 16],
            en_passant_file: [0; 8],
            black_to_move: 0,
        };
        for row in keys.piece_square.iter_mut() {
            row.iter_mut().for_each(|k| *k = next());
        }
        // Each castling right gets one key; a set of rights is the XOR of its members, so that
        // losing one right changes the key by exactly that right's key.
        let right_keys = [next(), next(), next(), next()];
        for (rights, key) in keys.castling.iter_mut().enumerate() {
            *key = (0..4)
                .filter(|bit| rights & (1 << bit) != 0)
                .fold(0, |k, bit| k ^ right_keys[bit]);
        }
        keys.en_passant_file.iter_mut().for_each(|k| *k = next());
        keys.black_to_move = next();
        keys
    }

    #[inline]
    pub(crate) fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.piece_square[piece.color.index() * 6 + piece.role.index()][sq.index()]
    }

    #[inline]
    pub(crate) fn castling(&self, rights: u8) -> u64 {
        self.castling[(rights & 15) as usize]
    }

    #[inline]
    pub(crate) fn en_passant(&self, sq: Square) -> u64 {
        self.en_passant_file[sq.file().index() as usize]
    }

    #[inline]
    pub(crate) fn turn(&self, color: Color) -> u64 {
        match color {
            Color::White => 0,
            Color::Black => self.black_to_move,
        }
    }
}
