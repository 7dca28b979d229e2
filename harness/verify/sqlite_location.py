"""Where a SQLite database lives when the code builds its location from names: a storage,
filename, connect() argument or sqlite:/// URL made from a name whose assignment in the same file
puts the file outside the project — the temporary directory, memory, the user's home directory
(`DB = os.path.join(tempfile.gettempdir(), "x.db")` … `f"sqlite:///{DB}"`). A location that is
only the dormant default of a variable something sets is not where the database lives. A location
read from a variable takes the value run.sh or a loaded .env file gives it (`storage:
process.env.SQLITE_FILE || 'x.sqlite'` with `SQLITE_FILE=/tmp/x.sqlite` in .env)."""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from harness.verify import rules
from harness.verify.cli_options import declarations, project_argv_helpers, start_options
from harness.verify.configs import skipped_lines
from harness.verify.entry import LAUNCHER
from harness.verify.environment import gunicorn_config, in_span
from harness.verify.evidence import short
from harness.verify.keypaths import key_paths
from harness.verify.nodeconfig import node_config_json_keys
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan


# (`ATTACH DATABASE '{AUX}' AS aux`: a second SQLite file every connection opens, its tables the app's)
_ATTACH = re.compile(r"\bATTACH\s+(?:DATABASE\s+)?['\"`]", re.IGNORECASE)
_LOCATION_ANCHOR = re.compile(r"\b(?:storage|filename)['\"]?\s*[:=]|['\"]NAME['\"]\s*:|(?:\bconnect|Database|DatabaseSync|URL\.create)\s*\("
                              r"|sqlite(?:\+\w+)?:///|\bATTACH\s+(?:DATABASE\s+)?")


def location_names(line: str) -> list[str]:
    """Names a SQLite location on this line is built from: `storage: path.join(dataDir, 'x')`,
    `connect(DB_PATH)`, `f"sqlite:///{DB_FILE}"` -> dataDir / DB_PATH / DB_FILE (and the helpers around)."""
    names = []
    for anchor in _LOCATION_ANCHOR.finditer(line):
        depth, end = 0, len(line)
        for index in range(anchor.end(), len(line)):
            char = line[index]
            depth += char in "([{"
            depth -= char in ")]}"
            if depth < 0 or (depth == 0 and char == ","):
                end = index
                break
        # (a keyword's name is no value: `Database(db_file=PROJECT_DB_FILE)` names PROJECT_DB_FILE)
        for head, members in re.findall(r"(?<![\w.'\"])([A-Za-z_]\w*)((?:\s*\.\s*[A-Za-z_]\w*)*)(?!\s*=(?!=)|\w)", line[anchor.end() : end]):
            chain = re.sub(r"\s+", "", members)
            names += [head] + ([head + chain] if chain else [])  # `storage: config.db.file`: config, and its member
    shorthand = re.match(r"^\s*(storage|filename)\s*,?\s*(?://.*)?$", line)  # `{ dialect: 'sqlite', storage, … }`
    if shorthand:
        names.append(shorthand.group(1))
    names += [m.group(1) for m in re.finditer(r"[{,]\s*(storage|filename)\s*(?=[,}])", line)]  # `{ dialect: 'sqlite', storage, logging }`
    return list(dict.fromkeys(names))


_CONTINUED = re.compile(r"(?:\n[ \t]*(?:\?(?![?.])|:|\|\||\?\?|&&)[^\n]*)+")


def continuation(code: str, end: int) -> str:
    """The lines that carry on the expression ending at `end` (`storage: process.env.X` then
    `? ':memory:'` and `: path.resolve(…)` below it), newlines kept, or ""."""
    continued = _CONTINUED.match(code, end)
    return continued.group(0) if continued else ""


def name_definition(code: str, name: str) -> tuple[int, str] | None:
    """Where `name` gets its value in this file and the text that gives it: an assignment's right-hand
    side (`DATA_DIR = Path.home() / ".conduit"`), or a function's body (`def database_path(): …`,
    `function dbFile() { … }`, `const dbFile = () => …`)."""
    assignment = re.search(rf"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?{re.escape(name)}\s*(?::[^=\n]*)?=(?!=)\s*(.+)$", code, re.MULTILINE)  # fmt: skip
    assignment = assignment or re.search(rf"^\s*['\"]?{re.escape(name)}['\"]?\s*:\s*(?!\s*[{{\[(]?\s*$)(.+?),?\s*$", code, re.MULTILINE)  # a property  # fmt: skip
    if assignment and not re.match(r"(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>|(?:async\s+)?function\b", assignment.group(1)):
        return assignment.start(1), assignment.group(1) + continuation(code, assignment.end(1))
    arrow = re.search(rf"""(?:^|[{{,]\s*)['"]?{re.escape(name)}['"]?\s*:\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>\s*([^{{\n].*)$""", code, re.MULTILINE)
    if arrow:  # `module.exports = { databaseFile: () => path.join(stateDir(), 'x.sqlite') }`: the arrow's expression
        return arrow.start(1), arrow.group(1)
    header = re.search(rf"^([ \t]*)(?:(?:export\s+)?(?:async\s+)?(?:def|function)\s+{re.escape(name)}\s*\(|(?:export\s+)?(?:const|let|var)\s+{re.escape(name)}\s*=|['\"]?{re.escape(name)}['\"]?\s*:\s*\{{\s*$)", code, re.MULTILINE)  # fmt: skip
    if not header:
        return None
    indent, lines = len(header.group(1)), code[header.end() :].splitlines()
    body = [lines[0]] if lines else []
    for line in lines[1:40]:
        if line.strip() and len(line) - len(line.lstrip()) <= indent:  # the body's end (or its closing brace)
            break
        body.append(line)
    return header.end(), "\n".join(body)


def _live_assignment(code: str, name: str, path: str, result: "Scan") -> tuple[int, str] | None:
    """The first assignment of `name` in this file that runs (a name assigned in both branches of
    an `if`, the first in a branch the evaluation never takes)."""
    for match in re.finditer(rf"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?{re.escape(name)}\s*(?::[^=\n]*)?=(?!=)\s*(.+)$", code, re.MULTILINE):
        if _live_offset(code, match.start(1), path, result):
            return match.start(1), match.group(1) + continuation(code, match.end(1))
    return None


def _live_offset(code: str, offset: int, path: str, result: "Scan") -> bool:
    return result.live(path, code.count("\n", 0, offset) + 1, offset - (code.rfind("\n", 0, offset) + 1))


def _imported_from(project: Project, path: str, name: str) -> tuple[str, str] | None:
    """(module, its name) when `name` is imported into `path` from a module of the solution."""
    target = next((t for t in project.binding_targets(path, name) if t in project.parsed and t != path), None)
    if not target:
        return None
    imported = project.parsed[path].bindings[name][2]
    return target, imported if imported not in (None, "default") else name


_ENV_READ = re.compile(r"""process\.env\.(\w+)|process\.env\[['"](\w+)['"]\]|os\.environ\[['"](\w+)['"]\]|(?:os\.environ\.get|os\.getenv)\(\s*['"](\w+)['"]""")


