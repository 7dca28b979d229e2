"""A whole solution in one model reply, and back.

The format (documented to the model in tasks/agents/single_shot.yaml) is one block per file:

    <file path="app/main.py">
    ...the file's complete content...
    </file>

A reply may hold text around the blocks; a code fence directly inside a block is dropped. A reply
with no block, a path that is absolute or leaves the directory, or the same path twice cannot be
parsed. A reply cut off by the output limit keeps its complete blocks and loses the last one."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

_BLOCK = re.compile(r'<file\s+path\s*=\s*["\']([^"\'\n]+)["\']\s*>[ \t]*\r?\n(.*?)(?<=\n)[ \t]*</file>', re.DOTALL)
_OPEN_TAG = re.compile(r'<file\s+path\s*=\s*["\']([^"\'\n]+)["\']\s*>')
_FENCE = re.compile(r"\A[ \t]*```[^\n]*\n(.*?)\n?[ \t]*```[ \t]*\n?\Z", re.DOTALL)
_FORBIDDEN_PARTS = {".git", "node_modules", "__pycache__", ".venv", "venv"}
_EXECUTABLE = ("run.sh",)


class UnparsableReply(ValueError):
    """The reply does not hold a solution in the documented format."""


@dataclass
class ParsedSolution:
    files: dict[str, str]
    dropped_incomplete: str | None = None  # the path of a block cut off by the output limit


def _clean_path(raw: str) -> str:
    path = raw.strip().replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    pure = PurePosixPath(path)
    if not path or pure.is_absolute() or ".." in pure.parts or _FORBIDDEN_PARTS.intersection(pure.parts):
        raise UnparsableReply(f"file path {raw!r} is not a relative path inside the solution")
    return pure.as_posix()


def parse_solution(reply: str) -> ParsedSolution:
    files: dict[str, str] = {}
    end = 0
    for match in _BLOCK.finditer(reply):
        path = _clean_path(match.group(1))
        if path in files:
            raise UnparsableReply(f"file {path} appears twice in the reply")
        content = match.group(2)
        fenced = _FENCE.match(content)
        if fenced:
            content = fenced.group(1) + "\n"
        files[path] = content
        end = match.end()
    dangling = _OPEN_TAG.search(reply, end)
    if not files:
        if dangling:
            raise UnparsableReply(f"the reply was cut off inside the first file ({dangling.group(1)})")
        raise UnparsableReply('no <file path="..."> block in the reply')
    return ParsedSolution(files, dangling.group(1) if dangling else None)


def render_solution(files: dict[str, str]) -> str:
    """Files in the reply format, for the reviewer's and the debugger's prompts."""
    blocks = []
    for path, content in sorted(files.items()):
        if content and not content.endswith("\n"):
            content += "\n"
        blocks.append(f'<file path="{path}">\n{content}</file>\n')
    return "\n".join(blocks)


def is_executable(path: str) -> bool:
    return path.endswith(".sh") or PurePosixPath(path).name in _EXECUTABLE


def write_solution(workspace, files: dict[str, str]) -> None:
    for path, content in files.items():
        workspace.write_file(path, content, executable=is_executable(path))


def syntax_errors(files: dict[str, str], only: set[str] | None = None, node_timeout_s: float = 30.0) -> list[str]:
    """Python files that `ast.parse` rejects and JavaScript files that `node --check` rejects (when
    node is installed here), one line each; `only` limits the check to some files (the others still
    give the JavaScript ones their context: package.json says ESM or CommonJS)."""
    errors = []
    checked = set(files) if only is None else only & set(files)
    for path, content in sorted(files.items()):
        if path.endswith(".py") and path in checked:
            try:
                ast.parse(content, filename=path)
            except SyntaxError as exc:
                errors.append(f"{path}:{exc.lineno}: SyntaxError: {exc.msg}")
    scripts = [p for p in sorted(checked) if p.endswith((".js", ".mjs", ".cjs"))]
    node = shutil.which("node")
    if scripts and node:
        with tempfile.TemporaryDirectory(prefix="conduit-check-") as tmp:
            root = Path(tmp)
            for path, content in files.items():  # package.json decides ESM or CommonJS
                if path.endswith((".js", ".mjs", ".cjs", "package.json")):
                    target = root / path
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text(content)
            for path in scripts:
                done = subprocess.run([node, "--check", path], check=False, cwd=root, capture_output=True, text=True,
                                      timeout=node_timeout_s)  # fmt: skip
                if done.returncode != 0:
                    detail = next((line for line in done.stderr.splitlines() if "Error" in line), done.stderr.strip())
                    errors.append(f"{path}: node --check: {detail.strip()[:300]}")
    return errors
