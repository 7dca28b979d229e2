"""Project paths that run.sh turns into symbolic links to a place outside the project (`ln -sfn
/dev/shm/conduit instance`, `ln -s /tmp/conduit.db conduit.db`): a SQLite file written under such
a path is stored outside the project, whatever the code's path says. So is every SQLite file of a
server that run.sh starts from a copy of the project outside it (`cp -a "$SRC_DIR"/. /tmp/run`
then `cd /tmp/run`): the code's own directory, and everything below it, is the copy."""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from harness.verify.entry import script_files
from harness.verify.project import Project
from harness.verify.shell import join_cwd, read_script
from harness.verify.sqlite_frameworks import RELATIVE_SQLITE_URL, uses_flask_sqlalchemy
from harness.verify.sqlite_location import location_names, name_definition

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan


@dataclass
class Link:
    path: str  # root-relative path of the link
    target: str  # where it points, as written
    line: int  # in run.sh


def _outside(target: str, cwd: str) -> bool:
    """An absolute path, the home directory, or a relative one climbing out of the project (the
    evaluation's /workspace is the project itself)."""
    if re.match(r"^(~|\$\{?HOME\b|\$\{?TMPDIR\b)", target):
        return True
    if target.startswith("/"):
        return not re.match(r"^/workspace(/|$)", target)
    return posixpath.normpath(posixpath.join(cwd or ".", target)).startswith("..")


def _removed_before(script: str, line: int, path: str) -> bool:
    """run.sh removes `path` (`rm -rf ./var`) on a line before `line`: the link then replaces it."""
    name = re.escape(path.rstrip("/").removeprefix("./"))
    removal = re.compile(rf"""^\s*rm\s+(?:-\w+\s+)*["']?(?:\./)?{name}/?["']?\s*(?:[;&|#].*)?$""")
    lines = script.splitlines()
    parts = [p for text in lines[: max(0, line - 1)] for p in re.split(r"&&|;", text)]
    parts += re.split(r"&&|;", lines[line - 1])[:-1] if 0 < line <= len(lines) else []  # `rm -rf ./data && ln -s …`
    return any(removal.match(part) for part in parts)


def outside_links(project: Project) -> list[Link]:
    """run.sh's `ln -s TARGET LINK` with TARGET outside the project and LINK inside it. An existing
    directory LINK without -n/-T receives the link inside it instead, so it is not replaced."""
    found = []
    for command in read_script(project.texts.get("run.sh") or "", scripts=script_files(project.texts)):
        if command.program != "ln" or command.outside_cwd:
            continue
        flags = "".join(a[1:] for a in command.args if re.match(r"^-[a-zA-Z]+$", a))
        long_flags = {a for a in command.args if a.startswith("--")}
        words = [a for a in command.args if not a.startswith("-")]
        if ("s" not in flags and "--symbolic" not in long_flags) or len(words) != 2:
            continue
        target, link = words
        path = join_cwd(command.cwd, link.rstrip("/"))
        existing_dir = any(p.startswith(path + "/") for p in project.texts)
        if not path or path.startswith("/") or not _outside(target, command.cwd):
            continue
        removed = _removed_before(project.texts.get("run.sh") or "", command.line, link)  # `rm -rf ./var` first
        if existing_dir and not removed and not ({"n", "T"} & set(flags) or {"--no-dereference", "--no-target-directory"} & long_flags):
            continue
        found.append(Link(path, target, command.line))
    return found


_LOCATION = re.compile(r"\b(storage|filename|database|sqlite\w*:|Database\s*\(|connect\s*\()", re.IGNORECASE)


def _names(text: str, path: str) -> bool:
    """The location written in `text` goes through `path`: its components in order, each a whole
    path word (`sqlite:///data/x.db`, `path.join(root, 'data', 'x.sqlite')` for `data`)."""
    pattern = r"['\"`/\s(,]\s*".join(r"(?<![\w.-])" + re.escape(part) + r"(?![\w-])" for part in path.split("/"))
    return bool(re.search(pattern, text))


