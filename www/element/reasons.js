// Words for what the draw rules found: the status's reasons, the proofs of the verdicts and the
// dead-position proof, made from the facts the engine gives, in the words of a board's `t`
// (the `reasons` part of its catalogue: www/i18n/en/reasons.js has the English). The articles of
// the Laws are cited from the facts, never written into a message.
import { lawText, other, quotedLine } from '../panels/draw-panel.js';

// The key of a kind that names a colour of square: `sameColourBishops` is light or dark.
const squareColour = (kind, light) => (kind === 'sameColourBishops' ? (light ? 'lightBishops' : 'darkBishops') : kind);

/** The articles `laws` cites ([{book, edition, article}]), as a list: "FIDE 9.2.1.1 and FIDE 9.3.1". */
export function lawsText(laws, t) {
  return t.list(laws.map((law) => lawText(t, law.book, law.article)));
}

/** Why a side can never mate (a proof's facts: {kind, side, ...}), as a clause. */
export function proofText(proof, t) {
  const side = t(`side.${proof.side}`);
  switch (proof.kind) {
    case 'lockedPawns':
      return t(!proof.bishops ? 'proof.lockedPawns' : proof.checks ? 'proof.lockedChecks' : 'proof.lockedNoChecks', { side });
    case 'everyMove': {
      const after = t(`after.${proof.leaves}`, { side });
      const mover = t(`side.${proof.mover}`);
      return proof.only ? t('proof.onlyMove', { mover, move: proof.only, after }) : t('proof.everyMove', { mover, after });
    }
    case 'exhaustive':
      return t('proof.exhaustive', { count: proof.positions, side });
    case 'seventyFiveMoves':
      return t('proof.seventyFiveMoves', { count: proof.left, positions: proof.positions, side });
    default:
      return t(`proof.${proof.kind}`, { side });
  }
}

/** One reason of a status ({kind, ...facts, laws}) as a sentence. */
export function reasonText(reason, t) {
  const side = reason.side && t(`side.${reason.side}`);
  const opponent = reason.side && t(`side.${other(reason.side)}`);
  let text;
  switch (reason.kind) {
    case 'checkmate':
    case 'matedTooLate':
      text = t(`reason.${reason.kind}`, { side, winner: opponent });
      break;
    case 'insufficientMaterial':
      text = t('reason.insufficientMaterial', { remains: t(`remains.${squareColour(reason.remains, reason.light)}`) });
      break;
    case 'deadPosition':
      text = t('reason.deadPosition', { why: deadText(reason, t) });
      break;
    case 'fivefold':
    case 'threefold':
      text = t(`reason.${reason.kind}`, { count: reason.count, side });
      break;
    case 'claimByWriting':
      text = t('reason.claimByWriting', { side, moves: t.list(reason.moves, 'disjunction') });
      break;
    case 'tableWin': {
      text = t('reason.tableWin', { winner: t(`side.${reason.winner}`), count: reason.mateIn });
      if (reason.clock) text = `${text}${t('sentence.space')}${t(`table.${reason.clock}`, { dtz: reason.dtz, left: reason.left })}`;
      break;
    }
    case 'noForcedMate':
      text = t('reason.noForcedMate', { side, why: t(`noForce.${squareColour(reason.why, reason.light)}`) });
      break;
    case 'flagDraw':
      text = t('reason.flagDraw', { side, other: opponent, proof: proofText(reason.proof, t) });
      break;
    case 'usChess': {
      const clause = t(`usChess.${{ '14E1': 'loneKing', '14E2': 'loneMinor', '14E3': 'twoKnights' }[reason.rule]}`, { side, other: opponent });
      const ruling = reason.ruling === 'draw' && reason.table && reason.rule !== '14E1' ? 'tableDraw' : reason.ruling;
      // The rule is named in the sentence itself.
      return t(`usChess.${ruling}`, { law: lawsText(reason.laws, t), side, other: opponent, clause, table: reason.table ? t('usChess.byTable') : '' });
    }
    default:
      text = t(`reason.${reason.kind}`, { side });
  }
  const stop = t('sentence.stop');
  if (text.endsWith(stop)) text = text.slice(0, -stop.length);
  return `${reason.laws.length ? t('laws.cited', { text, laws: lawsText(reason.laws, t) }) : text}${stop}`;
}

// Why neither side can ever mate, for the dead-position reason.
function deadText(reason, t) {
  switch (reason.why) {
    case 'searched': {
      const [white, black] = reason.positions;
      return white === black ? t('dead.searchedSame', { count: white }) : t('dead.searched', { white, black });
    }
    case 'oneSide':
      return t('dead.oneSide', { proof: proofText(reason.proof, t), other: t(`side.${other(reason.proof.side)}`) });
    case 'each':
      return t('dead.each', { white: proofText(reason.proofs[0], t), black: proofText(reason.proofs[1], t) });
    default:
      return proofText(reason.proof, t);
  }
}

/** Whether a side can still mate (a winnability verdict: {color, verdict, san, text, why}), as a sentence. */
export function verdictText(w, t) {
  const side = t(`side.${w.color}`);
  if (w.verdict === 'winnable') {
    return w.san.length ? t('verdict.line', { loser: t(`side.${other(w.color)}`), line: w.text }) : t('verdict.mated', { side });
  }
  if (w.verdict === 'unwinnable') return t('verdict.never', { side, proof: proofText(w.why, t) });
  return t('verdict.unknown', { side });
}

/** The dead-position proof's answer ({dead, reasons, white, black}) as a sentence. */
export function deadProofText(proof, t) {
  if (proof.dead === null) return t('dead.unknown');
  if (proof.reasons.length) return proof.reasons.map((reason) => reasonText(reason, t)).join(t('sentence.space'));
  const line = quotedLine(proof);
  return line ? verdictText(line, t) : '';
}