# ways to climb from the file's own directory: Path(__file__).parents[N], .parent chains,
# os.path.dirname() around __file__, path.join/resolve(__dirname, '..', …)
_PARENTS = re.compile(r"Path\(\s*__file__\s*\)(?:\.(?:resolve|absolute)\(\))?\.parents\[(\d+)\]")
_WITH_NAME = re.compile(r"Path\(\s*__file__\s*\)(?:\.(?:resolve|absolute)\(\))?\.with_(?:name|suffix|stem)\(")  # beside the file
_PARENT_CHAIN = re.compile(r"Path\(\s*__file__\s*\)(?:\.(?:resolve|absolute)\(\))?((?:\.parent\b)+)")
_DIRNAME_CHAIN = re.compile(r"((?:os\.path\.dirname\(\s*)+)(?:os\.path\.(?:abspath|realpath)\(\s*)?__file__")
_ESM_DIRNAME = re.compile(r"\bdirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\)|\bimport\.meta\.dirname\b")
# path.join(__dirname, '..'); Flask's root_path, the directory of the module that made the app or
# blueprint (here: the file itself): os.path.join(app.root_path, "..", "..", "x.db")
_DIRNAME_JOIN = re.compile(r"(?:os\.)?path\.(?:join|resolve)\(\s*(?:__dirname|(?:app|bp|blueprint|self)\.root_path)\s*,([^)\n]*)\)")


_CWD_JOIN = re.compile(r"(?:os\.path\.join|path\.(?:join|resolve))\(\s*(?:os\.getcwd\(\)|process\.cwd\(\))\s*,([^)\n]*)\)|Path\.cwd\(\)((?:\s*/\s*(?:['\"]\.\.['\"]|os\.pardir))+)|Path\.cwd\(\)((?:\.parent\b)+)")


def climbs_from_cwd(text: str, workdir: str) -> bool:
    """Does a path built from the working directory (os.getcwd(), process.cwd(), Path.cwd()) go above
    the project's root? The server runs in `workdir` (relative to the root: "" or "src")."""
    depth = len([p for p in workdir.split("/") if p and p != "."])
    for match in _CWD_JOIN.finditer(text):
        if match.group(3):
            if match.group(3).count(".parent") > depth:
                return True
            continue
        level = 0
        for pardir, literal in re.findall(r"(os\.pardir)|['\"`]([^'\"`]*)['\"`]", match.group(1) or match.group(2) or ""):
            for piece in [".."] if pardir else literal.split("/"):
                level += 1 if piece == ".." else (-1 if piece not in ("", ".") else 0)
                if level > depth:
                    return True
    return False


def relative_to_workdir(project: Project, result: "Scan") -> None:
    """A relative SQLite location resolves against the server's working directory: run.sh's `cd src`
    with `storage: '../../data/x.sqlite'` climbs out of the project, and so does every relative
    location when the server runs elsewhere (gunicorn's `chdir = "/srv/conduit"`, --chdir)."""
    elsewhere = _outside_workdir(project)
    depth = len([p for p in project.entries.workdir.split("/") if p and p != "."])
    for path in sorted({i["file"] for i in result.found["sqlite"] if i["file"] in project.parsed}):
        items = [i for i in result.found["sqlite"] if i["file"] == path]
        if any(i.get("outside_project") for i in items):
            continue
        code = project.code(path)
        for match in _RELATIVE_LOCATION.finditer(code):
            line = code.count("\n", 0, match.start()) + 1
            if not result.live(path, line, 0) or dormant_default(project, path, code, match.end(1), result):
                continue
            if elsewhere or match.group(1).count("../") > depth:
                where = elsewhere or project.entries.workdir or "the project's root"
                item = min(items, key=lambda i: abs(i["line"] - line))
                item["outside_project"] = True
                item["outside_evidence"] = (f"a relative SQLite location ({match.group(0).strip()}, {path}:{line}) resolved in "
                                            f"the server's working directory, {where}: outside the project")  # fmt: skip
                break
        else:
            if elsewhere:
                _named_relative_location(project, path, code, items, elsewhere, result)


def _named_relative_location(project: Project, path: str, code: str, items: list[dict], elsewhere: str, result: "Scan") -> None:
    """With the server started outside the project, a location named by a constant holding a relative
    file name (`DATABASE = "conduit.db"` … `connect(DATABASE)`) resolves there too."""
    for number, line in enumerate(code.splitlines(), start=1):
        if not _LOCATION_ANCHOR.search(line) or not result.live(path, number, 0):
            continue
        for name in location_names(line):
            found = name_definition(code, name) if "." not in name else None
            if found and _RELATIVE_LITERAL.match(found[1]):
                item = min(items, key=lambda i: abs(i["line"] - number))
                item["outside_project"] = True
                item["outside_evidence"] = (f"a relative SQLite location ({name} = {found[1].strip()}, {path}:{number}) resolved "
                                            f"in the server's working directory, {elsewhere}: outside the project")  # fmt: skip
                return


# a relative location on a storage/filename/URL line: `storage: '../../data/x.sqlite'`, `sqlite:///conduit.db`
_RELATIVE_LOCATION = re.compile(r"""(?:sqlite(?:\+\w+)?:///|\b(?:storage|filename)['"]?\s*[:=]\s*(?:[^,;\n]*?(?:\|\||\?\?)\s*)?['"`]|(?:\bconnect|\bDatabase)\(\s*['"`])((?:\.\./)*)(?![/$~{:])[\w.-]+""")
# a name whose value is a relative file name: `DATABASE = "conduit.db"` … `sqlite3.connect(DATABASE)`
_RELATIVE_LITERAL = re.compile(r"""^\s*['"`](?:\./)?(?![/$~{:])[\w.-]+\.(?:db|sqlite3?)['"`]\s*$""")


def _outside_workdir(project: Project) -> str | None:
    """An absolute working directory outside the project that the server is started in (run.sh's
    `cd "${TMPDIR:-/tmp}/run"`, gunicorn's --chdir, or the chdir of its configuration file)."""
    if project.entries.outside_workdir:
        return project.entries.outside_workdir
    config = gunicorn_config(project)
    if config:
        option = re.search(r"--chdir[=\s]+(/\S+)", config[0])
        chdir = re.search(r"""^\s*chdir\s*=\s*['"](/[^'"]+)['"]""", config[1], re.MULTILINE)
        if option or chdir:
            return (option or chdir).group(1)  # type: ignore[union-attr]
    return None


_NEW_URL = re.compile(r"""\bnew\s+URL\(\s*['"`]([^'"`$]+)['"`]\s*,\s*([^()]*(?:\([^()]*\)[^()]*)*)\)""")
# a file: URL of the working directory as written: no trailing slash, so URL resolution drops its last segment
_CWD_URL = re.compile(r"""^\s*(?:['"]file://['"]\s*\+\s*process\.cwd\(\)|`file://\$\{process\.cwd\(\)\}`|(?:url\.)?pathToFileURL\(\s*process\.cwd\(\)\s*\)(?:\.href)?)\s*;?\s*$""")


