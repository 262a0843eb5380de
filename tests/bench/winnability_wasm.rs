//! The wasm half of the winnability benchmark: a bare module driven by
//! `tests/bench/winnability.mjs` under Node, which times each call.

#[path = "winnability_core.rs"]
mod core;

use std::cell::RefCell;

struct State {
    sets: Vec<(&'static str, Vec<core::Case>)>,
    /// Where Node writes a FEN for `bench_add`.
    buffer: Vec<u8>,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State { sets: Vec::new(), buffer: vec![0; 256] });
}

/// Builds the tables and the generated sets; returns how many sets there are.
#[unsafe(no_mangle)]
pub extern "C" fn bench_init() -> u32 {
    drawboard::movegen::init();
    STATE.with_borrow_mut(|s| {
        s.sets = core::generated();
        s.sets.insert(0, ("WAC (real games)", Vec::new()));
        s.sets.len() as u32
    })
}

/// Where to write a FEN (256 bytes at most).
#[unsafe(no_mangle)]
pub extern "C" fn bench_buffer() -> *mut u8 {
    STATE.with_borrow_mut(|s| s.buffer.as_mut_ptr())
}

/// Adds the FEN of `len` bytes in the buffer to set 0 (the real-game positions).
#[unsafe(no_mangle)]
pub extern "C" fn bench_add(len: u32) -> u32 {
    STATE.with_borrow_mut(|s| {
        let fen = String::from_utf8_lossy(&s.buffer[..len as usize]).to_string();
        match core::Case::new(&fen) {
            Some(case) => {
                s.sets[0].1.push(case);
                1
            }
            None => 0,
        }
    })
}

/// The number of positions in a set.
#[unsafe(no_mangle)]
pub extern "C" fn bench_count(set: u32) -> u32 {
    STATE.with_borrow(|s| s.sets[set as usize].1.len() as u32)
}

/// Runs one analysis of both sides of one position: `engine` 0 ours, 1 chasolver; `full`
/// 0 quick/fast, 1 full.
#[unsafe(no_mangle)]
pub extern "C" fn bench_run(set: u32, index: u32, engine: u32, full: u32) -> u32 {
    STATE.with_borrow(|s| core::run(&s.sets[set as usize].1[index as usize], engine as usize, full == 1))
}
