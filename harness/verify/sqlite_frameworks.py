"""SQLite locations that depend on how one library reads them: Sequelize's URLs (three slashes
lead to the filesystem root) and its sqlite dialect without a storage (memory), Flask-SQLAlchemy's
instance folder for relative URLs, SQLAlchemy's creator behind an empty `sqlite://` URL, and
diskcache without a directory (a new temporary one)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.configs import skipped_lines
from harness.verify.evidence import short
from harness.verify.project import Project
from harness.verify.sqlite_location import OUTSIDE_VALUE, dormant_default

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan


# a Sequelize URL with three slashes: host "" and path "/conduit.sqlite"
_SEQUELIZE_ROOT_URL = re.compile(r"""['"`]sqlite:///(?![/$:{])[\w.-][^'"`\s]*['"`]""")


def sequelize_root_urls(project: Project, result: "Scan") -> None:
    """Sequelize opens `sqlite:///conduit.sqlite` at path.resolve(host + path) = /conduit.sqlite, a
    file at the filesystem root (three slashes mean a relative path to SQLAlchemy, not to Sequelize):
    Node solutions only, where such a URL is Sequelize's (knex, TypeORM and Prisma take a filename)."""
    if project.runtime != "node" or not result.found["sqlite"]:
        return
    for path in result.code:
        code = project.code(path)
        for match in _SEQUELIZE_ROOT_URL.finditer(code):
            line = code.count("\n", 0, match.start()) + 1
            column = match.start() - (code.rfind("\n", 0, match.start()) + 1)
            if not result.live(path, line, column) or dormant_default(project, path, code, match.start() + 1, result):
                continue
            result.found["sqlite"].append({
                "file": path, "line": line, "evidence": "Sequelize sqlite:/// URL", "text": match.group(0),
                "outside_project": True,
                "outside_evidence": f"sqlite file at the filesystem root: Sequelize resolves {match.group(0)} to an absolute path",
            })  # fmt: skip


_DIALECT_FROM = re.compile(r"""\bdialect['"]?\s*:\s*process\.env\.(\w+)\s*[,}\n]""")
_STORAGE_MENTION = re.compile(r"\bstorage\b|\bhost\b|sqlite:")
# `storage: process.env.X` / `host: process.env.X` without a default, `host: 'localhost'` (which
# Sequelize drops for sqlite): no location unless the variable is set to something
_MAYBE_ABSENT = re.compile(r"""^\s*['"]?(storage|host)['"]?\s*:\s*(?:process\.env\.(\w+)|['"]localhost['"])\s*,?\s*$""")


def _dialect_variables(project: Project, files: list[str]) -> set[str]:
    """Variables the code takes Sequelize's dialect from (`dialect: process.env.DB_DIALECT`)."""
    return {m.group(1) for p in files for m in _DIALECT_FROM.finditer(project.code(p))}


def _gives_location(project: Project, result: "Scan", path: str) -> bool:
    """Does this file give Sequelize a storage (or a host it would take as one)? A block of a
    configuration file for another environment (config.json's production block) gives none."""
    skipped = set() if path in project.parsed else skipped_lines(project, path)
    lines = project.code(path).splitlines()
    for number, line in enumerate(lines, start=1):
        if number in skipped:
            continue
        if not _STORAGE_MENTION.search(line) or re.search(r"\blisten\s*\(|['\"](0\.0\.0\.0|::)['\"]", line):
            continue  # a server's own listening address gives Sequelize nothing
        continued = number < len(lines) and re.match(r"\s*(?:\?(?![?.])|\|\||\?\?)", lines[number])  # `storage: env.X\n ? … : …`
        absent = None if continued else _MAYBE_ABSENT.match(line)
        if not absent or (absent.group(2) and result.environment.lookup(absent.group(2))[0]):
            return True
    return False


def sequelize_without_storage(project: Project, result: "Scan") -> None:
    """Sequelize's sqlite dialect with no storage anywhere (`new Sequelize({ dialect: 'sqlite' })`,
    or `dialect: process.env.DB_DIALECT` with DB_DIALECT=sqlite in the .env the server loads, and
    `storage: process.env.DB_STORAGE` set nowhere) keeps the database in memory: that is not a file
    in the project."""
    if project.runtime != "node" or not any((e.external or "").startswith("sequelize") for e in project.external_imports(result.code)):
        return
    names = ("dialect 'sqlite'", "sqlite driver name")
    chosen = _dialect_variables(project, list(result.code))

    def dialect_item(item: dict) -> bool:
        if item["evidence"] in names:
            return True
        named = re.match(r"\s*(?:export\s+)?(\w+)\s*[=:]", item.get("text", ""))
        return item["evidence"] == "engine named in a variable" and bool(named) and named.group(1) in chosen

    items = [i for i in result.found["sqlite"] if dialect_item(i)]
    others = [i for i in result.found["sqlite"] if not dialect_item(i)]
    if not items or others or any(i.get("outside_project") for i in items):
        return
    read = list(result.code) + list(result.data)
    if any(_gives_location(project, result, p) for p in read):
        return
    items[0]["outside_project"] = True
    items[0]["outside_evidence"] = "Sequelize's sqlite dialect with no storage: the database is in memory"


_FLASK_APP_MADE = re.compile(r"(?<![\w.])(?:flask\.)?Flask\(\s*__name__")
_INSTANCE_PATH = re.compile(r"""\binstance_path\s*=\s*(?:r|f)?['"]((?:/|~)[^'"]*)['"]""")
_INSTANCE_PATH_READ = re.compile(r"""\binstance_path\s*=\s*(?:os\.environ\.get|os\.getenv)\(\s*['"](\w+)['"]\s*(?:,\s*['"]([^'"]*)['"])?""")
RELATIVE_SQLITE_URL = re.compile(r"sqlite(?:\+\w+)?:///(?!/)[^'\"\s]")


def uses_flask_sqlalchemy(project: Project, code: list[str]) -> bool:
    """The used code imports Flask-SQLAlchemy (relative SQLite URLs resolve in the instance folder)."""
    return any((e.external or "").startswith("flask_sqlalchemy") for e in project.external_imports(code))


def flask_instance_path(project: Project, result: "Scan") -> None:
    """Flask-SQLAlchemy 3 resolves a relative SQLite URL (`sqlite:///conduit.db`) against the app's
    instance folder: with `Flask(__name__, instance_path="/var/lib/conduit")` the file is there,
    outside the project. The default instance folder is <project>/instance, inside, unless the app's
    package runs from an installed copy: then Flask takes <sys.prefix>/var/<package>-instance."""
    if not uses_flask_sqlalchemy(project, result.code):
        return
    for path in result.code:
        code = project.code(path)
        match = _INSTANCE_PATH.search(code)
        folder = match.group(1) if match else None
        read = _INSTANCE_PATH_READ.search(code)
        if read and not match:  # instance_path=os.environ.get("X", "/srv/…"): X's value, or the default
            match, folder = read, result.environment.lookup(read.group(1))[0] or read.group(2)
        made = _FLASK_APP_MADE.search(code)
        if not match and made and path in project.installed_copies:  # Flask's default for an installed package:
            match, folder = made, "<sys.prefix>/var/<package>-instance"  # the folder beside site-packages' prefix
        elif not match or not folder or not OUTSIDE_VALUE.match(folder):
            continue
        line = code.count("\n", 0, match.start()) + 1
        if not result.live(path, line, 0):
            continue
        for item in result.found["sqlite"]:
            if RELATIVE_SQLITE_URL.search(item.get("text", "")) and not item.get("outside_project"):
                item["outside_project"] = True
                item["outside_evidence"] = (f"a relative SQLite URL, which Flask-SQLAlchemy resolves against the instance "
                                            f"folder {folder} ({path}:{line}), outside the project")  # fmt: skip


_FLASK_SQLALCHEMY_MADE = re.compile(r"(?<![\w.])(?:flask_sqlalchemy\.)?SQLAlchemy\s*\(")


def flask_sqlalchemy_without_uri(project: Project, result: "Scan") -> None:
    """Flask-SQLAlchemy with neither SQLALCHEMY_DATABASE_URI nor SQLALCHEMY_BINDS set anywhere (a
    misspelt key such as SQLALCHEMY_DATABASE_URL): 2.x falls back to sqlite:///:memory: and 3.x
    refuses to start, so the data never reach a file or the given server."""
    if not uses_flask_sqlalchemy(project, result.code):
        return
    if any(re.search(r"SQLALCHEMY_(?:DATABASE_URI|BINDS)\b", text) for text in project.texts.values()):
        return
    for path in result.code:
        code = project.code(path)
        match = _FLASK_SQLALCHEMY_MADE.search(code)
        if not match or "flask_sqlalchemy" not in code:
            continue
        line = code.count("\n", 0, match.start()) + 1
        if result.live(path, line, 0):
            result.found["sqlite"].append({
                "file": path, "line": line, "evidence": "Flask-SQLAlchemy without a database URI",
                "text": short(code.splitlines()[line - 1]), "outside_project": True,
                "outside_evidence": "SQLALCHEMY_DATABASE_URI and SQLALCHEMY_BINDS are set nowhere: Flask-SQLAlchemy 2 "
                                    "uses sqlite:///:memory: (3 refuses to start)",
            })  # fmt: skip
            return


_EMPTY_SQLITE_URL = re.compile(r"""['"]sqlite(?:\+\w+)?://['"]""")
_CREATOR = re.compile(r"""\b(?:async_)?creator\s*=|['"](?:async_)?creator['"]\s*:""")


def creator_urls(project: Project, result: "Scan") -> None:
    """`create_engine("sqlite://", creator=connect)` (or Flask-SQLAlchemy's engine options with a
    creator): the URL only picks the dialect; the creator opens the connection, so the empty URL
    is no in-memory database (where the creator's file lives is read from its own code)."""
    for item in result.found["sqlite"]:
        path = item["file"]
        if item.get("evidence") == "sqlite in memory" and _EMPTY_SQLITE_URL.search(item.get("text", "")) and _CREATOR.search(project.code(path)):
            item.pop("outside_project", None)
            item.pop("outside_evidence", None)
            item["note"] = "an empty sqlite:// URL with a creator: the creator opens the database"


_DISKCACHE_DEFAULT = re.compile(r"\b(?:diskcache\.)?(?:Cache|FanoutCache|Deque|Index)\(\s*(?:\)|timeout\s*=|size_limit\s*=|shards\s*=)")


def diskcache_defaults(project: Project, result: "Scan") -> None:
    """`diskcache.Cache()` with no directory keeps its SQLite file in a directory tempfile.mkdtemp()
    makes: outside the project (and gone at the next start)."""
    for path in result.code:
        code = project.code(path)
        if "diskcache" not in code:
            continue
        for match in _DISKCACHE_DEFAULT.finditer(code):
            line = code.count("\n", 0, match.start()) + 1
            if result.live(path, line, 0):
                result.found["sqlite"].append({
                    "file": path, "line": line, "evidence": "diskcache without a directory", "text": code.splitlines()[line - 1].strip()[:120],
                    "outside_project": True,
                    "outside_evidence": "diskcache without a directory: its SQLite file is in a new temporary directory",
                })  # fmt: skip
                break


# SQLite given an empty filename opens a private temporary database, deleted when it is closed:
# `new Database('')`, `new Database(process.env.SQLITE_PATH ?? '')` with the variable unset, `sqlite3.connect("")`
_EMPTY_FILENAME = re.compile(
    r"""(?:\bnew\s+(?:\w+\.)?Database(?:Sync)?|\bsqlite3\.connect)\(\s*"""
    r"""(?:process\.env\.(\w+)\s*(?:\?\?|\|\|)\s*|os\.environ\.get\(\s*['"](\w+)['"]\s*,\s*|os\.getenv\(\s*['"](\w+)['"]\s*,\s*)?['"`]['"`]\s*[,)]"""
)


def empty_filenames(project: Project, result: "Scan") -> None:
    """A SQLite database opened with an empty filename (or the empty default of a variable nothing
    sets): a temporary database outside the project, gone when the connection closes."""
    for path in result.code:
        code = project.code(path)
        for match in _EMPTY_FILENAME.finditer(code):
            variable = next((g for g in match.groups() if g), None)
            if variable and result.environment.lookup(variable)[0] is not None:
                continue
            line = code.count("\n", 0, match.start()) + 1
            if not result.live(path, line, match.start() - (code.rfind("\n", 0, match.start()) + 1)):
                continue
            result.found["sqlite"].append({
                "file": path, "line": line, "evidence": "SQLite database with an empty filename",
                "text": short(code.splitlines()[line - 1]), "outside_project": True,
                "outside_evidence": "an empty filename: SQLite opens a private temporary database, deleted when it is closed",
            })  # fmt: skip

