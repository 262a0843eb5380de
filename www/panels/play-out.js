// "Why can't this be claimed? Show a mate": the proof worker's mating line for the position
// shown, and playing it out on the board a move at a time. The board tells it which position is
// shown; it plays moves through the board, as a user would. Its words are said again in the
// board's new language when it changes.
import { quotedLine } from './draw-panel.js';
import { deadProofText } from '../element/reasons.js';
import { sharedProver } from '../workers/pool.js';
import { adopt } from '../element/sheets.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./play-out.css', import.meta.url).href;

// The pause between the moves of a mating line played out on the board.
const PLAY_OUT_DELAY_MS = 600;

export class ProofPlayOut {
  #box;
  #host;
  #t;
  // The proof asked for the position shown: {fen, result?, line?, playing?: {index, timer},
  // played?, done?, ending? (how the playing out ended: {key, params})}.
  #proof = null;
  #token = 0;
  // Who asks the proof worker for mating lines: not the board itself, whose requests for the
  // exact status must not replace a line asked for.
  #asker = {};
  #playingOut = false;

  /** `box` is the ProofBox; `host` gives `fen()`, `status()`, `tryMove(uci)` (true if played)
   *  and `t` (the board's translator, www/i18n/i18n.js). */
  constructor(box, host) {
    this.#box = box;
    this.#host = host;
    this.#t = host.t;
    this.#t.watch(() => this.#rewrite());
  }

  // Says the answer again in the board's new language, and where the playing out is.
  #rewrite() {
    const proof = this.#proof;
    if (!proof?.result) return;
    this.#box.result(proof.result, proof.line, deadProofText(proof.result, this.#t));
    if (!proof.line) return;
    const total = proof.line.uci.length;
    if (proof.playing) this.#box.playing(proof.playing.index, total);
    else if (proof.done) this.#box.finished(this.#t(proof.ending.key, proof.ending.params));
    else if (proof.played) this.#box.paused(proof.played, total);
  }

  // After every update: a proof belongs to the position it was asked for, and goes when another
  // position is shown (except the positions of its own line, while it is played out).
  refresh(fen, status) {
    const proof = this.#proof;
    if (proof && this.#playingOut) {
      proof.fen = fen;
      return;
    }
    if (proof?.fen === fen) return;
    if (proof?.playing) clearTimeout(proof.playing.timer);
    this.#proof = null;
    this.#token += 1; // an answer still on its way is for another position
    // A short mating line answers a learner who expects a draw: it is offered where the game
    // goes on, the position is proved not dead, and the material does not force mate.
    this.#box.show(status);
  }

  ask() {
    if (this.#proof) return;
    const fen = this.#host.fen();
    const token = ++this.#token;
    this.#proof = { fen };
    adopt(this.#box.element.getRootNode(), [SHEET]);
    this.#box.searching();
    // The search takes up to a second or so: it runs in the worker, never on the page's thread.
    // Its answer is said in the words of the reasons.
    Promise.all([sharedProver.deadPositionProof(this.#asker, fen), this.#t.need('reasons')]).then(([result]) => {
      if (token !== this.#token || !result) return;
      const line = quotedLine(result);
      Object.assign(this.#proof, { result, line });
      this.#box.result(result, line, deadProofText(result, this.#t));
    }, (error) => {
      if (token !== this.#token) return;
      this.#proof = null;
      this.#box.failed(error);
    });
  }

  // Plays the quoted line on the board, a move every PLAY_OUT_DELAY_MS.
  play() {
    const proof = this.#proof;
    if (!proof?.line || proof.playing || proof.done) return;
    proof.playing = { index: proof.played ?? 0, timer: null };
    this.#step();
  }

  #step() {
    const proof = this.#proof;
    const playing = proof.playing;
    const moves = proof.line.uci;
    this.#playingOut = true;
    let played;
    try {
      played = this.#host.tryMove(moves[playing.index]);
    } finally {
      this.#playingOut = false;
    }
    if (played) playing.index += 1;
    proof.played = playing.index;
    if (played && playing.index < moves.length) {
      this.#box.playing(playing.index, moves.length);
      playing.timer = setTimeout(() => this.#step(), PLAY_OUT_DELAY_MS);
      return;
    }
    proof.playing = null;
    proof.done = true;
    if (!played) proof.ending = { key: 'playOut.stopped', params: { done: playing.index, count: moves.length } };
    else proof.ending = { key: this.#host.status().checkmate ? 'playOut.checkmate' : 'playOut.done', params: {} };
    this.#box.finished(this.#t(proof.ending.key, proof.ending.params));
  }

  pause() {
    const proof = this.#proof;
    if (!proof?.playing) return;
    clearTimeout(proof.playing.timer);
    proof.playing = null;
    this.#box.paused(proof.played, proof.line.uci.length);
  }
}
