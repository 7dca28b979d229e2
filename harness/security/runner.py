"""Running the security profile against a base URL: the probes' world first, then every probe in the
profile's order, each isolated (a probe that cannot decide is skipped, one that runs out of time or
finds the server down is not run, a crash of the harness's own probe code is an error raised to the
caller). Bounded by the profile's request cap and deadline."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from harness.security.client import OutOfBudget, ProbeClient, ServerDown
from harness.security.context import ProbeContext, Skip
from harness.security.probes import DEFERRED, OFFLINE, PROBES
from harness.security.profile import PROFILE_NAME, ProbeSpec, SecurityProfile, load_profile
from harness.security.records import ProbeRecord, SecurityResult
from harness.security.world import WorldUnavailable, build

Database = dict[str, Any]  # {"postgres": psycopg conninfo | None, "workspace": path | None}


def run_security(base_url: str, *, database: Database | Callable[[], Database] | None = None,
                 profile: SecurityProfile | str | Path = PROFILE_NAME, timeout_s: float | None = None,
                 deadline_s: float | None = None, seed: int | None = None,
                 transport: httpx.BaseTransport | None = None) -> SecurityResult:  # fmt: skip
    """Probe the server at base_url (e.g. http://127.0.0.1:8080/api). `database`: where its data lives
    (or a callable giving it, asked only when the at-rest probe runs); without one, password-storage is
    skipped. `timeout_s` caps one request (default: the profile's), `deadline_s` the whole profile."""
    spec = profile if isinstance(profile, SecurityProfile) else load_profile(profile)
    unknown = [p.id for p in spec.probes if p.id not in PROBES]
    if unknown:
        raise ValueError(f"profile {spec.name}: no probe implements {', '.join(unknown)}")
    bounds = spec.bounds if timeout_s is None else spec.bounds.model_copy(
        update={"request_timeout_s": min(timeout_s, spec.bounds.request_timeout_s)})  # fmt: skip
    rand = format(secrets.randbits(40) if seed is None else seed, "010x")
    started = time.monotonic()
    notes: list[str] = []
    records: dict[str, ProbeRecord] = {}
    with ProbeClient(base_url, bounds, deadline_s=deadline_s, transport=transport) as client:
        ctx = ProbeContext(client, spec, rand)
        try:
            ctx.world = build(client, rand)
        except WorldUnavailable as exc:
            ctx.world_error = str(exc)
            notes.append(f"probes needing users and articles are skipped: {exc}")
        except (ServerDown, OutOfBudget) as exc:
            ctx.world_error = f"the server did not answer ({exc})"
            notes.append(f"the server did not answer: {exc}")
        silent = not any(r.answered for r in client.replies)
        stop: str | None = f"the server did not answer ({'; '.join(notes)})" if silent else None
        deferred_requests: dict[str, int] = {}
        for probe in spec.probes:
            if probe.id in DEFERRED:  # its requests now, its verdict at the end
                before = client.requests
                stop = stop or _quietly(ctx, DEFERRED[probe.id])
                deferred_requests[probe.id] = client.requests - before
                continue
            records[probe.id] = _run_one(ctx, probe, stop, database)
            if stop is None and records[probe.id].verdict == "not_run" and probe.id not in OFFLINE:
                stop = records[probe.id].reason
        for probe_id in DEFERRED:
            if probe_id in {p.id for p in spec.probes}:
                record = _run_one(ctx, spec.probe(probe_id), stop, database)
                records[probe_id] = record.model_copy(update={"requests": deferred_requests.get(probe_id, 0)})
        requests = client.requests
    probes = [records[p.id] for p in spec.probes]
    return SecurityResult.assemble(spec.name, base_url, probes, time.monotonic() - started, requests, notes)


def _quietly(ctx: ProbeContext, step: Callable[[ProbeContext], None]) -> str | None:
    try:
        step(ctx)
    except (ServerDown, OutOfBudget) as exc:
        return str(exc)
    return None


def _run_one(ctx: ProbeContext, probe: ProbeSpec, stop: str | None, database: Any) -> ProbeRecord:
    base = {"id": probe.id, "family": probe.family, "cwes": probe.cwes, "title": probe.title}
    # After a stop, the probes that read what was received (and robustness: did an input bring the server
    # down?) still run, provided the server answered at all; a server that never answered has nothing to read.
    answered_once = any(r.answered for r in ctx.client.replies)
    exempt = answered_once and (probe.id in OFFLINE or probe.id in DEFERRED or probe.id == "robustness")
    if stop and not exempt:
        return ProbeRecord(**base, verdict="not_run", reason=f"not run: {stop}")
    ctx.findings, ctx.notes = [], []
    if probe.id == "password-storage" and callable(database):
        database = database()
    ctx.database = database
    before, started = ctx.client.requests, time.monotonic()
    verdict, reason = "passed", ""
    try:
        PROBES[probe.id](ctx)
    except Skip as exc:
        verdict, reason = "skipped", str(exc)
    except (ServerDown, OutOfBudget) as exc:
        verdict, reason = "not_run", f"not run: {exc}"
    failed = [f for f in ctx.findings if not f.passed]
    if failed:  # a finding is evidence whatever stopped the probe afterwards
        verdict, reason = "failed", f"{failed[0].check}: {failed[0].detail}"
    elif verdict == "passed" and not ctx.findings:
        verdict, reason = "skipped", "nothing could be checked"
    return ProbeRecord(**base, verdict=verdict, reason=reason, findings=list(ctx.findings), notes=list(ctx.notes),
                       requests=ctx.client.requests - before, duration_s=round(time.monotonic() - started, 3))  # fmt: skip