def climbs_by_url_base(code: str, text: str, workdir: str) -> bool:
    """`new URL('./data/x.sqlite', 'file://' + process.cwd())` (or a name holding that base):
    the base has no trailing slash, so the relative path resolves from the working directory's
    parent; above the project's root when the server runs in it. A root-relative reference
    (`new URL('/data/x.sqlite', import.meta.url)`) is that absolute path, whatever the base."""
    depth = len([p for p in workdir.split("/") if p and p != "."])
    for match in _NEW_URL.finditer(text):
        if re.match(r"/(?!/|workspace(/|$))", match.group(1)):  # `new URL('/data/x.sqlite', import.meta.url)`: from the
            return True  # file system's root, whatever the base
        base = match.group(2).strip()
        if re.fullmatch(r"[A-Za-z_$][\w$]*", base):
            definition = name_definition(code, base)
            base = definition[1] if definition else ""
        if not _CWD_URL.match(base):
            continue
        level = 1  # the directory that holds the working directory: outside already, when that is the root
        if level > depth:
            return True
        for part in match.group(1).split("/"):
            level += 1 if part == ".." else (-1 if part not in ("", ".") else 0)
            if level > depth:
                return True
    return False


def runs_from(project: Project, path: str) -> str:
    """Where a module's code runs: its own path, or inside the bundle the server runs (run.sh
    bundles src/ into dist/server.js: __dirname is dist for every module)."""
    if project.entries.bundle_dir and not path.endswith(".py"):
        return posixpath.join(project.entries.bundle_dir, posixpath.basename(path))
    if path in project.installed_copies:  # pip's copy in site-packages: outside the project
        return posixpath.join(SITE_PACKAGES, path)
    return path


# the started script's path: sys.argv[0], or the __main__ module's file
_ARGV0 = re.compile(r"""\bsys\.argv\[\s*0\s*\]|\bsys\.modules\[\s*['"]__main__['"]\s*\]|\b__main__\.__file__\b""")


def argv0_outside(project: Project, text: str) -> str:
    """Why a location built from `sys.argv[0]` (or the `__main__` module's file) in `text` is outside
    the project ("" when it is not, or not known): under a console script (gunicorn, uvicorn, flask) or `python -m uvicorn` sys.argv[0]
    is the installed program's path, in the dependency install; under `python -m app.main` it is
    the module's file, which runs outside only from an installed copy."""
    if project.runtime != "python" or not _ARGV0.search(text):
        return ""
    argv0 = project.entries.argv0
    if argv0.startswith(f"{LAUNCHER} python -m "):
        return f"sys.argv[0] is the file of the installed module that `{argv0.removeprefix(LAUNCHER + ' ')}` runs, outside the project"
    if argv0.startswith(LAUNCHER + " "):
        return f"sys.argv[0] is the path of {argv0.removeprefix(LAUNCHER + ' ')}'s installed program, outside the project"
    if argv0.startswith("-m "):
        target = project.resolver.python_module(argv0[3:], None, full_only=True)
        if target is None:
            return f"sys.argv[0] is the file of {argv0[3:]}, an installed module (python {argv0}), outside the project"
        if target in project.installed_copies:
            return f"sys.argv[0] is the file of {argv0[3:]}, which runs from its installed copy, outside the project"
    return ""


def _installed_note(project: Project, path: str) -> str:
    return f"; {path} runs from its installed copy: {project.installed_copies[path]}" if path in project.installed_copies else ""


SITE_PACKAGES = "/site-packages"  # where an installed copy's module runs (any place outside the workspace)


def _depth(runs_at: str) -> int:
    """Directories between the project's root and a file; -1 for a file that runs outside it (any
    location built from its own place is outside too)."""
    return -1 if runs_at.startswith("/") else len([p for p in runs_at.split("/")[:-1] if p])


def climbs_out(text: str, path: str) -> bool:
    """Does a path built from the file's own location go above the project's root
    (`Path(__file__).resolve().parents[3]` in conduit/infra/database.py)?"""
    return any(level > _depth(path) for level in _levels_above(text))


# a name's location, then `..` steps: os.path.join(BASE_DIR, os.pardir, …), BASE_DIR / "..", BASE_DIR.parent,
# path.resolve(here, '../../x.sqlite')
_UP_FROM_NAME = (
    re.compile(r"""(?:os\.path\.join|path\.join|path\.resolve)\(\s*([A-Za-z_$][\w$]*)\s*((?:,\s*(?:os\.pardir|['"`][^'"`]*['"`])\s*)+)"""),
    re.compile(r"""\b([A-Za-z_]\w*)((?:\s*/\s*['"]\.\.['"])+)"""),
    re.compile(r"""\b([A-Za-z_]\w*)((?:\.parent\b)+)"""),
)


def climbs_through_name(code: str, text: str, path: str, project: Project | None = None) -> bool:
    """A location that climbs from a name holding a file's own location (`BASE_DIR =
    Path(__file__).resolve().parent.parent` … `os.path.join(BASE_DIR, os.pardir, "x.db")`) above
    the project's root. The name is this file's, or (given the project) one imported from a module
    of the solution, or a member of one (`settings.BASE_DIR.parent` with Django's settings)."""
    for pattern in _UP_FROM_NAME:
        for match in pattern.finditer(text):
            where, definition = path, name_definition(code, match.group(1))
            if definition is None and project is not None:
                owner = text[: match.start(1)]
                head = re.search(r"\b([A-Za-z_]\w*)\s*\.\s*$", owner)
                defined_in = _member_module(project, path, head.group(1)) if head else _imported_from(project, path, match.group(1))
                if defined_in:
                    where = defined_in[0] if isinstance(defined_in, tuple) else defined_in
                    definition = name_definition(project.code(where), match.group(1) if head else defined_in[1])
            base = max(_levels_above(definition[1]), default=None) if definition else None
            if base is None:
                continue
            depth = _depth(runs_from(project, where) if project else where)
            level = base
            for piece in re.findall(r"pardir|\.parent\b|['\"`]([^'\"`]*)['\"`]", match.group(2)):
                for part in (piece.split("/") if piece else [".."]):
                    level += 1 if part == ".." else (-1 if part not in ("", ".") else 0)
                    if level > depth:
                        return True
    return False


_DJANGO_SETTINGS = re.compile(r"""DJANGO_SETTINGS_MODULE['"]?\s*[,:=]\s*['"]([\w.]+)['"]""")


def _member_module(project: Project, path: str, head: str) -> str | None:
    """The solution's module an object named `head` in `path` stands for: a module imported whole
    (`from app import config` … `config.BASE_DIR`), or Django's `settings` (django.conf), which is
    the module DJANGO_SETTINGS_MODULE names."""
    imported = _imported_from(project, path, head)
    if imported:
        return imported[0]
    binding = project.parsed[path].bindings.get(head) if path in project.parsed else None
    if head != "settings" or not binding or binding[1] != "django.conf":
        return None
    names = [project.entries.env.get("DJANGO_SETTINGS_MODULE", "")]
    names += [m.group(1) for text in project.texts.values() if "DJANGO_SETTINGS_MODULE" in text for m in _DJANGO_SETTINGS.finditer(text)]
    for name in filter(None, names):
        target = project.resolver.python_module(name, path, full_only=True)
        if target in project.parsed:
            return target
    return None


