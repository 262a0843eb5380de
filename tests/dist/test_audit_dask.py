"""The distributed audit (audit_dask.py) in Dask's local mode, on a small generated database:
shards of every kind - a plain file, a gzip file, a bzip2 file, and a plain file cut into
three byte ranges - each with a planted finding, and a truncated shard. The job's findings are
the plain command's on each file, numbered through the job; the broken shard is reported and
the others finish.

    DRAWBOARD=target/debug/drawboard python -m unittest discover -s tests/dist
"""

import bz2
import gzip
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
import audit_dask  # noqa: E402

DRAWBOARD = os.path.abspath(os.environ.get("DRAWBOARD", "target/debug/drawboard"))

CLEAN = '[Event "Clean {n}"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0'
# One planted problem each, and the kind the audit gives it.
PLANTED = {
    "missedClaim": '[Event "Threefold {n}"]\n[White "C"]\n[Black "D"]\n[Result "1/2-1/2"]\n\n'
                   "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2",
    "movesAfterEnd": '[Event "Mated {n}"]\n[White "E"]\n[Black "F"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 0-1',
    "wrongResult": '[Event "Stalemate {n}"]\n[White "G"]\n[Black "H"]\n[Result "1-0"]\n[SetUp "1"]\n'
                   '[FEN "k7/8/8/1Q6/8/8/8/K7 w - - 0 1"]\n\n1. Qb6 1-0',
}


