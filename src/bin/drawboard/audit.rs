//! `drawboard audit FILE.pgn [--json] [--nodes N]`: every game of a PGN file compared with the
//! Laws of Chess, a summary and one line per finding.

use crate::findings;
use drawboard::audit::{self, Kind, Report};
use std::io::{self, BufWriter, Write};
use std::time::Instant;

pub const USAGE: &str = "drawboard audit FILE.pgn [--json] [--nodes N]";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut json = false;
    let mut budget = audit::DEFAULT_BUDGET;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--json" => json = true,
            "--nodes" => {
                let n = rest.next().ok_or("--nodes needs a number")?;
                budget = n
                    .parse()
                    .map_err(|_| format!("--nodes must be a whole number, got '{n}'"))?;
            }
            _ if file.is_none() => file = Some(arg.clone()),
            _ => return Err(format!("unexpected argument '{arg}'\nusage: {USAGE}")),
        }
    }
    let file = file.ok_or(format!("usage: {USAGE}"))?;
    let bytes = std::fs::read(&file).map_err(|e| format!("{file}: {e}"))?;
    // PGN is meant to be ASCII or UTF-8; old files in Latin-1 are read with the odd byte replaced.
    let text = String::from_utf8_lossy(&bytes);
    let started = Instant::now();
    let report = audit::audit_text(&text, budget);
    let seconds = started.elapsed().as_secs_f64();
    let mut out = BufWriter::new(io::stdout().lock());
    let written = if json {
        print_json(&mut out, &file, &report, seconds)
    } else {
        print_text(&mut out, &file, &report, seconds)
    };
    match written.and_then(|()| out.flush()) {
        // A reader that stops early (`drawboard audit games.pgn | head`) wants no more.
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("writing the report: {e}")),
        _ => Ok(()),
    }
}

fn print_text(out: &mut impl Write, file: &str, report: &Report, seconds: f64) -> io::Result<()> {
    writeln!(
        out,
        "{file}: {} games, {} moves, {} with findings, {} ended on the board or by an automatic rule ({:.2} s, {:.0} games/s)",
        report.games,
        report.plies,
        report.games_with_findings(),
        report.ended_by_rule,
        seconds,
        report.games as f64 / seconds.max(1e-9)
    )?;
    for kind in Kind::ALL {
        let n = report.count(kind);
        if n > 0 {
            writeln!(out, "  {:<18} {n}", kind.code())?;
        }
    }
    if !report.repairs.is_empty() {
        let games = {
            let mut games: Vec<usize> = report.repairs.iter().map(|(g, _)| *g).collect();
            games.dedup();
            games.len()
        };
        writeln!(
            out,
            "  {} repairs in {games} games (read leniently: each is listed below)",
            report.repairs.len()
        )?;
    }
    if report.unsettled > 0 {
        writeln!(
            out,
            "  {} {} on time not settled within the analysis budget (--nodes)",
            report.unsettled,
            if report.unsettled == 1 { "win" } else { "wins" }
        )?;
    }
    for (game, r) in &report.repairs {
        let read = if r.read.is_empty() {
            String::new()
        } else {
            format!(" read as {}", r.read)
        };
        writeln!(
            out,
            "game {game}: line {}: repair {}: {}{read}",
            r.line,
            r.kind.code(),
            r.written
        )?;
    }
    for f in &report.findings {
        let at = findings::at(f).map(|a| format!(" {a}:")).unwrap_or_default();
        writeln!(
            out,
            "game {} ({}):{at} {}: {}",
            f.game,
            f.players,
            f.kind().code(),
            findings::sentence(f)
        )?;
    }
    Ok(())
}

/// One JSON object per line: the summary, then each finding.
fn print_json(out: &mut impl Write, file: &str, report: &Report, seconds: f64) -> io::Result<()> {
    let counts: Vec<String> = Kind::ALL
        .iter()
        .map(|&k| format!("\"{}\":{}", k.code(), report.count(k)))
        .collect();
    writeln!(
        out,
        "{{\"type\":\"summary\",\"file\":{},\"games\":{},\"plies\":{},\"gamesWithFindings\":{},\"endedByRule\":{},\"unsettled\":{},\"repairs\":{},\"seconds\":{seconds:.3},\"counts\":{{{}}}}}",
        quote(file),
        report.games,
        report.plies,
        report.games_with_findings(),
        report.ended_by_rule,
        report.unsettled,
        report.repairs.len(),
        counts.join(",")
    )?;
    for (game, r) in &report.repairs {
        writeln!(
            out,
            "{{\"type\":\"repair\",\"game\":{game},\"line\":{},\"kind\":\"{}\",\"written\":{},\"read\":{}}}",
            r.line,
            r.kind.code(),
            quote(&r.written),
            quote(&r.read)
        )?;
    }
    for f in &report.findings {
        writeln!(
            out,
            "{{\"type\":\"finding\",\"game\":{},\"players\":{},\"kind\":\"{}\",\"at\":{},\"message\":{}}}",
            f.game,
            quote(&f.players),
            f.kind().code(),
            findings::at(f).map_or("null".to_string(), quote),
            quote(&findings::sentence(f))
        )?;
    }
    Ok(())
}

/// A JSON string.
fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