def _levels_above(text: str) -> list[int]:
    """How far above the file's own directory each location built from `__file__`/`__dirname` in
    `text` goes (0: the file's directory)."""
    above = [int(m.group(1)) for m in _PARENTS.finditer(text)]
    above += [0 for _ in _ESM_DIRNAME.finditer(text)]  # path.dirname(fileURLToPath(import.meta.url)): the file's directory
    above += [m.group(1).count(".parent") - 1 for m in _PARENT_CHAIN.finditer(text)]
    above += [0 for _ in _WITH_NAME.finditer(text)]
    above += [m.group(1).count("dirname(") - 1 for m in _DIRNAME_CHAIN.finditer(text)]
    relative_urls = [m.group(1) for m in _NEW_URL.finditer(text) if m.group(2).strip() == "import.meta.url"]  # the module's directory
    for join in [*_DIRNAME_JOIN.finditer(text), *relative_urls]:
        literals = [join] if isinstance(join, str) else re.findall(r"['\"`]([^'\"`]*)['\"`]", join.group(1))
        parts = [p for literal in literals for p in literal.split("/")]
        level = 0
        for part in parts:
            level += 1 if part == ".." else (-1 if part not in ("", ".") else 0)
            above.append(level)
    return above


def _outside_through(project: Project, path: str, code: str, name: str, result: "Scan", temporary: re.Pattern,
                     depth: int = 0) -> tuple[int, str] | None:  # fmt: skip
    """(offset, the name that leads there) of a temporary/memory/home location reached from `name`
    through at most three assignments or helper functions of this file, or None. A dotted name
    (`config.sqliteFile`, `env.SQLITE_STORAGE`) is its member's definition, in the module the
    object is imported from or in this file."""
    if "." in name:
        return _outside_through_member(project, path, code, name, result, temporary, depth)
    found = name_definition(code, name)
    if found and not _live_offset(code, found[0], path, result):
        found = _live_assignment(code, name, path, result) or found  # `if "--db" in sys.argv: DB = …` never taken: the else's
    if not found and depth <= 2:
        imported = _imported_from(project, path, name)  # `const { sqlitePath } = require('../config')`
        if imported:
            other, other_name = imported
            reached = _outside_through(project, other, project.code(other), other_name, result, temporary, depth + 1)
            if reached:
                line = project.parsed[path].bindings[name][0]
                return len("\n".join(code.splitlines()[: line - 1])) + 1, f"{name}, imported from {other}"
    if not found and depth <= 2:
        found = _parameter_default(project, path, code, name, result)  # `def __init__(self, path=":memory:")`, `Storage()`
    if not found or depth > 2:
        return None
    start, text = found
    spot = _location_spot(temporary, text)
    if spot and _moved_inside(project, result, text, spot):
        spot = None
    if spot and not dormant_default(project, path, code, start + spot.start(), result) and _live_at(path, code, start + spot.start(), result):
        return start + spot.start(), name
    for read in _ENV_READ.finditer(text):  # `dataDir = process.env.DATA_DIR || …` with DATA_DIR=$HOME/… from run.sh
        value, who = result.environment.lookup(next(g for g in read.groups() if g))
        joined = re.search(r"\bpath(?:\.posix)?\.join\(\s*[^,()]+(?:\([^()]*\))?\s*,[^()]*$", text[: read.start()])
        if joined and value is not None and value.startswith("/"):  # Node's path.join only concatenates:
            continue  # `path.join(root, '/srv/data')` is root/srv/data (path.resolve would restart at '/')
        if value is not None and outside_value(value, project.entries.workdir, shell=who == "run.sh"):
            return start + read.start(), f"{name} ({read.group(0)}={value}, set by {who})"
    if (climbs_out(text, runs_from(project, path)) or climbs_from_cwd(text, project.entries.workdir) or climbs_through_name(code, text, path, project)
            or climbs_by_url_base(code, text, project.entries.workdir)):  # fmt: skip
        return start, name
    if launched := argv0_outside(project, text):
        return start, f"{name} ({launched})"
    rooted = _rooted_file_url(project, path, code, start, text, result)
    if rooted:
        return rooted, f"{name} (a file: URL without '//' is read from the file system's root)"
    for inner in dict.fromkeys(re.findall(r"(?<![\w.'\"])([A-Za-z_]\w*)", text)):
        if inner != name and (reached := _outside_through(project, path, code, inner, result, temporary, depth + 1)):
            return reached
    for a, b in _CONFIG_KEY.findall(text):  # `path = current_app.config["DATABASE"]`
        if reached := _outside_through_config_key(project, a or b, result, temporary, depth + 1):
            return start, reached[1]
    return None


# calls that return a place under TMPDIR (also the tmp and temp packages': `tmp.dirSync({ prefix })`)
def _parameter_default(project: Project, path: str, code: str, name: str, result: "Scan") -> tuple[int, str] | None:
    """(offset, text) of a parameter's default (`def __init__(self, path: str = ":memory:")`, or a
    name: `path: Path = DB_PATH`) when a call in the used code leaves the parameter out (`Storage()`),
    or when no code calls the class and a container builds it (`Singleton(Database)`, `c[Database]`):
    the default is the value."""
    for match in re.finditer(rf"""^([ \t]*)def\s+(\w+)\s*\(([^)]*?(?:(?<=\()|(?<=,))\s*{re.escape(name)}\s*(?::[^=,)]*)?=\s*)(['"][^'"\n]*['"]|[A-Za-z_]\w*(?=\s*[,)]))""", code, re.MULTILINE):
        function = match.group(2)
        if function == "__init__":  # the class's constructor: calls of the class
            owner = [c for c in re.finditer(r"^([ \t]*)class\s+(\w+)", code[: match.start()], re.MULTILINE) if len(c.group(1)) < len(match.group(1))]
            if not owner:
                continue
            function = owner[-1].group(2)
        position = len([p for p in re.split(r",", match.group(3)) if p.strip()]) - 1  # the parameter's index, self included
        position -= 1 if match.group(2) == "__init__" or re.match(r"\s*(self|cls)\b", match.group(3)) else 0
        for other in result.code:
            for call in re.finditer(rf"(?<![\w.]){re.escape(function)}\s*\(([^()]*)\)", project.code(other)):
                given = [a for a in call.group(1).split(",") if a.strip()]
                positional = [a for a in given if not re.match(r"\s*\w+\s*=", a)]
                if len(positional) <= position and not any(re.match(rf"\s*{re.escape(name)}\s*=", a) for a in given):
                    return match.start(4), match.group(4)
        if match.group(2) != "__init__" or any(
            re.search(rf"(?<![\w.]){re.escape(function)}\s*\(", project.code(other)) for other in result.code
        ):
            continue
        # no code calls the class: handed to a container that builds it with no arguments (not
        # `providers.Singleton(Database, db_file=…)`, which gives the parameter)
        handed = [m for other in result.code for m in re.finditer(rf"[(\[,=]\s*{re.escape(function)}\s*([)\],])([^\n]*)", project.code(other))]
        if any(not (m.group(1) == "," and re.search(rf"\b{re.escape(name)}\s*=", m.group(2))) for m in handed):
            return match.start(4), match.group(4)
    return None


_FILE_URL_TO_PATH = re.compile(r"""\bfileURLToPath\(\s*(?:(['"`]file:[^'"`]*['"`])|([A-Za-z_$][\w$]*))\s*\)""")
_ROOTED_FILE_URL = re.compile(r"""['"`]file:(?!//)(?!/?workspace(?:/|['"`]))[^'"`]+['"`]""")


