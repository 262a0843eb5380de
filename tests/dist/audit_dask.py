"""A database audited across many machines: Dask maps shards to `drawboard audit --json` and
gathers their findings and summaries into one report.

    python tests/dist/audit_dask.py [--scheduler ADDRESS | --workers N] [--drawboard PATH]
                                    [--nodes N] [--split K] [--repairs] [--out REPORT.jsonl] SHARD...

A shard is a file (a lichess month, `lichess_db_standard_rated_2024-01.pgn.zst`), or a byte
range of a plain PGN file, `FILE@START:END`, whose ends are game boundaries; `--split K` cuts
each plain file given into K such ranges itself (at the first game to start after each K-th of
the file). Without `--scheduler` the job runs on a local cluster of N worker processes (Dask's
local mode, `LocalCluster`); with it, on the cluster whose scheduler that is, each machine
having `drawboard` on its path (or at `--drawboard`) and the shards at the same paths.

Each shard is one task: `drawboard audit SHARD --json --quiet`, on one thread (the cluster's
workers give the parallelism), its lines written to a file of its own in `--parts` (a folder
every machine shares, kept; without it, a folder beside `--out`, removed at the end), which the
client reads one line at a time as soon as that shard and those before it are done, while the
later ones run: neither holds a shard's findings in memory. The report is JSON Lines: `{"type":
"job", ...}`; then for each shard in order its findings (each with its `shard`, its `file`, and
its game's `offset` in that file; with `--repairs` its repairs too, which are otherwise only
counted, and kept in `--parts` when it is given), a `{"type": "shard", ...}` line with its
games, seconds and worker, and if it failed a `{"type": "failedShard", "shard", "file", "error",
"nextOffset"}` line (its findings up to the failure are kept, and `nextOffset` resumes it);
last, the summary of all the shards, with where the time went. The job goes on past a failed
shard.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# The counts a summary adds up across shards.
SUMS = ("games", "plies", "gamesWithFindings", "endedByRule", "unsettled", "repairs")


def parse_shard(text):
    """`FILE` or `FILE@START:END` -> (file, start, end or None)."""
    if "@" in text:
        file, _, span = text.rpartition("@")
        start, _, end = span.partition(":")
        return file, int(start), int(end)
    return text, 0, None


def game_starts(path, cuts):
    """The offsets of the first game to start at or after each of `cuts` (a blank line then a
    tag: where `drawboard audit` cuts its pieces too), read a window at a time."""
    found = []
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        for cut in cuts:
            at = cut
            while at < size:
                f.seek(max(0, at - 2))
                window = f.read(1 << 16)
                i = window.find(b"\n\n[")
                if i >= 0:
                    found.append(max(0, at - 2) + i + 2)
                    break
                at += len(window) - 2
            else:
                found.append(size)
    return found


def split(path, parts):
    """A plain PGN file as `parts` shards of about equal size, cut at game boundaries."""
    size = os.path.getsize(path)
    starts = [0] + game_starts(path, [size * i // parts for i in range(1, parts)])
    ends = starts[1:] + [size]
    return [f"{path}@{s}:{e}" for s, e in zip(starts, ends) if e > s]


def audit_shard(shard, part, drawboard, nodes):
    """One task: the audit of one shard, its JSON Lines written to the file `part` (on a
    cluster, a path every machine shares), so that neither the worker nor the client holds a
    shard's findings in memory. Returns {shard, file, part, summary, error, seconds, worker}."""
    file, start, end = parse_shard(shard)
    args = [drawboard, "audit", file, "--json", "--quiet", "--threads", "1", "--nodes", str(nodes)]
    if start:
        args += ["--from-offset", str(start)]
    if end is not None:
        args += ["--to-offset", str(end)]
    started = time.monotonic()
    with open(part, "w", encoding="utf-8") as out:
        run = subprocess.run(args, stdout=out, stderr=subprocess.PIPE, text=True)
    summary = last_summary(part)
    error = None
    if run.returncode != 0:
        error = run.stderr.strip() or f"drawboard exited with {run.returncode}"
    elif summary is None:
        error = "drawboard wrote no summary"
    try:
        from distributed import get_worker
        worker = get_worker().address
    except (ImportError, ValueError):
        worker = None  # run outside a cluster (a test calling it directly)
    return {"shard": shard, "file": file, "part": part, "summary": summary, "error": error,
            "seconds": time.monotonic() - started, "worker": worker}


