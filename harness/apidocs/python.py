"""Python packages: resolve with pip, install in a scratch venv, introspect in a subprocess.

Ranking (a small documented heuristic): every public class and function reachable from the package
gets score = references × depth weight, where references counts the whole-word occurrences of its name
in the package's own source files (its modules, and its tests and examples when it ships them), and
the depth weight favours the shortest public import path: 1 for a top-level name (flask.Flask),
1/2 one package down (sqlalchemy.orm.Session), 1/4 deeper. Ties break on the path. A class lists its
public methods (up to MAX_MEMBERS) ranked by how often the package calls them (`.name(` occurrences).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from harness.apidocs.model import DocsUnavailable, Entry

INSTALL_TIMEOUT_S = 600
INTROSPECT_TIMEOUT_S = 300


def latest_version(package: str) -> str:
    """What `pip install PACKAGE` would install today, through the configured index and constraints."""
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed", "--no-deps",
             "--disable-pip-version-check", "--report", "-", package],
            capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S,
        )  # fmt: skip
        report = json.loads(done.stdout)
        return next(i["metadata"]["version"] for i in report["install"]
                    if i["metadata"]["name"].lower().replace("_", "-") == package.lower())  # fmt: skip
    except (OSError, subprocess.TimeoutExpired, ValueError, KeyError, StopIteration):
        raise DocsUnavailable(f"cannot resolve the version of {package} with pip: {_tail(locals().get('done'))}") from None


def _tail(done) -> str:
    return (done.stderr or "").strip().splitlines()[-1] if done is not None and (done.stderr or "").strip() else "no answer"


def install(package: str, version: str, env: Path) -> None:
    """A scratch venv with exactly PACKAGE==VERSION (and its dependencies)."""
    from harness.paths import cache_dir

    venv = env / "venv"
    steps = [[sys.executable, "-m", "venv", str(venv)],
             [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
              f"{package}=={version}"]]  # fmt: skip
    for step in steps:
        done = subprocess.run(step, capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S,
                              env={**_base_env(), "PIP_CACHE_DIR": str(cache_dir() / "pip")})  # fmt: skip
        if done.returncode != 0:
            raise DocsUnavailable(f"installing {package}=={version} failed: {_tail(done)}")


def _base_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}


def introspect(package: str, env: Path) -> list[Entry]:
    python = env / "venv" / "bin" / "python"
    done = subprocess.run([str(python), "-c", _INTROSPECT, _import_name(package)], capture_output=True, text=True,
                          timeout=INTROSPECT_TIMEOUT_S, env={**_base_env(), "PYTHONHASHSEED": "0"}, cwd=env)  # fmt: skip
    if done.returncode != 0:
        raise DocsUnavailable(f"introspecting {package} failed: {_tail(done)}")
    return [Entry(**e) for e in json.loads(done.stdout)]


def _import_name(package: str) -> str:
    return package.lower().replace("-", "_")


# Runs inside the scratch venv: prints the ranked entries as JSON. Modules that fail to import on their own
# (optional dependencies, Django modules that need settings) are skipped.
_INTROSPECT = r'''
import importlib, inspect, json, os, pkgutil, re, sys, warnings
from collections import Counter
warnings.simplefilter("ignore")
MAX_MEMBERS, MAX_SIG, MAX_DOC, MAX_MODULES = 8, 240, 160, 400
name = sys.argv[1]
top = importlib.import_module(name)
root = os.path.dirname(top.__file__)
words = Counter()
for folder, dirs, files in os.walk(root):
    dirs.sort()
    for f in sorted(files):
        if f.endswith(".py"):
            with open(os.path.join(folder, f), encoding="utf-8", errors="replace") as h:
                text = h.read()
                words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
                words.update("." + m + "(" for m in re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)\s*\(", text))
modules = {name: top}
if hasattr(top, "__path__"):
    for info in sorted(pkgutil.walk_packages(top.__path__, name + "."), key=lambda i: i.name)[:MAX_MODULES * 4]:
        parts = info.name.split(".")
        if any(p.startswith("_") or p in ("tests", "test", "testing", "conftest") for p in parts[1:]):
            continue
        if len(modules) >= MAX_MODULES:
            break
        try:
            with open(os.devnull, "w") as devnull:
                old = sys.stdout, sys.stderr
                sys.stdout = sys.stderr = devnull
                try:
                    modules[info.name] = importlib.import_module(info.name)
                finally:
                    sys.stdout, sys.stderr = old
        except BaseException:
            continue

def first_line(obj):
    doc = inspect.getdoc(obj) or ""
    line = doc.strip().split("\n\n")[0].replace("\n", " ").strip()
    line = re.split(r"(?<=[a-z0-9)`'\]])\.\s", line)[0].rstrip(".") + "." if line else ""
    return line[:MAX_DOC].rstrip() + ("…" if len(line) > MAX_DOC else "")

def signature(obj):
    try:
        text = str(inspect.signature(obj))
    except (TypeError, ValueError):
        text = "(...)"
    text = re.sub(r" at 0x[0-9a-f]+", "", text)
    text = re.sub(r"(:\s|->\s)'([^']*)'", r"\1\2", text)  # postponed annotations, shown unquoted
    return text if len(text) <= MAX_SIG else text[:MAX_SIG - 1] + "…)"

def mine(obj):
    module = getattr(obj, "__module__", None) or ""
    return module == name or module.startswith(name + ".")

best = {}
for modname, module in modules.items():
    exported = getattr(module, "__all__", None)
    names = exported if isinstance(exported, (list, tuple)) else [n for n in dir(module) if not n.startswith("_")]
    for attr in names:
        if not isinstance(attr, str) or attr.startswith("_"):
            continue
        try:
            obj = getattr(module, attr)
        except Exception:
            continue
        if not (inspect.isclass(obj) or inspect.isfunction(obj)) or not mine(obj):
            continue
        path = modname + "." + attr
        key = id(obj)
        if key not in best or (path.count("."), path) < (best[key][0].count("."), best[key][0]):
            best[key] = (path, attr, obj)

entries = []
for path, attr, obj in best.values():
    depth = path.count(".")
    score = words[attr] * (1.0 if depth == 1 else 0.5 if depth == 2 else 0.25)
    members = []
    if inspect.isclass(obj):
        kind = "class"
        methods = {}
        for klass in inspect.getmro(obj):
            if klass is object or not mine(klass):
                continue
            for member, value in vars(klass).items():
                if member.startswith("_") or member in methods:
                    continue
                if isinstance(value, (staticmethod, classmethod)):
                    value = value.__func__
                if inspect.isfunction(value):
                    methods[member] = value
        ranked = sorted(methods.items(), key=lambda kv: (-words["." + kv[0] + "("], kv[0]))[:MAX_MEMBERS]
        for member, value in ranked:
            sig = signature(value).replace("(self, /, ", "(").replace("(self, ", "(").replace("(self)", "()").replace("(cls, ", "(").replace("(cls)", "()")
            doc = first_line(value)
            members.append(f"`.{member}{sig}`" + (f" — {doc}" if doc else ""))
        init_sig = signature(obj)
    else:
        kind = "function"
        init_sig = signature(obj)
    entries.append({"score": score, "entry": {"path": path, "kind": kind, "signature": path + init_sig,
                                               "doc": first_line(obj), "members": members}})
entries.sort(key=lambda e: (-e["score"], e["entry"]["path"]))
print(json.dumps([e["entry"] for e in entries]))
'''