def _rooted_file_url(project: Project, path: str, code: str, start: int, text: str, result: "Scan") -> int | None:
    """`fileURLToPath('file:./data/x.sqlite')` (or of a name holding it): a file: URL with no `//`
    is no relative path — URL parsing makes file:./data/x into file:///data/x, at the root of the
    file system. The offset of the literal, when it is what runs."""
    for call in _FILE_URL_TO_PATH.finditer(text):
        where, holder = start + call.start(1), call.group(1) or ""
        if call.group(2):
            found = name_definition(code, call.group(2))
            where, holder = found if found else (0, "")
        literal = _ROOTED_FILE_URL.search(holder)
        if literal and not dormant_default(project, path, code, where + literal.start(), result) and _live_at(path, code, where + literal.start(), result):
            return where + literal.start()
    return None


_TEMP_CALL = re.compile(r"\b(gettempdir|mkdtemp|mkstemp|mktemp|TemporaryDirectory|NamedTemporaryFile|tmpdir|(?:tmp|tmpPromise|temp)\.\w+)\s*\(")


def _given_root(text: str, start: int) -> bool:
    """The temporary-file call is given the directory to create in (tmp's `{ tmpdir: … }`, temp's
    `{ dir: … }`, Python's `mkdtemp(dir=…)`): not the temporary directory; what that root is, is
    judged where it is written."""
    depth, end = 1, len(text)
    for index in range(start, len(text)):
        depth += (text[index] in "([{") - (text[index] in ")]}")
        if depth == 0:
            end = index
            break
    return bool(re.search(r"""(?<![\w$.])['"]?(tmpdir|dir)['"]?\s*[:=](?!=)""", text[start:end]))


def _set_inside_by_script(project: Project, result: "Scan", variable: str) -> bool:
    """run.sh sets the variable to a directory of the project (`export TMPDIR="$ROOT/.runtime"`,
    `TMPDIR=./tmp`, `export XDG_DATA_HOME="$PWD/.local/share"`)."""
    value, who = result.environment.lookup(variable)
    return value is not None and who == "run.sh" and not outside_value(value, project.entries.workdir)


# per-user directories that follow an XDG variable on Linux (platformdirs, appdirs, xdg helpers,
# click's get_app_dir, env-paths' data directory) -> the variable
_XDG_FOLLOWED = (("XDG_DATA_HOME", re.compile(r"(?:user_data_(?:dir|path)|xdg_data_home|save_data_path|xdgData|envPaths)\b")),
                 ("XDG_CONFIG_HOME", re.compile(r"(?:user_config_(?:dir|path)|xdg_config_home|save_config_path|xdgConfig|get_app_dir)\b")),
                 ("XDG_CACHE_HOME", re.compile(r"(?:user_cache_(?:dir|path)|xdg_cache_home|save_cache_path|xdgCache)\b")),
                 ("XDG_STATE_HOME", re.compile(r"(?:user_(?:state|log)_(?:dir|path)|xdg_state_home|save_state_path|xdgState)\b")))  # fmt: skip


# `storage === ':memory:' ? ':memory:' : path.resolve(…)`: the literal only passes on what the test found
_PASSED_THROUGH = re.compile(r"""(['"`]):memory:\1\s*\)?\s*\?\s*$""")
_COMPARED = re.compile(r"""[!=]==?\s*['"`]$""")  # the literal a test compares with is no location


def _location_spot(temporary: re.Pattern, text: str, start: int = 0) -> re.Match | None:
    """The first place in `text` that puts the file outside, leaving out ':memory:' given back by a
    test for ':memory:' (the value came from elsewhere, and is read there)."""
    spot = temporary.search(text, start)
    while spot and ":memory:" in spot.group(0) and (_PASSED_THROUGH.search(text[: spot.start()]) or _COMPARED.search(text[: spot.start() + 1])
                                                    or re.match(r"\s*[!=]==?", text[spot.end() :])):  # fmt: skip
        spot = temporary.search(text, spot.end())
    return spot


def _moved_inside(project: Project, result: "Scan", text: str, spot: re.Match) -> bool:
    """A temporary or per-user directory the start command puts inside the project after all:
    os.tmpdir() / gettempdir() under a TMPDIR run.sh points into the project, or with a root the
    call is given; platformdirs' user_data_path() under an XDG_DATA_HOME run.sh points there."""
    if _TEMP_CALL.match(spot.group(0)):
        return _set_inside_by_script(project, result, "TMPDIR") or _given_root(text, spot.end())
    called = spot.group(0).lstrip(".")
    return any(call.match(called) and _set_inside_by_script(project, result, variable) for variable, call in _XDG_FOLLOWED)


def _live_at(path: str, code: str, offset: int, result: "Scan") -> bool:
    """The position is in code the evaluation runs (not the branch of a condition it never takes:
    `process.env.DB_STORAGE ? path.resolve(ROOT, …) : ':memory:'` with DB_STORAGE set)."""
    line = code.count("\n", 0, offset) + 1
    return result.live(path, line, offset - (code.rfind("\n", 0, offset) + 1))


def _outside_through_member(project: Project, path: str, code: str, name: str, result: "Scan", temporary: re.Pattern,
                            depth: int) -> tuple[int, str] | None:  # fmt: skip
    """`object.member`: the member's definition (a property `sqliteFile: path.join(…)`, a settings
    field, an envalid entry) where the object comes from."""
    head, member = name.split(".", 1)
    if depth > 2:
        return None
    if head in ("self", "cls", "this"):  # a settings class's own field (`data_dir: Path = Path("/var/lib/x")`)
        return _outside_through(project, path, code, member.split(".", 1)[0], result, temporary, depth + 1)
    imported = _imported_from(project, path, head)
    if imported:
        other = imported[0]
        reached = _outside_through(project, other, project.code(other), member, result, temporary, depth + 1)
        if reached:
            line = project.parsed[path].bindings[head][0]
            return len("\n".join(code.splitlines()[: line - 1])) + 1, f"{name}, {member} set in {other}"
        return None
    if name_definition(code, head):  # an object of this file (`db: { file: { default: … } }`): the last member
        return _outside_through(project, path, code, member.rsplit(".", 1)[-1], result, temporary, depth + 1)
    return None


_CONFIG_KEY = re.compile(r"""\bconfig\s*(?:\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]|\.get\(\s*['"]([A-Z][A-Z0-9_]*)['"])""")


# a settings mapping's key naming a database location (`app["settings"]["db_path"]`)
_LOCATION_KEY = re.compile(r"""\[\s*['"]((?=\w*(?:db|database|sqlite|storage))\w*(?:path|file|name|location|storage|db)?)['"]\s*\]""", re.IGNORECASE)


def config_keys(line: str) -> list[str]:
    """Configuration keys a SQLite location line reads: `sqlite3.connect(current_app.config["DATABASE"])`,
    `app.config.get("DB_FILE")`, `aiosqlite.connect(app[settings_key]["db_path"])`."""
    anchored = _LOCATION_ANCHOR.search(line)
    if not anchored:
        return []
    keys = [a or b for a, b in _CONFIG_KEY.findall(line)]
    return keys + [k for k in _LOCATION_KEY.findall(line, anchored.end()) if k not in keys]