def last_summary(part):
    """The summary `drawboard audit --json` writes last, read from the end of the part file (a
    shard may have a million lines before it); None when there is none, or it was cut short."""
    with open(part, "rb") as f:
        size = f.seek(0, os.SEEK_END)
        f.seek(max(0, size - (1 << 16)))
        tail = f.read().rstrip(b"\n").rpartition(b"\n")[2]
    if not tail.startswith(b'{"type":"summary"'):
        return None
    try:
        return json.loads(tail)
    except ValueError:
        return None  # a line cut short by a worker that died


# The start of each line `drawboard audit --json` writes for a finding or a repair: the
# merge renumbers the game and adds the shard without parsing the rest of the line.
ITEM = re.compile(rb'\{"type":"(finding|repair)","game":(\d+),')


def shard_lines(part, shard, file, games_before, kinds):
    """The lines of `kinds` (findings, repairs) a shard's task wrote, one at a time, each with
    its `shard` and `file`, and its game numbered through the job (`games_before` more)."""
    if not part or not os.path.exists(part):
        return
    where = b',"shard":%d,"file":%s,' % (shard, json.dumps(file, ensure_ascii=False).encode())
    with open(part, "rb") as lines:
        for line in lines:
            item = ITEM.match(line)
            if item is None or item[1] not in kinds or not line.endswith(b"}\n"):
                continue  # the job's own lines, the summary, or a line cut short by a worker that died
            game = int(item[2]) + games_before
            yield b'{"type":"%s","game":%d%s%s' % (item[1], game, where, line[item.end():])


