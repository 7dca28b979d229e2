"""Hand-made stores: used code that both writes JSON documents to files and reads them back
(`fh.write(json.dumps(comment))` … `json.loads(line)` per line of `<id>.jsonl`;
`fs.writeFile(path, JSON.stringify(db))` … `JSON.parse(await fs.readFile(path))`; pickle.dump …
pickle.load of a file) keeps part of
the app's data outside the database, a second store beside it (as TinyDB or lowdb would). A
module that only reads JSON (configuration) or only writes it (logs) is neither."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.evidence import short
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_WRITES = {
    "python": re.compile(r"\bjson\.dump\(|\.write(?:_text)?\(\s*json\.dumps\(|\bjson\.dumps\([^\n]*\)\s*\+\s*['\"]\\n['\"]|\bpickle\.dump\(|\.write_bytes\(\s*pickle\.dumps\("),
    "node": re.compile(r"\b(?:writeFile|appendFile|writeFileSync|appendFileSync)\([^\n]*JSON\.stringify\("),
}
_READS = {
    "python": re.compile(r"\bjson\.load\(|\bjson\.loads\([^\n]*\b(?:line|read_text\(|read\(\))|\bpickle\.loads?\("),
    "node": re.compile(r"\bJSON\.parse\([^\n]*\breadFile(?:Sync)?\(|\breadFile(?:Sync)?\([^\n]*\)[^\n]*\n?[^\n]*JSON\.parse\("),
}


def json_file_stores(project: Project, result: "Scan") -> None:
    """Add each used module that writes and reads back JSON files as a document store."""
    for path in result.code:
        parsed = project.parsed.get(path)
        if parsed is None or path in project.test_files:
            continue
        language = "python" if parsed.language == "python" else "node"
        write = _WRITES[language].search(parsed.code)
        if not write or not _READS[language].search(parsed.code):
            continue
        line = parsed.code.count("\n", 0, write.start()) + 1
        if result.live(path, line, 0):
            result.found["document_store"].append({
                "file": path, "line": line, "text": short(parsed.code.splitlines()[line - 1]),
                "evidence": "JSON files written and read back: a store of the app's data beside the database",
            })  # fmt: skip