def _outside_through_config_key(project: Project, key: str, result: "Scan", temporary: re.Pattern, depth: int = 0) -> tuple[int, str] | None:
    """A configuration key's value set in the used Python code (`app.config.from_mapping(DATABASE=…)`,
    a config class's `DATABASE = …`, a dict's `"DATABASE": …`) that puts the file outside; the
    offset is -1 (the value is in another file, the reason says where)."""
    for other in result.code:
        if other not in project.parsed or project.parsed[other].language != "python":
            continue
        code = project.code(other)
        reached = _outside_through(project, other, code, key, result, temporary, depth)
        if reached:
            return -1, f"configuration key {key}, set in {other}:{code.count(chr(10), 0, reached[0]) + 1}"
    return None


def locations_through_names(project: Project, result: "Scan") -> None:
    """A SQLite URL or storage built from a name whose value puts the file outside the project
    (temporary directory, memory, home directory, above the project's root), through assignments
    and helper functions of the same file: `DB = os.path.join(tempfile.gettempdir(), "x.db")` … `f"sqlite:///{DB}"`;
    `storage: path.join(dataDir, 'x.sqlite')` a line below `dialect: 'sqlite'`; `"NAME": DATA_DIR /
    "x.sqlite3"` with `DATA_DIR = Path.home() / ".conduit"`; `f"sqlite:///{database_path()}"` with a
    `database_path()` that returns a directory of platformdirs' `user_data_dir()`."""
    temporary = re.compile(rules.database()["strong"]["temporary_location"])
    attaching = {p for p in result.code if p in project.parsed and _ATTACH.search(project.code(p))}  # SQLite's own
    for path in sorted({i["file"] for i in result.found["sqlite"] if i["file"] in project.parsed} | attaching):  # statement
        items = [i for i in result.found["sqlite"] if i["file"] == path]
        if any(i.get("outside_project") for i in items):
            continue
        code = project.code(path)
        if not items:  # a file that only attaches (its engine's URL is elsewhere): the ATTACH line is the evidence
            number = code.count("\n", 0, _ATTACH.search(code).start()) + 1  # type: ignore[union-attr]
            items = [{"file": path, "line": number, "evidence": "ATTACH DATABASE", "text": short(code.splitlines()[number - 1])}]
            result.found["sqlite"].append(items[0])
        for number, line in enumerate(code.splitlines(), start=1):
            if not result.live(path, number, 0):
                continue
            anchored = _LOCATION_ANCHOR.search(line)
            if anchored and in_django_test_block(code, number, anchored.start()):
                continue
            if anchored and (climbs_out(line, runs_from(project, path)) or climbs_from_cwd(line, project.entries.workdir)
                             or climbs_through_name(code, line, path, project) or climbs_by_url_base(code, line, project.entries.workdir)):  # fmt: skip
                item = min(items, key=lambda i: abs(i["line"] - number))
                item["outside_project"] = True
                start = "the working directory" if climbs_from_cwd(line, project.entries.workdir) else path
                item["outside_evidence"] = (f"sqlite file above the project's root, by a path climbing from {start} ({path}, line {number})"
                                            if path not in project.installed_copies else
                                            f"sqlite file beside a module that runs outside the project ({path}, line {number}){_installed_note(project, path)}")  # fmt: skip
                break
            counted = any(i["line"] == number or _same_block(code, i["line"], number) for i in items)  # counted evidence's own
            # line or block (Django's NAME beside its ENGINE), not another environment's block
            line_start = len("\n".join(code.splitlines()[: number - 1])) + (1 if number > 1 else 0)
            whole = line + continuation(code, line_start + len(line))  # a value continued below: `storage: env.X\n ? ':memory:' : …`
            spot = _location_spot(temporary, whole, anchored.end()) if anchored and counted else None  # `"sqlite:///" + os.path.expanduser("~/x.db")`
            if spot and _moved_inside(project, result, whole, spot):
                spot = None
            offset = line_start + (spot.start() if spot else 0)
            if spot and not dormant_default(project, path, code, offset, result) and _live_at(path, code, offset, result):
                item = min(items, key=lambda i: abs(i["line"] - number))
                item["outside_project"] = True
                item["outside_evidence"] = f"sqlite file outside the project (temporary, in memory or in the home directory): {spot.group(0).strip()} ({path}:{number})"
                break
            for name in location_names(line) + [f"{key}@" for key in config_keys(line)]:
                reached = (_outside_through(project, path, code, name, result, temporary) if not name.endswith("@")
                           else _outside_through_config_key(project, name[:-1], result, temporary))  # fmt: skip
                if reached:
                    where = code.count("\n", 0, reached[0]) + 1 if reached[0] >= 0 else number
                    item = min(items, key=lambda i: abs(i["line"] - number))
                    item["outside_project"] = True
                    item["outside_evidence"] = (f"sqlite file outside the project (temporary, in memory, in the home "
                                                f"directory or beside a module that runs outside it), through {reached[1]} "
                                                f"({path}:{where}, used at line {number}){_installed_note(project, path)}")  # fmt: skip
                    break
            else:
                continue
            break


_DJANGO_TEST_BLOCK = re.compile(r"""['"]TEST['"]\s*:\s*\{""")


def in_django_test_block(code: str, number: int, column: int = 0) -> bool:
    """Line `number` (at `column`) lies inside a Django DATABASES entry's `"TEST": {…}`: the test
    runner's database (`manage.py test`), never the server's."""
    lines = code.splitlines()
    before = "\n".join(lines[max(0, number - 8) : number - 1] + [lines[number - 1][:column]])
    opened = list(_DJANGO_TEST_BLOCK.finditer(before))
    if not opened:
        return False
    rest = re.sub(r"""(['"]).*?\1""", "", before[opened[-1].end() :])
    return rest.count("{") >= rest.count("}")


def _same_block(code: str, first: int, second: int, reach: int = 8) -> bool:
    """Two nearby lines inside one bracketed block, no bracket closing between them (`"ENGINE": …`
    and `"NAME": …` of one DATABASES entry, not the next environment's)."""
    low, high = sorted((first, second))
    if low == high or high - low > reach:
        return False
    depth = 0
    for line in code.splitlines()[low - 1 : high - 1]:
        for char in re.sub(r"""(['"]).*?\1""", "", line):
            depth += char in "([{"
            depth -= char in ")]}"
            if depth < 0:
                return False
    return True


# a value that puts the SQLite file outside the project: a system or volume root, the home
# directory (also as the shell's $HOME / $XDG_*_HOME / $TMPDIR, left unexpanded by run.sh's
# reading), memory (the evaluation's workspace is /workspace)
OUTSIDE_VALUE = re.compile(
    r"^(sqlite(\+\w+)?:///?)?(/(tmp|var|dev/shm|run|data|srv|opt|home|root|mnt|usr|app)(/|$)|~"
    r"|\$\{?(HOME|TMPDIR|XDG_[A-Z]+_HOME)\}?(/|$)|:(shared)?memory:$"
    r"|\$\(\s*mktemp\b|`\s*mktemp\b)"  # `$(mktemp -d)/x.db`: a new directory under $TMPDIR or /tmp
    r"|^sqlite(\+\w+)?:////(?!workspace(/|$))[\w.-]"  # an absolute path that is not the evaluation's workspace
    r"|^(sqlite(\+\w+)?:///)?file:(//)?/(?!workspace(/|$))[\w.-]"  # a file: URI of an absolute path (`file:/tmp/x.db?mode=rwc`)
)


