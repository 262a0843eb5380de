//! drawboard: a chess engine for the browser that knows what is and is not a draw, and why.
//!
//! The core (everything but [`wasm`]) is plain Rust and knows nothing of JavaScript:
//!
//! ```
//! use drawboard::{perft, Game, Position};
//! let pos = Position::startpos();
//! assert_eq!(perft(&pos, 3), 8_902);
//!
//! let mut game = Game::default();
//! game.play("e4").unwrap();
//! game.play("e7e5").unwrap();
//! assert_eq!(game.position().to_fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
//! ```
// No unsafe code, with one measured exception: the transposition table's cache prefetch
// (`search/table.rs`): the native search ran up to 8% faster with it, within this machine's
// noise (ratios 1.084, 1.048 and 0.995 in three runs).
#![deny(unsafe_code)]

pub mod audit;
pub mod bitboard;
pub mod board;
pub mod eval;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod search;
pub mod status;
pub mod tablebase;
pub mod tree;
pub mod types;
pub mod wasm;
pub mod winnability;

pub use bitboard::Bitboard;
pub use board::fen::{FenError, ParseFenError, PositionError, START_FEN, Setup};
pub use board::{CastlingRights, Position, Undo};
pub use game::Game;
pub use moves::{Move, MoveList};
pub use notation::MoveError;
pub use perft::{divide, perft};
pub use status::{ClaimRule, EndReason, Outcome, Status, TableVerdict};
pub use types::{Color, File, Piece, Rank, Role, Square};
