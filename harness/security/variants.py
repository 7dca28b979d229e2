"""Deliberately vulnerable variants of the reference solutions: each a small patch on a reference's
sqlite rendering that opens one weakness, served once, run through the paper suite and every probe.
Each variant must fail the probe it names (`probe: <id>` on its second line) and no other, and the
unpatched reference none: that is what shows each probe fires, and only where it should.

    python -m harness.security.variants DIR [--framework F] [--out RUN_DIR]

prints the variant × probe matrix; --out also writes the runs (result.json, suite.json, security.json
per sample: the unpatched reference as agent `reference`, the variants as agent `vulnerable-variants`)
for `harness report RUN_DIR`. Servers are started the way harness.suite.mutants starts its mutants."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from harness.suite.mutants import _free_port, _prepare, _Server
from harness.security.records import SECURITY_FILE, SecurityResult
from harness.security.runner import run_security
from harness.suite import load_suite, run_suite

BASELINE = "reference"


@dataclass(frozen=True)
class Variant:
    name: str  # the patch file's stem
    framework: str  # its folder: the reference it patches
    description: str  # first line
    probe: str  # second line, `probe: <id>`: the one probe it must fail
    patch: Path
    database: str = "sqlite"  # an optional third line `database: postgres`: served on a throw-away Postgres


@dataclass
class VariantOutcome:
    name: str
    framework: str
    description: str
    intended: str | None  # None for the unpatched reference
    database: str = "sqlite"
    functional_passed: int = 0
    functional_total: int = 0
    security: SecurityResult | None = None
    error: str | None = None  # the patch did not apply, or the server did not start

    @property
    def failed_probes(self) -> list[str]:
        return [p.id for p in self.security.probes if p.verdict == "failed"] if self.security else []

    @property
    def as_intended(self) -> bool:
        """The intended probe fails and no other; every other probe passes (the reference: all pass)."""
        if self.error or self.security is None:
            return False
        others = [p for p in self.security.probes if p.id != self.intended]
        return self.failed_probes == ([self.intended] if self.intended else []) and all(p.passed for p in others)


def load_variants(directory: Path, frameworks: list[str] | None = None) -> list[Variant]:
    found = []
    for patch in sorted(directory.glob("*/*.patch")):
        if frameworks and patch.parent.name not in frameworks:
            continue
        lines = patch.read_text().splitlines()
        if len(lines) < 2 or not lines[1].startswith("probe: "):
            raise ValueError(f"{patch}: the second line must be `probe: <id>`")
        database = lines[2].removeprefix("database: ").strip() if lines[2:3] and lines[2].startswith("database: ") else "sqlite"
        found.append(Variant(patch.stem, patch.parent.name, lines[0].strip(), lines[1].removeprefix("probe: ").strip(),
                             patch.resolve(), database))  # fmt: skip
    return found


def _kill(server: _Server) -> None:
    """Variants may hang on purpose (a busy loop): no graceful shutdown to wait for."""
    if server.process and server.process.poll() is None:
        try:
            os.killpg(server.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        server.process.wait(10)


def _evaluate(variant: Variant | None, framework: str, base: Path, env: dict[str, str], work: Path,
              database: str = "sqlite") -> VariantOutcome:  # fmt: skip
    name = variant.name if variant else BASELINE
    outcome = VariantOutcome(name, framework, variant.description if variant else "the unpatched reference",
                             variant.probe if variant else None, database)  # fmt: skip
    root = work / f"{framework}-{database}-{name}"
    shutil.copytree(base, root, symlinks=True, ignore=shutil.ignore_patterns("*.db", "__pycache__"))
    if variant is not None:
        done = subprocess.run(["patch", "-p1", "--forward", "--batch", "-i", str(variant.patch)], cwd=root,
                              capture_output=True, text=True, check=False)  # fmt: skip
        if done.returncode != 0:
            outcome.error = f"patch does not apply: {(done.stdout + done.stderr).strip()[:300]}"
            return outcome
    cluster = None
    if database == "postgres":  # a cluster of its own: what one variant stores never meets another
        from harness.backends.local.postgres import start_cluster

        cluster = start_cluster(port=None)
        env = {**env, **cluster.env()}
    server = _Server(root, env, _free_port(), work / f"{framework}-{database}-{name}.log")
    try:
        ok, message = server.start()
        if not ok:
            outcome.error = f"start failed: {message}"
            return outcome
        suite = run_suite(load_suite("paper"), server.base_url, timeout_s=10)
        outcome.functional_passed, outcome.functional_total = suite.passed, suite.total
        where = {"workspace": str(root), "postgres": cluster.conninfo() if cluster else None}
        outcome.security = run_security(server.base_url, database=where)
    finally:
        _kill(server)
        if cluster is not None:
            cluster.stop()
    return outcome


def run_variants(directory: Path, frameworks: list[str] | None = None, *, workers: int = 2,
                 on_outcome: Callable[[VariantOutcome], None] | None = None) -> list[VariantOutcome]:  # fmt: skip
    """The unpatched reference and every variant of each framework, each on a server of its own."""
    variants = load_variants(directory, frameworks)
    outcomes: list[VariantOutcome] = []
    with tempfile.TemporaryDirectory(prefix="conduit-variants-") as tmp:
        for framework, database in sorted({(v.framework, v.database) for v in variants}):
            work = Path(tmp) / f"{framework}-{database}"
            work.mkdir()
            base, env = _prepare(framework, work, database)
            mine: list[Variant | None] = [v for v in variants if (v.framework, v.database) == (framework, database)]
            if database == "sqlite":  # the unpatched reference, once per framework
                mine.insert(0, None)
            with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
                futures = [pool.submit(_evaluate, v, framework, base, env, work, database) for v in mine]
                for future in futures:
                    outcomes.append(future.result())
                    if on_outcome:
                        on_outcome(outcomes[-1])
    return outcomes


def matrix_markdown(outcomes: list[VariantOutcome]) -> str:
    """Variant × probe: ✗ where the probe failed, · where it passed, s skipped, n not run."""
    probes = [p.id for p in next(o.security for o in outcomes if o.security).probes]
    marks = {"failed": "✗", "passed": "·", "skipped": "s", "not_run": "n"}
    rows = ["| variant | intended probe | " + " | ".join(probes) + " | as intended |",
            "|" + "---|" * (len(probes) + 3)]  # fmt: skip
    for o in sorted(outcomes, key=lambda o: (o.framework, o.intended is not None, o.name)):
        verdicts = {p.id: p.verdict for p in o.security.probes} if o.security else {}
        cells = [marks[verdicts[p]] if p in verdicts else "?" for p in probes]
        rows.append(f"| {o.framework}/{o.name} | {o.intended or '(none)'} | " + " | ".join(cells)
                    + f" | {'yes' if o.as_intended else '**no**'} |")  # fmt: skip
    return "\n".join(rows)


def write_runs(outcomes: list[VariantOutcome], root: Path) -> dict[str, Path]:
    """Run directories for `harness report`: root/reference (the unpatched references, agent `reference`)
    and root/vulnerable-variants (agent `vulnerable-variants`, one sample per variant of a task, in name
    order; root/vulnerable-variants/variants.json says which sample is which)."""
    from harness.catalog.tasks import get_task
    from harness.run.grading import Grade
    from harness.run.context import RecordedAgent
    from harness.run.key import RunKey, digest
    from harness.run.store import SecuritySummary, new_run_result, now_iso, sample_dir, write_json

    dirs = {"reference": root / "reference", "vulnerable-variants": root / "vulnerable-variants"}
    samples: dict[tuple[str, str], int] = {}
    index: list[dict[str, object]] = []
    for outcome in sorted(outcomes, key=lambda o: (o.framework, o.intended is not None, o.name)):
        agent = "reference" if outcome.intended is None else "vulnerable-variants"
        task = get_task(f"{outcome.framework}-{outcome.database}")
        sample = samples.get((agent, task.id), 0)
        samples[(agent, task.id)] = sample + 1
        passed, total = outcome.functional_passed, outcome.functional_total or load_suite("paper").total_checks
        a_raw = round(100.0 * passed / total, 4)
        security = outcome.security.summary() if outcome.security is not None else SecuritySummary()
        result = new_run_result(
            run_id=agent, task=task, agent=RecordedAgent(agent), backend="local",
            key=RunKey(digest([agent, task.id, outcome.name]), "", {}), sample=sample, suite_profile="paper",
            condition="baseline", started_at=now_iso(), error=outcome.error,
            status="ok" if outcome.security is not None else "start_failed",
            grade=Grade(passed, total, a_raw, a_raw, verifiers_run=False, security=security),
        ).model_copy(update={"run_key": digest([agent, task.id, outcome.name])})  # fmt: skip
        directory = sample_dir(dirs[agent].parent, dirs[agent].name, task.id, sample)
        write_json(directory / "result.json", result)
        if outcome.security is not None:
            write_json(directory / SECURITY_FILE, outcome.security)
        if agent != "reference":
            index.append({"task": task.id, "sample": sample, "variant": outcome.name, "intended": outcome.intended,
                          "description": outcome.description})  # fmt: skip
    write_json(dirs["vulnerable-variants"] / "variants.json", index)
    return dirs


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m harness.security.variants", description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", type=Path, help="the variants: DIR/<framework>/<name>.patch")
    parser.add_argument("--framework", action="append", help="only these references (repeatable)")
    parser.add_argument("--out", type=Path, help="also write the runs here, for harness report")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)

    def show(outcome: VariantOutcome) -> None:
        seconds = f"{outcome.security.duration_s:.1f}s" if outcome.security else "-"
        print(f"{outcome.framework}/{outcome.name}: paper {outcome.functional_passed}/{outcome.functional_total}, "
              f"failed {outcome.failed_probes or 'none'}, {'as intended' if outcome.as_intended else 'NOT as intended'}, "
              f"profile {seconds}" + (f" — {outcome.error}" if outcome.error else ""), flush=True)  # fmt: skip

    outcomes = run_variants(args.directory, args.framework, workers=args.workers, on_outcome=show)
    print(matrix_markdown(outcomes))
    if args.out:
        written = write_runs(outcomes, args.out)
        print("runs: " + " ".join(str(p) for p in written.values()))
    return 0 if all(o.as_intended for o in outcomes) else 1


if __name__ == "__main__":
    raise SystemExit(main())