def outside_value(value: str, workdir: str, shell: bool = True) -> bool:
    """A location's value (given by run.sh, an npm script or a .env file) that puts the SQLite file
    outside the project: one of OUTSIDE_VALUE, or a relative path that climbs above the project
    from the server's working directory (`DB_STORAGE=../conduit.sqlite node src/index.js`). Only a
    shell expands `~`: from a .env file (`shell` false) it is a literal name, a directory called `~`
    under the working directory (dotenv loaders expand no `~`; python-dotenv does expand `${HOME}`)."""
    text = value.strip().strip("'\"")
    if not shell and re.match(r"^(sqlite(\+\w+)?:///)?~", text):
        return False
    if OUTSIDE_VALUE.match(text):
        return True
    relative = re.sub(r"^sqlite(\+\w+)?:///(?!/)", "", text)
    if relative.startswith(("/", "$", "~")) or "://" in relative:
        return False
    joined = posixpath.normpath(posixpath.join(workdir or ".", relative))
    return joined == ".." or joined.startswith("../")
_LOCATION_VARIABLE = re.compile(r"SQLITE|(DB|DATABASE)_(PATH|FILE|FILENAME|STORAGE|DIR)$|^STORAGE$", re.IGNORECASE)


_COMMANDER_OPTION = re.compile(r"""\bOption\(\s*['"](?:-\w,\s*)?(--[\w-]+)[^)]*\).*\.(?:default|env)\(""")


def locations_from_environment(project: Project, result: "Scan") -> None:
    """A SQLite location read from a variable (on a storage/filename/connect()/URL line, a
    variable named for it: SQLITE_FILE, DB_PATH …, or one whose value names a SQLite file) whose
    value, given by run.sh or a loaded .env file, is outside the project."""
    if not result.found["sqlite"]:
        return
    for path in result.code:
        for read in project.parsed[path].env_reads:
            if not result.live(path, read.line, read.column):
                continue
            value, who = result.environment.lookup(read.variable)
            line = project.code(path).splitlines()[read.line - 1]
            empty_default = value is None and _empty_default(read, line) and _opened_as_is(project, result, line)
            if value is None and (_blank_kept(read, line, result) or empty_default):
                why = (f"{read.variable} is unset and its default is ''" if empty_default else
                       f"{read.variable} is set to '' by {result.environment.blank[read.variable]}, which the default's operator keeps")
                result.found["sqlite"].append({
                    "file": path, "line": read.line, "evidence": "sqlite location from the environment", "text": line.strip()[:120],
                    "outside_project": True,
                    "outside_evidence": f"an empty SQLite name, SQLite's anonymous temporary database: {why}",
                })  # fmt: skip
                continue
            option = _COMMANDER_OPTION.search(line)
            if value is None and option and read.default and read.default[0] == read.line == read.default[2] and option.group(1) not in start_options(project):
                # a commander option's default, which runs when neither the variable nor the start command sets it
                # (`new Option('--sqlite-file <path>').default('/tmp/conduit.sqlite').env('SQLITE_FILE')`)
                written = line[read.default[1] : read.default[3]].strip()
                if re.fullmatch(r"""['"`][^'"`$]*['"`]""", written) and (_LOCATION_VARIABLE.search(read.variable) or re.search(r"\.(db|sqlite3?)['\"`]$", written)):
                    value, who = written.strip("'\"`"), f"the default of {option.group(1)} ({path}:{read.line}), as nothing sets {read.variable} or gives the option"
            if value is None or not outside_value(value, project.entries.workdir, shell=who == "run.sh"):
                continue
            file_like = re.search(r"^sqlite(\+\w+)?:|\.(db|sqlite3?)['\"]?$", value.strip())  # CONDUIT_DB=$HOME/.conduit/conduit.db
            if not (_LOCATION_ANCHOR.search(line) or _LOCATION_VARIABLE.search(read.variable) or file_like):
                continue
            result.found["sqlite"].append({
                "file": path, "line": read.line, "evidence": "sqlite location from the environment", "text": line.strip()[:120],
                "outside_project": True,
                "outside_evidence": f"sqlite file outside the project: {read.variable}={value}, set by {who}",
            })  # fmt: skip


_OUT_OPTION = re.compile(r"""(?:--outDir|--outdir|--out-dir|--outfile|--out-file|-d)[=\s]+['"]?([^\s'"]+)""")
_NODE_FILE = re.compile(r"""\b(?:node|nodemon|pm2-runtime|pm2\s+start)\s+(?:-\S+\s+)*['"]?([^\s'"]+\.[cm]?js)\b""")
_MODULE_DIR = re.compile(r"__dirname|\bimport\.meta\.(?:url|dirname)\b")


def built_outside(project: Project) -> str | None:
    """The directory outside the project that the server runs from when run.sh compiles or bundles
    the code there (`tsc --outDir "$HOME/.cache/build"` … `node "$HOME/.cache/build/server.js"`)."""
    commands = project.entries.commands
    started = _NODE_FILE.search(commands[-1]) if commands else None
    if not started or not re.match(r"^(/(?!workspace(/|$))|\$\{?(HOME|TMPDIR|XDG_\w+)\b|~)", started.group(1)):
        return None
    for command in commands[:-1]:
        for out in _OUT_OPTION.finditer(command):
            directory = out.group(1).rstrip("/")
            if started.group(1).startswith(directory + "/") or started.group(1) == directory:
                return directory
    return None


def module_relative_outside_build(project: Project, result: "Scan") -> None:
    """Built outside the project, every module's own directory (`__dirname`, `import.meta.url`) is
    outside it, and so is a SQLite file placed relative to it, however far it climbs."""
    directory = built_outside(project) if result.found["sqlite"] else None
    if not directory:
        return
    for path in sorted({i["file"] for i in result.found["sqlite"] if i["file"] in project.parsed}):
        items = [i for i in result.found["sqlite"] if i["file"] == path and not i.get("outside_project")]
        code = project.code(path)
        for number, line in enumerate(code.splitlines(), start=1):
            if not items or not re.search(r"""\.(?:db|sqlite3?)['"`]""", line) or not result.live(path, number, 0):
                continue
            named = [d[1] for n in re.findall(r"(?<![\w$.'\"])([A-Za-z_$][\w$]*)\b", line) if (d := name_definition(code, n))]
            if _MODULE_DIR.search(line) or any(_MODULE_DIR.search(text) for text in named):  # `here = dirname(fileURLToPath(import.meta.url))`
                item = min(items, key=lambda i: abs(i["line"] - number))
                item["outside_project"] = True
                item["outside_evidence"] = (f"a SQLite file placed relative to the module's directory ({path}:{number}), "
                                            f"and run.sh builds the code into {directory}, outside the project, and runs it there")  # fmt: skip
                break


