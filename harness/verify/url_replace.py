"""The given DATABASE_URL rewritten by a string replacement in the code before it is used:
`process.env.DATABASE_URL.replace('@postgres:', '@localhost:')`, `os.environ["DATABASE_URL"]
.replace("/conduit", "/conduit_dev")`. The replacement is applied to the URL the evaluation
gives; when the result names another host, port or database, the server connects there. A
replacement that changes only the driver (`postgresql://` -> `postgresql+psycopg://`) is fine."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from harness.verify.evidence import short
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

# `.replace('a', 'b')`, `.replace(/a/, 'b')` (a regular expression without special characters), `.replaceAll`
_REPLACE = re.compile(r"""\.replace(?:All)?\(\s*(?:(['"`])((?:(?!\1).)*)\1|/((?:[^/\\\n]|\\/)*)/[gi]*)\s*,\s*(['"`])((?:(?!\4).)*)\4\s*(?:,\s*\d+\s*)?\)""")
_GIVEN_READ = re.compile(r"""process\.env\.DATABASE_URL\b|process\.env\[['"]DATABASE_URL['"]\]|os\.environ\[['"]DATABASE_URL['"]\]|os\.(?:environ\.get|getenv)\(\s*['"]DATABASE_URL['"]""")


def _parts(url: str) -> tuple[str | None, int | None, str]:
    split = urlsplit(url)
    try:
        port = split.port
    except ValueError:
        port = None
    return split.hostname, port, split.path.lstrip("/")


def replaced_urls(project: Project, got: "Scan") -> list[dict]:
    """Replacements on a read of DATABASE_URL (on the same line) that point it at another server or database."""
    given = got.environment.given.get("DATABASE_URL")
    if got.target != "postgres" or not given:
        return []
    found = []
    for path in got.code:
        for number, line in enumerate(project.code(path).splitlines(), start=1):
            read = _GIVEN_READ.search(line)
            if not read:
                continue
            url = given
            for match in _REPLACE.finditer(line, read.end()):
                old = match.group(2) if match.group(1) else re.sub(r"\\(.)", r"\1", match.group(3) or "")
                if not old or (match.group(3) and re.search(r"[\^$.*+?()\[\]{}|]", old)):
                    break  # a pattern whose matches the code cannot show by reading
                every = path.endswith(".py") or match.group(0).startswith(".replaceAll") or re.search(r"/[a-z]*g[a-z]*\s*,", match.group(0))
                url = url.replace(old, match.group(5)) if every else url.replace(old, match.group(5), 1)  # JS: the first only
            if url != given and _parts(url) != _parts(given) and got.live(path, number, read.start()):
                host, port, name = _parts(url)
                found.append({"file": path, "line": number, "text": short(line),
                              "server": f"the given URL rewritten to host {host}, port {port}, database {name}"})  # fmt: skip
    return found
