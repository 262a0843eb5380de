//! Work spread over every core: a table's entries are cut into chunks that threads take in
//! turn. In WebAssembly (no threads) the calling thread does every chunk itself.

use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// How many threads a build uses; 0 is one per core.
static THREADS: AtomicUsize = AtomicUsize::new(0);

/// Sets how many threads builds use (0: one per core). Results do not depend on it.
pub fn set_threads(n: usize) {
    THREADS.store(n, Ordering::Relaxed);
}

/// The threads a build uses.
pub fn threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    match THREADS.load(Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// Runs `work` on every chunk of `0..len` (of `chunk` entries, the last maybe shorter) and
/// returns what each gave, in chunk order, or the first error met (the other chunks may be
/// left undone). `progress` hears the fraction of chunks done, from the calling thread only.
pub(crate) fn map_chunks<T: Send, E: Send>(
    len: usize,
    chunk: usize,
    work: impl Fn(Range<usize>) -> Result<T, E> + Sync,
    progress: &mut dyn FnMut(f64),
) -> Result<Vec<T>, E> {
    let chunks = len.div_ceil(chunk.max(1));
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let results: Mutex<Vec<Option<Result<T, E>>>> = Mutex::new((0..chunks).map(|_| None).collect());
    // Takes chunks until none is left (or one failed); reports progress if `report` is given.
    let run = |report: Option<&mut dyn FnMut(f64)>| {
        let mut report = report;
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= chunks || failed.load(Ordering::Relaxed) {
                break;
            }
            let start = k * chunk;
            let result = work(start..len.min(start + chunk));
            if result.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            results.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(result);
            if let Some(report) = report.as_mut() {
                report(next.load(Ordering::Relaxed).min(chunks) as f64 / chunks as f64);
            }
        }
    };
    let threads = threads().min(chunks).max(1);
    if threads == 1 {
        run(Some(progress));
    } else {
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| run(None));
            }
            run(Some(progress));
        });
    }
    let mut out = Vec::with_capacity(chunks);
    for result in results.into_inner().unwrap_or_else(|e| e.into_inner()) {
        match result {
            Some(Ok(value)) => out.push(value),
            Some(Err(e)) => return Err(e),
            // Left undone after a failure: the failure is further on.
            None => continue,
        }
    }
    Ok(out)
}