def database(kind, n, clean=20):
    """`clean` clean games around one planted game of `kind` (numbered from `n`)."""
    games = [CLEAN.format(n=n + i) for i in range(clean)]
    games.insert(clean // 2, PLANTED[kind].format(n=n))
    return "\n\n".join(games) + "\n\n"


def command(path, *extra, kind="finding"):
    """The plain command's JSON lines for `path`: (its lines of `kind`, summary)."""
    run = subprocess.run([DRAWBOARD, "audit", path, "--json", "--quiet", *extra], capture_output=True, text=True)
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    return [l for l in lines if l["type"] == kind], lines[-1]


class DistributedAudit(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.access(DRAWBOARD, os.X_OK):
            raise unittest.SkipTest(f"{DRAWBOARD} is not built (cargo build --bin drawboard)")
        cls.dir = tempfile.TemporaryDirectory(prefix="drawboard-dask-")
        d = cls.dir.name
        cls.plain = os.path.join(d, "2024-01.pgn")
        with open(cls.plain, "w") as f:
            f.write(database("missedClaim", 1))
        cls.gz = os.path.join(d, "2024-02.pgn.gz")
        with gzip.open(cls.gz, "wt") as f:
            f.write(database("movesAfterEnd", 100))
        cls.bz = os.path.join(d, "2024-03.pgn.bz2")
        with bz2.open(cls.bz, "wt") as f:
            f.write(database("wrongResult", 200))
        # One file cut into three ranges, a planted finding in each third.
        cls.big = os.path.join(d, "2024-04.pgn")
        with open(cls.big, "w") as f:
            f.write(database("missedClaim", 300) + database("movesAfterEnd", 400) + database("wrongResult", 500))
        # A truncated gzip month.
        cls.cut = os.path.join(d, "2024-05.pgn.gz")
        packed = gzip.compress(database("missedClaim", 600, clean=400).encode())
        with open(cls.cut, "wb") as f:
            f.write(packed[: len(packed) // 2])

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def job(self, *shards, split=1, extra=()):
        out = os.path.join(self.dir.name, "report.jsonl")
        code = audit_dask.main([*shards, "--workers", "2", "--drawboard", DRAWBOARD, "--split", str(split), "--out", out,
                                *extra])
        with open(out) as f:
            lines = [json.loads(line) for line in f]
        return code, lines

    def test_shards_of_every_kind_give_the_plain_command_s_findings(self):
        code, lines = self.job(self.plain, self.gz, self.bz)
        self.assertEqual(code, 0)
        self.assertEqual(lines[0]["type"], "job")
        self.assertEqual(lines[0]["workers"], 2)
        summary = lines[-1]
        self.assertEqual(summary["type"], "summary")
        self.assertTrue(summary["complete"])
        self.assertEqual(summary["games"], 63)
        self.assertEqual(summary["counts"]["missedClaim"], 1)
        self.assertEqual(summary["counts"]["movesAfterEnd"], 1)
        self.assertEqual(summary["counts"]["wrongResult"], 1)
        findings = [l for l in lines if l["type"] == "finding"]
        self.assertEqual([f["kind"] for f in findings], ["missedClaim", "movesAfterEnd", "wrongResult"])
        # Each as the plain command says it of its own file, its game numbered through the job.
        for shard, finding in enumerate(findings):
            path = [self.plain, self.gz, self.bz][shard]
            [alone], _ = command(path)
            self.assertEqual(finding["file"], path)
            self.assertEqual(finding["shard"], shard)
            self.assertEqual((finding["offset"], finding["message"], finding["tags"]), (alone["offset"], alone["message"], alone["tags"]))
            self.assertEqual(finding["game"], alone["game"] + 21 * shard)
        # A line per shard: its games, and the worker that ran it.
        done = [l for l in lines if l["type"] == "shard"]
        self.assertEqual([(l["shard"], l["file"], l["games"]) for l in done],
                         [(0, self.plain, 21), (1, self.gz, 21), (2, self.bz, 21)])
        self.assertTrue(all(l["worker"].startswith("tcp://") for l in done), done)

    def test_repairs_are_counted_and_in_the_report_only_when_asked(self):
        # Castling written with zeros, read as O-O: one repair, in the second shard.
        repaired = os.path.join(self.dir.name, "repaired.pgn")
        with open(repaired, "w") as f:
            f.write(database("movesAfterEnd", 700).replace("3. Bc4 Nf6 4. Qxf7#", "3. Bc4 Nf6 4. Nf3 Bc5 5. 0-0 1-0", 1))
        lines_of = {}
        kept = os.path.join(self.dir.name, "kept")
        for extra in ((), ("--repairs", "--parts", kept)):
            code, lines = self.job(self.plain, repaired, extra=extra)
            self.assertEqual(code, 0)
            self.assertEqual(lines[-1]["repairs"], 1)
            lines_of[extra] = lines
        self.assertEqual([l for l in lines_of[()] if l["type"] == "repair"], [])
        # Without --parts the shards' own files are gone; with it they are kept, and named.
        self.assertEqual([n for n in os.listdir(self.dir.name) if "parts" in n], [])
        asked = lines_of[("--repairs", "--parts", kept)]
        self.assertEqual([l["part"] for l in asked if l["type"] == "shard"],
                         [os.path.join(kept, "shard-00000.jsonl"), os.path.join(kept, "shard-00001.jsonl")])
        with open(os.path.join(kept, "shard-00001.jsonl")) as f:
            self.assertIn('"written":"0-0"', f.read())
        [repair] = [l for l in asked if l["type"] == "repair"]
        [alone], _ = command(repaired, kind="repair")
        self.assertEqual((repair["shard"], repair["file"], repair["game"]), (1, repaired, alone["game"] + 21))
        self.assertEqual((repair["offset"], repair["written"], repair["read"]), (alone["offset"], "0-0", alone["read"]))

    def test_a_file_split_into_byte_ranges_at_game_boundaries(self):
        code, lines = self.job(self.big, split=3)
        self.assertEqual(code, 0)
        self.assertEqual(lines[0]["shards"], 3)
        findings = [l for l in lines if l["type"] == "finding"]
        alone, whole = command(self.big)
        self.assertEqual([(f["game"], f["offset"], f["kind"], f["message"]) for f in findings],
                         [(f["game"], f["offset"], f["kind"], f["message"]) for f in alone])
        self.assertEqual(lines[-1]["games"], whole["games"])
        self.assertEqual({f["shard"] for f in findings}, {0, 1, 2}, "a planted finding in each third")
        # The ranges meet at game starts and cover the file.
        ranges = audit_dask.split(self.big, 3)
        with open(self.big, "rb") as f:
            text = f.read()
        ends = [audit_dask.parse_shard(r)[1:] for r in ranges]
        self.assertEqual(ends[0][0], 0)
        self.assertEqual(ends[-1][1], len(text))
        for (_, end), (start, _) in zip(ends, ends[1:]):
            self.assertEqual(end, start)
            self.assertTrue(text[start:].startswith(b"[Event "), text[start:start + 20])

    def test_a_failed_shard_is_reported_and_the_others_finish(self):
        code, lines = self.job(self.plain, self.cut, self.bz)
        self.assertEqual(code, 1)
        failed = [l for l in lines if l["type"] == "failedShard"]
        self.assertEqual(len(failed), 1)
        self.assertEqual(failed[0]["file"], self.cut)
        self.assertIn(self.cut, failed[0]["error"])
        self.assertIn("ends early", failed[0]["error"])
        summary = lines[-1]
        self.assertFalse(summary["complete"])
        self.assertEqual(summary["failedShards"], [1])
        kinds = [(l["shard"], l["kind"]) for l in lines if l["type"] == "finding"]
        self.assertIn((0, "missedClaim"), kinds)
        self.assertIn((2, "wrongResult"), kinds)
        # The games read whole before the cut are counted, and where to resume is said.
        self.assertGreater(failed[0]["nextOffset"], 0)


if __name__ == "__main__":
    unittest.main()
