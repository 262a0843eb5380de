//! Helpers shared by the integration tests.
#![allow(dead_code)]

use drawboard::Position;

/// A small deterministic random generator (xorshift64*), so every run tests the same cases.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The placement field of a FEN for a board of piece letters, a1 first, `.` for empty.
pub fn placement(board: &[char; 64]) -> String {
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                '.' => empty += 1,
                c => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen
}

// Position generators for the winnability tests and benchmark.

/// Plays a random game, preferring captures so that endings come up, and returns its FEN
/// after `plies` moves (or where it ended).
pub fn random_game(rng: &mut Rng, plies: usize) -> String {
    let mut p = Position::startpos();
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() || p.draw_by_insufficient_material_rule() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|mv| p.piece_at(mv.to).is_some()).copied().collect();
        let mv = if !captures.is_empty() && rng.below(3) > 0 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p = p.after(mv);
    }
    p.to_fen()
}

/// Places `pieces` (FEN letters, kings included) on empty squares at random until the
/// position is legal with `turn` to move.
pub fn random_placement(rng: &mut Rng, pieces: &[char], turn: char) -> String {
    loop {
        let mut board = ['.'; 64];
        for &c in pieces {
            loop {
                let sq = rng.below(64);
                let back_rank = !(8..56).contains(&sq);
                if board[sq] == '.' && !(c.eq_ignore_ascii_case(&'p') && back_rank) {
                    board[sq] = c;
                    break;
                }
            }
        }
        let fen = format!("{} {turn} - - 0 1", placement(&board));
        if fen.parse::<Position>().is_ok() {
            return fen;
        }
    }
}

/// Every pawnless material class with up to three pieces besides the kings, as FEN letters.
pub fn pawnless_classes() -> Vec<Vec<char>> {
    let kinds = ['Q', 'R', 'B', 'N', 'q', 'r', 'b', 'n'];
    let mut classes: Vec<Vec<char>> = vec![vec![]];
    for size in 1..=3 {
        // Multisets of `size` kinds, in non-decreasing index order.
        let mut stack = vec![(vec![], 0usize)];
        while let Some((set, from)) = stack.pop() {
            if set.len() == size {
                classes.push(set);
                continue;
            }
            for (k, &kind) in kinds.iter().enumerate().skip(from) {
                let mut next: Vec<char> = set.clone();
                next.push(kind);
                stack.push((next, k));
            }
        }
    }
    classes
}

/// A random locked pawn structure: on some files a white pawn with a black pawn right in front
/// of it, no two pawns attacking each other; kings and up to two bishops placed at random.
pub fn random_locked(rng: &mut Rng) -> String {
    loop {
        let mut board = ['.'; 64];
        let mut ranks = [None::<usize>; 8];
        for file in 0..8 {
            if rng.below(5) == 0 {
                continue;
            }
            for _ in 0..4 {
                let rank = 1 + rng.below(5);
                let clash = |other: Option<usize>| other == Some(rank);
                if !(file > 0 && clash(ranks[file - 1])) {
                    ranks[file] = Some(rank);
                    break;
                }
            }
            if let Some(rank) = ranks[file] {
                board[rank * 8 + file] = 'P';
                board[(rank + 1) * 8 + file] = 'p';
            }
        }
        // Now and then a pawn goes missing, so that some structures are only nearly locked.
        if rng.below(4) == 0 {
            let sq = rng.below(64);
            if board[sq] != '.' {
                board[sq] = '.';
            }
        }
        let mut pieces = vec!['K', 'k'];
        for _ in 0..rng.below(3) {
            pieces.push(if rng.below(2) == 0 { 'B' } else { 'b' });
        }
        // Half the time each king starts behind its own pawns, where walls keep it.
        let home = rng.below(2) == 0;
        let mut ok = true;
        for &c in &pieces {
            let side = |sq: usize| match c {
                'K' if home => sq < 16,
                'k' if home => sq >= 48,
                _ => true,
            };
            let free: Vec<usize> = (0..64).filter(|&sq| board[sq] == '.' && side(sq)).collect();
            if free.is_empty() {
                ok = false;
                break;
            }
            board[free[rng.below(free.len())]] = c;
        }
        let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
        let fen = format!("{} {turn} - - 0 1", placement(&board));
        if ok && fen.parse::<Position>().is_ok() {
            return fen;
        }
    }
}

/// A pawn chain across the whole board: on each file a white pawn with a black pawn in front,
/// neighbouring files one rank apart, kings behind their own pawns, up to two bishops; now and
/// then one pawn taken off, so that some walls have a gap.
pub fn random_wall(rng: &mut Rng) -> String {
    loop {
        let mut board = ['.'; 64];
        let mut rank = 2 + rng.below(3);
        for file in 0..8 {
            board[rank * 8 + file] = 'P';
            board[(rank + 1) * 8 + file] = 'p';
            rank = match rank {
                1 => 2,
                5 => 4,
                r if rng.below(2) == 0 => r - 1,
                r => r + 1,
            };
        }
        if rng.below(4) == 0 {
            let file = rng.below(8);
            let victim = (0..64)
                .filter(|&sq| sq % 8 == file && board[sq] != '.')
                .nth(rng.below(2));
            if let Some(sq) = victim {
                board[sq] = '.';
            }
        }
        let pawns = board;
        let white_zone = |sq: usize| (sq + 8..64).step_by(8).any(|up| pawns[up] == 'P');
        let black_zone = |sq: usize| (0..sq).rev().step_by(8).any(|down| pawns[down] == 'p');
        let mut pieces = vec![('K', true), ('k', false)];
        for _ in 0..rng.below(3) {
            pieces.push(if rng.below(2) == 0 { ('B', true) } else { ('b', false) });
        }
        for (c, white) in pieces {
            let free: Vec<usize> = (0..64)
                .filter(|&sq| board[sq] == '.' && if white { white_zone(sq) } else { black_zone(sq) })
                .collect();
            board[free[rng.below(free.len())]] = c;
        }
        let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
        let fen = format!("{} {turn} - - 0 1", placement(&board));
        if fen.parse::<Position>().is_ok() {
            return fen;
        }
    }
}