def symlinked_locations(project: Project, result: "Scan") -> None:
    """Mark the SQLite evidence whose file lies under a path run.sh links outside the project (a
    relative Flask-SQLAlchemy URL lies in the instance folder)."""
    links = outside_links(project)
    if not links or not result.found["sqlite"]:
        return
    flask_sqlalchemy = uses_flask_sqlalchemy(project, result.code)
    for item in result.found["sqlite"]:
        if item.get("outside_project"):
            continue
        text = item.get("text", "")
        lines = project.texts.get(item["file"], "").splitlines()
        number = item.get("line") or 0
        # `dialect: 'sqlite',` with `storage: path.join(root, 'data', 'x.sqlite')` a line below
        near = [t for t in lines[max(0, number - 4) : number + 4] if _LOCATION.search(t)]
        text += "\n" + "\n".join(near)
        code = project.code(item["file"]) if item["file"] in project.parsed else ""
        own = lines[number - 1] if 0 < number <= len(lines) else ""
        for name in [n for t in [own, *near] for n in location_names(t)]:  # f"sqlite:///{DB_FILE}", `storage: DB_FILE` below
            definition = name_definition(code, name)
            text += "\n" + (definition[1] if definition else "")
        for link in links:
            in_instance = link.path == "instance" and flask_sqlalchemy and RELATIVE_SQLITE_URL.search(text)
            if in_instance or _names(text, link.path):
                item["outside_project"] = True
                item["outside_evidence"] = (f"run.sh:{link.line} makes {link.path} a symbolic link to {link.target}, "
                                            f"outside the project")  # fmt: skip
                break


_COPY = re.compile(r"""^\s*(?:cp\s+(?:-[a-zA-Z]*[raR][a-zA-Z]*\s+|--archive\s+|--recursive\s+)+|rsync\s+(?:-[a-zA-Z]+\s+|--[\w-]+(?:=\S+)?\s+)*)(\S+)\s+(\S+)\s*$""")
_HERE = re.compile(r"""^(?:\.|\$\{?PWD\}?|\$\(pwd\)|\$\(dirname\s+["']?\$0["']?\)|\$\(cd\s+["']?\$\(dirname\s+["']?\$0["']?\)["']?\s*&&\s*pwd(?:\s+-P)?\))$""")


def _shell_value(text: str, value: str) -> str:
    """A word of run.sh with its quotes dropped and `$NAME` replaced by NAME's assignment (once)."""
    value = value.strip("'\"")
    named = re.fullmatch(r"\$\{?(\w+)\}?((?:/.*)?)", value.replace('"', ""))
    if named:
        assigned = re.search(rf"""^\s*(?:export\s+|readonly\s+|local\s+)?{named.group(1)}=(.+?)\s*$""", text, re.MULTILINE)
        if assigned:
            return assigned.group(1).strip().strip("'\"") + named.group(2)
    return value.replace('"', "")


def served_copy(project: Project) -> tuple[str, int] | None:
    """(directory, line) when run.sh copies the whole project outside it and starts the server there."""
    text = project.texts.get("run.sh") or ""
    workdir = project.entries.outside_workdir
    if not workdir:
        return None
    for number, line in enumerate(text.splitlines(), start=1):
        copy = _COPY.match(line)
        if not copy:
            continue
        source = re.sub(r"/(?:\.|\*)?$", "", _shell_value(text, copy.group(1))) or "."
        target = _shell_value(text, copy.group(2)).rstrip("/")
        if _HERE.match(source) and target.startswith("/") and _outside(target, "") and workdir.rstrip("/") == target:
            return target, number
    return None


def copied_project_locations(project: Project, result: "Scan") -> None:
    """Mark every SQLite file evidence outside the project when the server runs from a copy."""
    copy = served_copy(project)
    if not copy:
        return
    for item in result.found["sqlite"]:
        if not item.get("outside_project") and "memory" not in item.get("evidence", ""):
            item["outside_project"] = True
            item["outside_evidence"] = f"run.sh:{copy[1]} copies the project to {copy[0]} and starts the server there: its files are outside the project"
