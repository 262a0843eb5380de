"""A database audited across many machines: Dask maps shards to `drawboard audit --json` and
gathers their findings and summaries into one report.

    python tests/dist/audit_dask.py [--scheduler ADDRESS | --workers N] [--drawboard PATH]
                                    [--nodes N] [--split K] [--out REPORT.jsonl] SHARD...

A shard is a file (a lichess month, `lichess_db_standard_rated_2024-01.pgn.zst`), or a byte
range of a plain PGN file, `FILE@START:END`, whose ends are game boundaries; `--split K` cuts
each plain file given into K such ranges itself (at the first game to start after each K-th of
the file). Without `--scheduler` the job runs on a local cluster of N worker processes (Dask's
local mode, `LocalCluster`); with it, on the cluster whose scheduler that is, each machine
having `drawboard` on its path (or at `--drawboard`) and the shards at the same paths.

Each shard is one task: `drawboard audit SHARD --json --quiet`, on one thread (the cluster's
workers give the parallelism), its lines written to a file of its own in `--parts` (a folder
every machine shares; beside `--out` by default), which the client then reads one line at a time:
neither holds a shard's findings in memory. The report is JSON Lines: `{"type": "job", ...}`, each shard's
findings and repairs in shard order (each with its `shard`, its `file`, and its game's `offset`
in that file), a line per shard that failed (`{"type": "failedShard", "shard", "file",
"error"}`: its findings up to the failure are kept, and a resumable `nextOffset`), and last
the summary of all the shards that finished. The job goes on past a failed shard.
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
    shard's findings in memory. Returns {shard, file, part, summary, error, seconds}."""
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
    return {"shard": shard, "file": file, "part": part, "summary": summary, "error": error,
            "seconds": time.monotonic() - started}


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


def shard_lines(part, shard, file, games_before):
    """The findings and repairs a shard's task wrote, one line at a time, each with its `shard`
    and `file`, and its game numbered through the job (`games_before` more)."""
    if not part or not os.path.exists(part):
        return
    where = b',"shard":%d,"file":%s,' % (shard, json.dumps(file, ensure_ascii=False).encode())
    with open(part, "rb") as lines:
        for line in lines:
            item = ITEM.match(line)
            if item is None or not line.endswith(b"}\n"):
                continue  # the job's own lines, the summary, or a line cut short by a worker that died
            game = int(item[2]) + games_before
            yield b'{"type":"%s","game":%d%s%s' % (item[1], game, where, line[item.end():])


def compact(item):
    """A line of the report as `drawboard audit --json` writes its own: compact JSON, UTF-8."""
    return json.dumps(item, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def merge(results, out, started, workers, timing):
    """Writes the report (bytes, to `out`): each shard's lines (games numbered through the whole
    job), then a line per failed shard, then the summary."""
    merging = time.monotonic()
    total = {key: 0 for key in SUMS}
    counts = {}
    games_before = 0
    failed = []
    out.write(compact({"type": "job", "shards": len(results), "workers": workers}))
    for index, result in enumerate(results):
        out.writelines(shard_lines(result.get("part"), index, result["file"], games_before))
        summary = result["summary"] or {}
        for key in SUMS:
            total[key] += summary.get(key, 0)
        for kind, n in summary.get("counts", {}).items():
            counts[kind] = counts.get(kind, 0) + n
        games_before += summary.get("games", 0)
        if result["error"]:
            failed.append(index)
            out.write(compact({"type": "failedShard", "shard": index, "file": result["file"], "range": result["shard"],
                               "error": result["error"], "nextOffset": summary.get("nextOffset")}))
    seconds = time.monotonic() - started
    out.write(compact(dict(type="summary", **total, counts=counts, shards=len(results), failedShards=failed,
                           complete=not failed, seconds=round(seconds, 3),
                           taskSeconds=round(sum(r["seconds"] for r in results), 3),
                           **{key: round(value, 3) for key, value in timing.items()},
                           mergeSeconds=round(time.monotonic() - merging, 3))))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("shards", nargs="+", help="FILE or FILE@START:END")
    parser.add_argument("--scheduler", help="a Dask scheduler's address; a local cluster without it")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local worker processes")
    parser.add_argument("--drawboard", default=shutil.which("drawboard") or "target/release/drawboard")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--split", type=int, default=1, help="cut each plain file into K byte ranges")
    parser.add_argument("--out", help="the report (standard output without it)")
    parser.add_argument("--parts", help="where the tasks write each shard's lines, a folder every worker "
                        "shares (by default beside --out, or a temporary folder)")
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    shards = []
    for shard in args.shards:
        plain = "@" not in shard and not shard.endswith((".gz", ".zst", ".zstd", ".bz2")) and os.path.isfile(shard)
        shards += split(shard, args.split) if args.split > 1 and plain else [shard]
    drawboard = os.path.abspath(args.drawboard) if os.path.exists(args.drawboard) else args.drawboard
    temporary = None
    if args.parts:
        parts = args.parts
    elif args.out:
        parts = args.out + ".parts"
    else:
        temporary = tempfile.TemporaryDirectory(prefix="drawboard-dask-")
        parts = temporary.name
    os.makedirs(parts, exist_ok=True)
    part_files = [os.path.abspath(os.path.join(parts, f"shard-{i:05d}.jsonl")) for i in range(len(shards))]
    started = time.monotonic()
    if args.scheduler:
        client, cluster = Client(args.scheduler), None
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        workers = len(client.scheduler_info()["workers"])
        timing = {"clusterSeconds": time.monotonic() - started}
        mapped = time.monotonic()
        # One task per shard; a task that raises (a worker lost) is said as a failed shard too.
        futures = client.map(audit_shard, shards, part_files, drawboard=drawboard, nodes=args.nodes, pure=False)
        results = []
        for shard, future in zip(shards, futures):
            try:
                results.append(future.result())
            except Exception as error:  # noqa: BLE001 - any failure of the task is the shard's
                file, _, _ = parse_shard(shard)
                results.append({"shard": shard, "file": file, "part": None, "summary": None,
                                "error": f"the task failed: {error!r}", "seconds": 0.0})
        out = open(args.out, "wb") if args.out else sys.stdout.buffer
        try:
            timing["tasksWallSeconds"] = time.monotonic() - mapped
            merge(results, out, started, workers, timing)
        finally:
            if args.out:
                out.close()
            else:
                out.flush()
    finally:
        client.close()
        if cluster:
            cluster.close()
        if temporary:
            temporary.cleanup()
    return 0 if all(r["error"] is None for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