_DATABASE_OF_NAME = re.compile(r"\bnew\s+Database\(\s*([A-Za-z_$][\w$]*)\s*[,)]")
_BUFFER_READ = re.compile(r"""^(?:await\s+)?(?:fs\.|fsp\.|fs\.promises\.)?readFile(?:Sync)?\(\s*[^,()]+(?:\([^()]*\))?\s*\)\s*;?$""")


def buffer_databases(project: Project, result: "Scan") -> None:
    """better-sqlite3 given a Buffer through a name (`const snapshot = readFileSync(file)` …
    `new Database(snapshot)`): it deserializes the bytes into an in-memory database."""
    for path in [p for p in result.code if p in project.parsed and project.parsed[p].language != "python"]:
        code = project.code(path)
        if "better-sqlite3" not in code:
            continue
        for match in _DATABASE_OF_NAME.finditer(code):
            definition = name_definition(code, match.group(1))
            number = code.count("\n", 0, match.start()) + 1
            if definition and _BUFFER_READ.match(definition[1].strip()) and result.live(path, number, 0):
                result.found["sqlite"].append({
                    "file": path, "line": number, "evidence": "sqlite in memory", "text": short(code.splitlines()[number - 1]),
                    "outside_project": True,
                    "outside_evidence": f"better-sqlite3 opens a Buffer ({match.group(1)} = {definition[1].strip()}): a database deserialized into memory",
                })  # fmt: skip


def _empty_default(read, line: str) -> bool:
    """A location variable read with an empty default (`os.getenv("CONDUIT_DB_FILE", "")`)."""
    if not read.default or read.default[0] != read.line or read.default[2] != read.line:
        return False
    written = line[read.default[1] : read.default[3]].strip()
    return written in ('""', "''", "``") and bool(_LOCATION_VARIABLE.search(read.variable))


def _opened_as_is(project: Project, result: "Scan", line: str) -> bool:
    """The name this line assigns is opened as it is (`sqlite3.connect(DB_FILE, …)`, `storage:
    DB_FILE`) and never tested or given a fallback (`DB_FILE or …`, `if not DB_FILE`)."""
    assigned = re.match(r"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?=(?!=)", line)
    if not assigned:
        return False
    name = re.escape(assigned.group(1))
    code = "\n".join(project.code(p) for p in result.code if p in project.parsed).replace(line, "", 1)  # its own `X || ''` is the read
    opened = re.search(rf"(?:\bconnect|\bDatabase)\(\s*(?:[\w$]+\.)?{name}\s*[,)]|\b(?:storage|filename)['\"]?\s*:\s*(?:[\w$]+\.)?{name}\s*[,}}\n]", code)
    tested = re.search(rf"(?:[\w$]+\.)?\b{name}\b\s*(?:\bor\b|\|\||\?\?|\?)|\b(?:not|if)\s+(?:[\w$]+\.)?{name}\b|!\s*(?:[\w$]+\.)?{name}\b", code)
    return bool(opened) and not tested


def _blank_kept(read, line: str, result: "Scan") -> bool:
    """The location is a variable a loaded env file sets to "" (`DB_STORAGE=`), read with a default
    that an empty string does not trigger: JavaScript's `??`, Python's `getenv(X, default)` /
    `environ.get(X, default)` (`||` and `or` fall back to the default)."""
    if read.variable not in result.environment.blank or not (_LOCATION_ANCHOR.search(line) or _LOCATION_VARIABLE.search(read.variable)):
        return False
    if not read.default or read.default[0] != read.line:  # `process.env.X ?? path.join(…)`: a default that is no literal
        return bool(re.match(r"""process\.env(?:\.\w+|\[\s*['"]\w+['"]\s*\])\s*\?\?""", line[read.column :]))
    between = line[read.column : read.default[1]]
    return "??" in between or (bool(re.search(r"\b(getenv|get)\(", between)) and not re.search(r"\bor\b|\|\|", between))


def dormant_default(project: Project, path: str, code: str, offset: int, result: "Scan") -> bool:
    """The character at `offset` is in the default of an environment read whose variable is set
    (`os.getenv("DB_PATH", "/tmp/x.db")` while run.sh exports DB_PATH), or on a line reading a
    command-line option the start command gives (its fallback never runs)."""
    line = code.count("\n", 0, offset) + 1
    column = offset - (code.rfind("\n", 0, offset) + 1)
    for read in project.parsed[path].env_reads:
        if read.default and in_span(read.default, line, column):
            return result.environment.lookup(read.variable)[0] is not None
    option = declarations(code, project_argv_helpers(project)).get(line)  # `option('db', path.join(os.homedir(), …))` with run.sh's --db
    return option is not None and option in start_options(project)


# a SQLite file named in a configuration file the code reads (`.conduitrc`, settings.ini, config.toml)
_CONFIG_LOCATION = re.compile(r"""^\s*["']?(storage|filename|file|path|\w*(?:db|database|sqlite|storage)\w*)["']?\s*[=:]\s*["']?(?![\w+.-]+:)([^\s"',]+\.(?:sqlite3?|db))["']?\s*,?\s*$""", re.IGNORECASE)


def locations_in_config_files(project: Project, result: "Scan") -> None:
    """A SQLite location written in a configuration file the used code reads (rc's `.conduitrc`
    with `[db] storage = /tmp/conduit/conduit.sqlite`): outside the project when its value is."""
    for path in sorted(result.data):
        if path.endswith((".sh", ".py", ".js", ".ts", ".mjs", ".cjs")) or posixpath.basename(path).startswith(".env") \
                or posixpath.basename(path) == ".flaskenv" or path in project.entries.env_files:  # env files: the environment's
            continue
        skipped = set(skipped_lines(project, path))  # config.json's blocks of other environments
        given = node_config_json_keys(result.environment)  # NODE_CONFIG's JSON, over node-config's files
        if given and posixpath.dirname(path).endswith("config"):
            skipped |= {n for n, (key, _) in key_paths(path, project.texts.get(path, "")).items() if key in given}
        for number, line in enumerate(project.texts.get(path, "").splitlines(), start=1):
            match = _CONFIG_LOCATION.match(line)
            if match and number not in skipped and outside_value(match.group(2), project.entries.workdir, shell=False):
                result.found["sqlite"].append({
                    "file": path, "line": number, "evidence": f"sqlite file set in {path}", "text": line.strip(),
                    "outside_project": True, "outside_evidence": f"{match.group(2)} ({path}:{number}), outside the project",
                })  # fmt: skip


def temporary_directory_in_project(project: Project, result: "Scan") -> None:
    """Under a TMPDIR run.sh points into the project, a file in the temporary directory that the
    code asks for by call (`path.join(os.tmpdir(), 'x.sqlite')`) is a file of the project."""
    if not _set_inside_by_script(project, result, "TMPDIR"):
        return
    for item in result.found["sqlite"]:
        evidence = f"{item.get('outside_evidence', '')} {item.get('text', '')}"
        if item.get("outside_project") and _TEMP_CALL.search(evidence) and not re.search(r"""['"`]/(tmp|var)\b""", evidence):
            item.pop("outside_project")
            item["note"] = f"the temporary directory is TMPDIR={result.environment.lookup('TMPDIR')[0]}, which run.sh sets in the project"

