"""The paper profile written back as a Postman collection in the RealWorld collection's idiom — one
test script per request: `tests[name] = <JavaScript expression>`, nested objects read as
`(responseJSON.user || {})`, captures as `pm.globals.set(...)` — with the forms of
docs/suite-semantics.md. tests/collection_oracle.js runs these scripts under Node (real JavaScript
operators); `collection()` gives the same scripts as a collection file that newman can run.

Each check is its own statement guarded by try/catch: the study's suite records every check of every
run (shared/paper-suite-facts.json), so a read that throws fails that check only."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from harness.suite.checks import path_steps
from harness.suite.model import Check, Request, Suite, check_id

ORACLE = Path(__file__).with_name("collection_oracle.js")


def _member(expression: str, step: str | int) -> str:
    return f"{expression}[{json.dumps(step)}]"


def _container_and_value(path: str) -> tuple[str, str]:
    steps = path_steps(path)
    container = "responseJSON"
    for step in steps[:-1]:
        container = f"({_member(container, step)} || {{}})"
    return container, _member(container, steps[-1])


def expression(check: Check) -> str:
    """The JavaScript the collection evaluates for a check (docs/suite-semantics.md, first column)."""
    if check.kind == "status":
        return f"responseCode.code === {int(check.expected)}"
    container, value = _container_and_value(check.subject)
    if check.kind == "has":
        return f"{container}.hasOwnProperty({json.dumps(path_steps(check.subject)[-1])})"
    if check.kind == "type":
        return {"array": f"Array.isArray({value})", "integer": f"Number.isInteger({value})"}[check.expected]
    if check.kind == "equals":
        return f"{value} === {json.dumps(check.expected)}"
    if check.kind == "compare":
        return f"{value} {check.expected}"
    if check.kind == "captured":
        return f"pm.globals.get({json.dumps(check.expected)}) === {value}"
    raise ValueError(f"no JavaScript form for {check.kind}")


def script(request: Request) -> str:
    ids = {(c.kind, c.subject, repr(c.expected)): check_id(request, c, n) for n, c in enumerate(request.checks, 1)}
    lines = ["var responseJSON = (function () { try { return JSON.parse(responseBody); } catch (e) { return undefined; } })();",
             "function check(name, test) { try { tests[name] = Boolean(test()); } catch (e) { tests[name] = false; } }"]  # fmt: skip
    plain = [(n, c) for n, c in enumerate(request.checks, 1) if c.kind != "captured"]
    lines += [f"check({json.dumps(check_id(request, c, n))}, function () {{ return {expression(c)}; }});" for n, c in plain]
    for capture in request.capture:
        if capture.transform:
            raise ValueError("a transformed capture has no form in the collection")
        value = _container_and_value(capture.source)[1]
        setter = f"try {{ pm.globals.set({json.dumps(capture.var)}, {value}); }} catch (e) {{}}"
        if capture.if_passed:
            condition = Check.parse(capture.if_passed)
            name = ids[(condition.kind, condition.subject, repr(condition.expected))]
            setter = f"if (tests[{json.dumps(name)}]) {{ {setter} }}"
        lines.append(setter)
    lines += [f"check({json.dumps(check_id(request, c, n))}, function () {{ return {expression(c)}; }});"
              for n, c in enumerate(request.checks, 1) if c.kind == "captured"]  # fmt: skip
    return "\n".join(lines)


def run_oracle(suite: Suite, responses: list[dict[str, Any] | None]) -> list[dict[str, Any]]:
    """Per request: what the collection would send (path, query, Authorization) and its tests' results,
    given the response each request got (None: no answer)."""
    payload = {
        "variables": suite.variables, "auth_scheme": suite.auth_scheme,
        "requests": [{"path": r.path, "query": list(r.query.items()), "auth": r.auth, "auth_as": r.auth_as,
                      "script": script(r), "response": response} for r, response in zip(suite.requests, responses)],
    }  # fmt: skip
    done = subprocess.run(["node", str(ORACLE)], input=json.dumps(payload), capture_output=True, text=True,
                          timeout=60, check=True)  # fmt: skip
    return json.loads(done.stdout)


def collection(suite: Suite) -> dict[str, Any]:
    """A Postman v2.1 collection of the suite with these scripts ({{APIURL}} and the suite's variables
    come from the environment: newman run FILE --env-var APIURL=http://host:port/api ...)."""
    items = []
    for request in suite.requests:
        headers = [{"key": k, "value": v} for k, v in suite.headers.items()]
        if request.auth:
            headers.append({"key": "Authorization", "value": f"{suite.auth_scheme} {{{{{request.auth_as}}}}}"})
        query = "&".join(f"{k}={v}" for k, v in request.query.items())
        http = {"method": request.method, "header": headers,
                "url": "{{APIURL}}" + request.path + (f"?{query}" if query else "")}  # fmt: skip
        if request.body is not None:
            http["body"] = {"mode": "raw", "raw": request.body}
        items.append({"name": request.name, "request": http,
                      "event": [{"listen": "test", "script": {"type": "text/javascript",
                                                              "exec": script(request).split("\n")}}]})  # fmt: skip
    return {"info": {"name": suite.name, "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
            "item": items}  # fmt: skip
