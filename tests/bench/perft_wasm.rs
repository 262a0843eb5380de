//! The wasm half of the perft benchmark: a bare module exporting both perfts, driven by
//! `tests/bench/perft.mjs` under Node.

#[path = "perft_core.rs"]
mod perft_core;

/// Runs our perft on standard position `index` at its benchmark depth.
#[unsafe(no_mangle)]
pub extern "C" fn bench_ours(index: u32) -> u64 {
    let (_, fen, depth) = perft_core::POSITIONS[index as usize % 6];
    perft_core::ours(fen, depth)
}

/// Runs cozy-chess's perft on standard position `index` at its benchmark depth.
#[unsafe(no_mangle)]
pub extern "C" fn bench_cozy(index: u32) -> u64 {
    let (_, fen, depth) = perft_core::POSITIONS[index as usize % 6];
    perft_core::cozy(fen, depth)
}

/// Builds our lookup tables.
#[unsafe(no_mangle)]
pub extern "C" fn bench_init() {
    drawboard::movegen::init();
}
