//! Properties checked over random games: make/unmake, Zobrist keys, FEN round trips, and the move
//! generator against two independent references (a slow mailbox generator written here, and
//! the cozy-chess crate).

use drawboard::{Color, Move, Piece, Position, Role, Square};
use std::collections::BTreeSet;

mod common;
use common::Rng;

/// Starting points for the playouts: the start position and positions rich in castling,
/// en passant and promotions.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
];

/// Visits every position of `games` random games of up to `plies` plies.
fn for_each_playout_position(games: usize, plies: usize, mut visit: impl FnMut(&Position)) {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for game in 0..games {
        let mut pos: Position = STARTS[game % STARTS.len()].parse().unwrap();
        for _ in 0..plies {
            visit(&pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn make_then_unmake_restores_the_position_exactly() {
    for_each_playout_position(60, 120, |pos| {
        for &mv in pos.legal_moves().iter() {
            let mut copy = *pos;
            let undo = copy.play_unchecked(mv);
            assert_ne!(copy, *pos, "{mv} changed nothing in {pos}");
            copy.undo_unchecked(mv, undo);
            assert_eq!(copy, *pos, "{mv} in {pos}");
        }
    });
}

#[test]
fn gives_check_agrees_with_the_move_made() {
    let (mut checks, mut quiet) = (0, 0);
    let mut visit = |pos: &Position| {
        for &mv in pos.legal_moves().iter() {
            let expected = pos.after(mv).is_check();
            assert_eq!(pos.gives_check(mv), expected, "{mv} in {pos}");
            if expected { checks += 1 } else { quiet += 1 }
        }
    };
    for_each_playout_position(60, 120, &mut visit);
    // Castling, en passant and promotions that check, and discovered checks of each kind.
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1",
        "8/8/8/1k1pP2K/8/8/8/8 w - d6 0 1",
        "8/5k2/8/3pP3/8/1B6/8/4K3 w - d6 0 1",
        "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/1b6/8/3P4/R3K2r w Q - 0 1",
        "7k/6N1/8/8/8/8/1B6/K5R1 w - - 0 1",
    ] {
        visit(&fen.parse().unwrap());
    }
    assert!(checks > 1_000 && quiet > 10 * checks, "{checks} checks, {quiet} others");
}

#[test]
fn incremental_key_equals_key_from_scratch() {
    for_each_playout_position(60, 120, |pos| {
        assert_eq!(pos.hash(), pos.compute_hash(), "{pos}");
        // A position read back from its FEN has the same key.
        let reread: Position = pos.to_fen().parse().unwrap();
        assert_eq!(reread.hash(), pos.hash(), "{pos}");
    });
}

#[test]
fn fen_round_trips() {
    let mut seen = 0;
    for_each_playout_position(30, 100, |pos| {
        let fen = pos.to_fen();
        let reread: Position = fen.parse().unwrap();
        assert_eq!(reread, *pos, "{fen}");
        assert_eq!(reread.to_fen(), fen);
        seen += 1;
    });
    assert!(seen > 1000, "only {seen} positions");
}

#[test]
fn counting_agrees_with_listing() {
    for_each_playout_position(40, 100, |pos| {
        assert_eq!(pos.count_legal_moves(), pos.legal_moves().len() as u64, "{pos}");
    });
}

fn uci_set(moves: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    moves.into_iter().collect()
}

#[test]
fn generator_agrees_with_the_slow_reference() {
    for_each_playout_position(60, 120, |pos| {
        let ours = uci_set(pos.legal_moves().iter().map(Move::to_string));
        let reference = uci_set(reference::legal_moves(pos));
        assert_eq!(ours, reference, "{pos}");
    });
}

#[test]
fn generator_agrees_with_cozy_chess() {
    for_each_playout_position(60, 120, |pos| {
        let ours = uci_set(pos.legal_moves().iter().map(Move::to_string));
        let board: cozy_chess::Board = pos.to_fen().parse().unwrap();
        let mut theirs = BTreeSet::new();
        board.generate_moves(|moves| {
            for mv in moves {
                // cozy-chess writes castling as the king taking its rook (e1h1).
                let mut text = mv.to_string();
                if board.piece_on(mv.from) == Some(cozy_chess::Piece::King)
                    && board.color_on(mv.to) == Some(board.side_to_move())
                {
                    let to_file = if mv.to.file() > mv.from.file() { 'g' } else { 'c' };
                    text = format!("{}{to_file}{}", mv.from, &text[3..4]);
                }
                theirs.insert(text);
            }
            false
        });
        assert_eq!(ours, theirs, "{pos}");
    });
}

/// A deliberately simple generator: a mailbox, rays walked square by square, and every
/// pseudo-legal move played on a copy to see whether it leaves the king attacked. It shares no
/// code with the engine beyond reading the position.
mod reference {
    use super::*;

    type Board = [Option<Piece>; 64];
    /// A pseudo-legal move: from, to, promotion, whether en passant, the castling rook's move.
    type Pseudo = (i32, i32, Option<Role>, bool, Option<(i32, i32)>);

    fn at(board: &Board, f: i32, r: i32) -> Option<Option<Piece>> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| board[(r * 8 + f) as usize])
    }

    fn attacked(board: &Board, f: i32, r: i32, by: Color) -> bool {
        let is = |p: Option<Option<Piece>>, roles: &[Role]| matches!(p, Some(Some(piece)) if piece.color == by && roles.contains(&piece.role));
        let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        let king = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
        if knight
            .iter()
            .any(|(df, dr)| is(at(board, f + df, r + dr), &[Role::Knight]))
            || king.iter().any(|(df, dr)| is(at(board, f + df, r + dr), &[Role::King]))
        {
            return true;
        }
        // A white pawn attacks upward, so it stands one rank below the square it attacks.
        let pawn_dr = if by == Color::White { -1 } else { 1 };
        if [-1, 1]
            .iter()
            .any(|df| is(at(board, f + df, r + pawn_dr), &[Role::Pawn]))
        {
            return true;
        }
        for (dirs, roles) in [
            ([(1, 0), (-1, 0), (0, 1), (0, -1)], [Role::Rook, Role::Queen]),
            ([(1, 1), (1, -1), (-1, 1), (-1, -1)], [Role::Bishop, Role::Queen]),
        ] {
            for (df, dr) in dirs {
                let (mut cf, mut cr) = (f + df, r + dr);
                while let Some(sq) = at(board, cf, cr) {
                    if sq.is_some() {
                        if is(Some(sq), &roles) {
                            return true;
                        }
                        break;
                    }
                    cf += df;
                    cr += dr;
                }
            }
        }
        false
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    pub fn legal_moves(pos: &Position) -> Vec<String> {
        let mut board: Board = [None; 64];
        for i in 0..64 {
            board[i as usize] = pos.piece_at(Square::new(i));
        }
        let us = pos.turn();
        let them = us.other();
        // (from, to, promotion, en passant, castling rook move)
        let mut pseudo: Vec<Pseudo> = Vec::new();
        for from in 0..64 {
            let Some(piece) = board[from as usize] else { continue };
            if piece.color != us {
                continue;
            }
            let (f, r) = (from % 8, from / 8);
            let add = |tf: i32, tr: i32, pseudo: &mut Vec<_>| {
                if let Some(target) = at(&board, tf, tr)
                    && target.is_none_or(|p| p.color == them)
                {
                    pseudo.push((from, tr * 8 + tf, None, false, None));
                }
            };
            match piece.role {
                Role::Knight => {
                    for (df, dr) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                        add(f + df, r + dr, &mut pseudo);
                    }
                }
                Role::King => {
                    for (df, dr) in [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)] {
                        add(f + df, r + dr, &mut pseudo);
                    }
                }
                Role::Bishop | Role::Rook | Role::Queen => {
                    let mut dirs = Vec::new();
                    if piece.role != Role::Bishop {
                        dirs.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
                    }
                    if piece.role != Role::Rook {
                        dirs.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
                    }
                    for (df, dr) in dirs {
                        let (mut cf, mut cr) = (f + df, r + dr);
                        while let Some(sq) = at(&board, cf, cr) {
                            add(cf, cr, &mut pseudo);
                            if sq.is_some() {
                                break;
                            }
                            cf += df;
                            cr += dr;
                        }
                    }
                }
                Role::Pawn => {
                    let dr = if us == Color::White { 1 } else { -1 };
                    let start_rank = if us == Color::White { 1 } else { 6 };
                    let last_rank = if us == Color::White { 7 } else { 0 };
                    let mut targets = Vec::new();
                    if at(&board, f, r + dr) == Some(None) {
                        targets.push((f, r + dr, false));
                        if r == start_rank && at(&board, f, r + 2 * dr) == Some(None) {
                            targets.push((f, r + 2 * dr, false));
                        }
                    }
                    for df in [-1, 1] {
                        match at(&board, f + df, r + dr) {
                            Some(Some(p)) if p.color == them => targets.push((f + df, r + dr, false)),
                            Some(None) if pos.ep_square().map(|s| s.index() as i32) == Some((r + dr) * 8 + f + df) => {
                                targets.push((f + df, r + dr, true))
                            }
                            _ => {}
                        }
                    }
                    for (tf, tr, ep) in targets {
                        let to = tr * 8 + tf;
                        if tr == last_rank {
                            for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                pseudo.push((from, to, Some(role), false, None));
                            }
                        } else {
                            pseudo.push((from, to, None, ep, None));
                        }
                    }
                }
            }
        }
        // Castling: right held, squares between king and rook empty, king not in check and
        // not passing through or landing on an attacked square.
        let home = if us == Color::White { 0 } else { 7 };
        for (king_side, rook_file, path, crossed) in [
            (true, 7, vec![5, 6], vec![4, 5, 6]),
            (false, 0, vec![1, 2, 3], vec![4, 3, 2]),
        ] {
            if pos.castling().has(us, king_side)
                && path.iter().all(|&pf| board[(home * 8 + pf) as usize].is_none())
                && crossed.iter().all(|&cf| !attacked(&board, cf, home, them))
            {
                let to_file = if king_side { 6 } else { 2 };
                let rook_to = if king_side { 5 } else { 3 };
                pseudo.push((
                    home * 8 + 4,
                    home * 8 + to_file,
                    None,
                    false,
                    Some((home * 8 + rook_file, home * 8 + rook_to)),
                ));
            }
        }
        let mut legal = Vec::new();
        for (from, to, promotion, ep, rook) in pseudo {
            let mut after = board;
            let mut piece = after[from as usize].take();
            if let (Some(p), Some(role)) = (piece.as_mut(), promotion) {
                p.role = role;
            }
            after[to as usize] = piece;
            if ep {
                after[(from / 8 * 8 + to % 8) as usize] = None;
            }
            if let Some((rf, rt)) = rook {
                after[rt as usize] = after[rf as usize].take();
            }
            let king = (0..64)
                .find(|&i| {
                    after[i as usize]
                        == Some(Piece {
                            color: us,
                            role: Role::King,
                        })
                })
                .unwrap();
            if !attacked(&after, king % 8, king / 8, them) {
                let mut text = format!("{}{}", name(from % 8, from / 8), name(to % 8, to / 8));
                if let Some(role) = promotion {
                    text.push(role.char());
                }
                legal.push(text);
            }
        }
        legal
    }
}