def compact(item):
    """A line of the report as `drawboard audit --json` writes its own: compact JSON, UTF-8."""
    return json.dumps(item, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


class Report:
    """The job's report, written (as bytes, to `out`) while the tasks run: the job line, then
    each shard's lines as soon as it and the shards before it are done (its findings, with
    `repairs` its repairs too, games numbered through the whole job; a `shard` line saying its
    games, time and worker; a `failedShard` line if it failed), and the summary last."""

    def __init__(self, out, shards, workers, repairs, keep):
        self.out, self.shards, self.repairs, self.keep = out, shards, repairs, keep
        self.total = {key: 0 for key in SUMS}
        self.counts = {}
        self.games_before = 0
        self.failed = []
        self.task_seconds = 0.0
        self.merge_seconds = 0.0
        out.write(compact({"type": "job", "shards": shards, "workers": workers, "repairs": repairs}))

    def add(self, index, result):
        merging = time.monotonic()
        kinds = (b"finding", b"repair") if self.repairs else (b"finding",)
        self.out.writelines(shard_lines(result.get("part"), index, result["file"], self.games_before, kinds))
        summary = result["summary"] or {}
        for key in SUMS:
            self.total[key] += summary.get(key, 0)
        for kind, n in summary.get("counts", {}).items():
            self.counts[kind] = self.counts.get(kind, 0) + n
        self.games_before += summary.get("games", 0)
        self.task_seconds += result["seconds"]
        self.out.write(compact({"type": "shard", "shard": index, "file": result["file"], "range": result["shard"],
                                "games": summary.get("games", 0), "seconds": round(result["seconds"], 3),
                                "worker": result.get("worker"), "part": result.get("part") if self.keep else None}))
        if result["error"]:
            self.failed.append(index)
            self.out.write(compact({"type": "failedShard", "shard": index, "file": result["file"],
                                    "range": result["shard"], "error": result["error"],
                                    "nextOffset": summary.get("nextOffset")}))
        if not self.keep and result.get("part") and os.path.exists(result["part"]):
            os.remove(result["part"])  # merged, and not asked to be kept
        self.merge_seconds += time.monotonic() - merging

    def finish(self, started, timing):
        self.out.write(compact(dict(
            type="summary", **self.total, counts=self.counts, shards=self.shards, failedShards=self.failed,
            complete=not self.failed, seconds=round(time.monotonic() - started, 3),
            taskSeconds=round(self.task_seconds, 3), mergeSeconds=round(self.merge_seconds, 3),
            **{key: round(value, 3) for key, value in timing.items()})))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("shards", nargs="+", help="FILE or FILE@START:END")
    parser.add_argument("--scheduler", help="a Dask scheduler's address; a local cluster without it")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local worker processes")
    parser.add_argument("--drawboard", default=shutil.which("drawboard") or "target/release/drawboard")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--split", type=int, default=1, help="cut each plain file into K byte ranges")
    parser.add_argument("--out", help="the report (standard output without it)")
    parser.add_argument("--repairs", action="store_true", help="the shards' repairs in the report too "
                        "(they are counted in any case, and kept in --parts when it is given)")
    parser.add_argument("--parts", help="a folder every worker shares, where the tasks write each shard's "
                        "lines, kept (without it, a folder beside --out, removed at the end)")
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    shards = []
    for shard in args.shards:
        plain = "@" not in shard and not shard.endswith((".gz", ".zst", ".zstd", ".bz2")) and os.path.isfile(shard)
        shards += split(shard, args.split) if args.split > 1 and plain else [shard]
    drawboard = os.path.abspath(args.drawboard) if os.path.exists(args.drawboard) else args.drawboard
    # The shards' own lines are kept only in a folder asked for; by default they go to a folder
    # beside the report (on a cluster, where the workers can write too) that is removed at the end.
    temporary = None
    if args.parts:
        parts = args.parts
        os.makedirs(parts, exist_ok=True)
    else:
        beside = os.path.dirname(os.path.abspath(args.out)) if args.out else None
        temporary = tempfile.TemporaryDirectory(prefix="drawboard-dask-parts-", dir=beside)
        parts = temporary.name
    part_files = [os.path.abspath(os.path.join(parts, f"shard-{i:05d}.jsonl")) for i in range(len(shards))]
    started = time.monotonic()
    if args.scheduler:
        client, cluster = Client(args.scheduler), None
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    out = open(args.out, "wb") if args.out else sys.stdout.buffer
    failed = True
    try:
        workers = len(client.scheduler_info()["workers"])
        timing = {"clusterSeconds": time.monotonic() - started}
        mapped = time.monotonic()
        report = Report(out, len(shards), workers, args.repairs, keep=bool(args.parts))
        # One task per shard; each shard is merged as soon as it and those before it are done,
        # while the later ones run. A task that raises (a worker lost) is a failed shard too.
        futures = client.map(audit_shard, shards, part_files, drawboard=drawboard, nodes=args.nodes, pure=False)
        for index, (shard, future) in enumerate(zip(shards, futures)):
            try:
                result = future.result()
            except Exception as error:  # noqa: BLE001 - any failure of the task is the shard's
                file, _, _ = parse_shard(shard)
                result = {"shard": shard, "file": file, "part": None, "summary": None,
                          "error": f"the task failed: {error!r}", "seconds": 0.0}
            report.add(index, result)
            future.release()
        timing["tasksWallSeconds"] = time.monotonic() - mapped
        report.finish(started, timing)
        failed = bool(report.failed)
    finally:
        if args.out:
            out.close()
        else:
            out.flush()
        client.close()
        if cluster:
            cluster.close()
        if temporary:
            temporary.cleanup()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
