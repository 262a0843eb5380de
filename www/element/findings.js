// Words for what the game audit found (auditPgn's findings: a kind and its facts, src/audit.rs),
// in the board's language: www/i18n/<lang>/audit.js has them, and element/reasons.js the proof
// of a side that could never mate. The articles of the Laws come from the facts, never from a
// message. Loaded by element/loading.js once a game's audit has findings to show.
import { lawText, other, sideName } from '../panels/draw-panel.js';
import { lawsText, proofText } from './reasons.js';

/**
 * One finding ({game, players, kind, at, node, ...facts, laws}) as a line of the audit panel:
 * the move it is about, then what was found. Needs the `audit` and `reasons` parts loaded.
 */
export function findingText(finding, t) {
  const text = sentence(finding, t);
  // A finding about a node without a move is about the start of the game.
  const at = finding.at ?? (finding.node !== null ? t('audit.theStart') : null);
  return at === null ? text : t('audit.at', { move: at, text });
}

// What was found, without the move it is about.
function sentence(f, t) {
  const law = lawsText(f.laws, t);
  switch (f.kind) {
    case 'illegalMove':
    case 'unreadable':
      return t('audit.unread', { line: f.line, error: f.error });
    case 'resultTagMismatch':
      return t('audit.resultTagMismatch', { tag: f.tag, token: f.token });
    case 'movesAfterEnd': {
      const params = { ...ending(f, t), law, count: f.played, written: f.written };
      if (f.written === null) return t('audit.movesAfterEnd', params);
      return t(f.played ? 'audit.movesPlayedAndWrittenAfterEnd' : 'audit.movesWrittenAfterEnd', params);
    }
    case 'resultAfterEnd':
    case 'wrongResult':
      if (f.found === 'byAnalysis') return t('audit.resultInDeadPosition', { recorded: f.recorded, law });
      return t('audit.resultAfterEnd', { ...ending(f, t), recorded: f.recorded, expected: f.expected, law });
    case 'timeWinCannotMate':
      return t('audit.timeWinCannotMate', { side: sideName(t, f.winner), proof: proofText(f.proof, t), law });
    case 'missedClaim': {
      const [claimLaw, announceLaw] = f.laws.map((cited) => lawText(t, cited.book, cited.article));
      return t(f.more ? 'audit.missedClaimAgain' : 'audit.missedClaim', {
        move: f.at,
        what: t(`audit.claim.${f.rule}`),
        side: sideName(t, f.side),
        other: sideName(t, other(f.side)),
        claimLaw,
        announceLaw,
        count: f.more,
      });
    }
    default:
      return f.kind;
  }
}

// When and how the game had ended by itself: after the finding's move (or at the start), in a
// mate by the winner or in a draw by a rule.
function ending(f, t) {
  return {
    when: f.at ? t('audit.after', { move: f.at }) : t('audit.atStart'),
    how: f.reason === 'checkmate'
      ? t('audit.byCheckmate', { side: sideName(t, f.winner) })
      : t('audit.byDraw', { rule: t(`audit.rule.${f.reason}`) }),
  };
}
