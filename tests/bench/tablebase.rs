//! Endgame tables, natively: the time to build each table with every table it leads into (from
//! nothing, as a first visit does), its size, and the time of a probe. Run through
//! `tests/bench/tablebase.sh`, which adds the same builds in wasm (Node and a Chromium worker).
//! Usage: cargo run --release --example bench_tablebase -- [materials,comma,separated] [rounds]
use drawboard::Position;
use drawboard::tablebase::{Material, Tablebases};
use std::time::Instant;

/// A legal position of a material: kings on a1 and h8, the other men on squares that give no
/// check (White's on b3 and c2, Black's on g6 and f7).
fn position_of(m: Material) -> Position {
    let mut board = [['.'; 8]; 8];
    let mut put = |sq: &str, c: char| {
        let b = sq.as_bytes();
        board[(b[1] - b'1') as usize][(b[0] - b'a') as usize] = c;
    };
    put("a1", 'K');
    put("h8", 'k');
    for (role, sq) in m.roles(drawboard::Color::White).zip(["b3", "c2"]) {
        put(sq, role.char().to_ascii_uppercase());
    }
    for (role, sq) in m.roles(drawboard::Color::Black).zip(["g6", "f7"]) {
        put(sq, role.char());
    }
    let rows: Vec<String> = (0..8)
        .rev()
        .map(|r| {
            let mut row = String::new();
            let mut empty = 0;
            for c in board[r] {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            row
        })
        .collect();
    format!("{} w - - 0 1", rows.join("/"))
        .parse()
        .expect("a legal position")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let materials: Vec<Material> = match args.get(1).map(String::as_str) {
        Some("all") | None => Material::every(4),
        Some(list) => list
            .split(',')
            .map(|n| n.parse().expect("a material like KQvKR"))
            .collect(),
    };
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(1);
    println!("material tables alone_ms with_subtables_ms size_bytes probe_ns fen");
    for m in materials {
        let pos = position_of(m);
        let fen = pos.to_fen();
        let mut totals = Vec::new();
        let mut alone = Vec::new();
        let mut tables = 0;
        let mut tbs = Tablebases::new();
        for _ in 0..rounds {
            tbs = Tablebases::new();
            let start = Instant::now();
            let mut last_start = start;
            tbs.build(m, &mut |p| {
                tables = p.tables;
                if p.fraction == 0.0 && p.table == p.tables {
                    last_start = Instant::now();
                }
            })
            .expect("built");
            totals.push(start.elapsed().as_secs_f64() * 1e3);
            alone.push(last_start.elapsed().as_secs_f64() * 1e3);
        }
        let table = tbs.get(m).expect("built");
        // Probes of every 97th stored position, as a search would make them.
        let probes: Vec<Position> = (0..table.size())
            .step_by(97)
            .filter_map(|i| table.entry(i))
            .map(|(p, _)| p)
            .collect();
        let start = Instant::now();
        let mut wins = 0u64;
        for _ in 0..3 {
            for p in &probes {
                wins += matches!(tbs.probe(p), Ok(drawboard::tablebase::Value::Win(_))) as u64;
            }
        }
        let probe_ns = start.elapsed().as_secs_f64() * 1e9 / (3 * probes.len()) as f64;
        std::hint::black_box(wins);
        let median = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        println!(
            "{m} {tables} {:.0} {:.0} {} {probe_ns:.0} {fen}",
            median(&mut alone),
            median(&mut totals),
            table.size()
        );
    }
}
