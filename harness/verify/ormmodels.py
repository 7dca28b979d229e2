"""Data models defined with an ORM: SQLAlchemy mapped classes (declarative bases, Flask-SQLAlchemy
`db.Model` and its aliases, SQLModel, registry decorators, imperative mapping; models without
__tablename__ as Flask-SQLAlchemy 3 and declared_attr allow), Sequelize models (define, init,
@Table), and the models of other ORMs (Django) that are evidence of not using the required one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify import rules

if TYPE_CHECKING:
    from harness.verify.project import Project


def _short(text: str, limit: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _scan_text(text: str, pattern: re.Pattern[str]):
    lines = text.splitlines()
    for match in pattern.finditer(text):
        number = text.count("\n", 0, match.start()) + 1
        yield number, lines[number - 1] if number <= len(lines) else "", match


def core_tables(project: "Project", files: list[str]) -> list[dict]:
    """SQLAlchemy Core tables: `USER = sa.Table("user", metadata, sa.Column(...), …)` — the schema
    defined with SQLAlchemy, queried with select/insert/update/delete on the Table objects."""
    found = []
    for path in files:
        names = [name for name, called in project.parsed[path].assigned_calls if called.rsplit(".", 1)[-1] == "Table"]
        code = project.code(path)
        for name in names:
            pattern = re.compile(rf"^\s*{re.escape(name)}\s*(:[^=\n]*)?=\s*[\w.]*\bTable\s*\(\s*['\"]\w+['\"]\s*,", re.MULTILINE)
            for number, line, _ in _scan_text(code, pattern):
                found.append({"file": path, "line": number, "model": f"Table {name}", "text": _short(line)})
    return found


def sqlalchemy_models(project: "Project", files: list[str]) -> list[dict]:
    spec = rules.orm()["strong"]["sqlalchemy"]
    bases = set(spec["declarative_bases"])
    factories = set(spec["base_factories"])
    decorators = set(spec["mapping_decorators"])
    files = [p for p in files if p.endswith(".py") and p in project.parsed]
    classes = [(path, c) for path in files for c in project.parsed[path].classes]
    flask_objects = {"db"}
    for path in files:
        for name, called in project.parsed[path].assigned_calls:
            last = called.rsplit(".", 1)[-1]
            if last in factories:
                bases.add(name)
            elif last == "SQLAlchemy":
                flask_objects.add(name)
    bases |= {f"{name}.Model" for name in flask_objects}
    for _ in range(3):  # Model = db.Model, BaseModel = Model
        for path in files:
            for name, value in project.parsed[path].aliases:
                if value in bases or value.rsplit(".", 1)[-1] in bases and value.endswith(".Model"):
                    bases.add(name)
    mapped: dict[str, dict] = {}
    known = set(bases)
    for _ in range(6):
        changed = False
        for path, cls in classes:
            names = set(cls["bases"]) | {b.rsplit(".", 1)[-1] for b in cls["bases"]}
            decorated = any(d.rsplit(".", 1)[-1] in decorators for d in cls["decorators"])
            if decorated and any(d.rsplit(".", 1)[-1] == "as_declarative" for d in cls["decorators"]):
                if cls["name"] not in known:
                    known.add(cls["name"])
                    changed = True
                continue
            derives = bool(names & known)
            if (derives or decorated) and cls["name"] not in known:
                known.add(cls["name"])
                changed = True
            is_sqlmodel = "SQLModel" in names
            is_base = bool(names & {"DeclarativeBase", "DeclarativeBaseNoMeta"})  # the declarative base itself
            has_table = "__tablename__" in cls["attrs"] or "__table__" in cls["attrs"]
            parent_mapped = bool(names & set(mapped))
            # Flask-SQLAlchemy 3 and a declared_attr __tablename__ map classes that name no table
            has_columns = cls["columns"] > 0
            table_kw = cls["keywords"].get("table") == "True"
            abstract = "__abstract__" in cls["attrs"]
            if (
                (derives or decorated)
                and not abstract
                and not is_base
                and (
                    (is_sqlmodel and table_kw)
                    or (not is_sqlmodel and (has_table or decorated or has_columns or parent_mapped))
                )
            ):
                if cls["name"] not in mapped:
                    mapped[cls["name"]] = {"file": path, "line": cls["line"], "model": cls["name"]}
                    changed = True
        if not changed:
            break
    found = list(mapped.values())
    found += core_tables(project, files)
    imperative = re.compile("|".join(rf"\b{c}\s*\(" for c in spec["imperative_calls"]))
    for path in files:
        for number, line, _ in _scan_text(project.code(path), imperative):
            found.append({"file": path, "line": number, "model": "imperative mapping", "text": _short(line)})
    return found


def sequelize_models(project: "Project", files: list[str]) -> list[dict]:
    """sequelize.define('Name', …), Model.init({…}) in a file with a class extending Model, @Table."""
    patterns = [re.compile(p) for p in rules.orm()["strong"]["sequelize"]["model_definitions"]]
    found = []
    for path in files:
        if path.endswith(".py") or path not in project.parsed:
            continue
        code = project.code(path)
        classes = re.findall(r"\bclass\s+(\w+)\s+extends\s+(?:\w+\.)?Model\b", code)
        for pattern in patterns:
            if pattern.pattern.startswith("\\.init") and not classes:
                continue
            for number, line, match in _scan_text(code, pattern):
                name = None
                assigned = re.search(r"(?:const|let|var)\s+(\w+)\s*=\s*[\w.]*define\s*\(", line)
                defined = re.search(r"define\s*\(\s*['\"`](\w+)", line)
                if assigned:
                    name = assigned.group(1)
                elif defined:
                    name = defined.group(1)
                elif classes:
                    name = classes[0] if len(classes) == 1 else None
                found.append({"file": path, "line": number, "model": _short(line), "name": name})
        for name in classes:
            if not any(f.get("name") == name for f in found if f["file"] == path):
                found.append({"file": path, "line": code[: code.find(f"class {name}")].count("\n") + 1,
                              "model": f"class {name} extends Model", "name": name})  # fmt: skip
    return found


def django_models(project: "Project", files: list[str]) -> list[dict]:
    """Classes deriving from django.db.models.Model (the Django ORM, not SQLAlchemy)."""
    found = []
    for path in files:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language != "python":
            continue
        imports_django = any(
            e.external and e.external.startswith("django.db") for e in project.edges if e.importer == path
        )
        if not imports_django:
            continue
        for cls in parsed.classes:
            if any(b in ("models.Model", "Model") for b in cls["bases"]) and "Meta" not in cls["name"]:
                found.append(
                    {
                        "file": path,
                        "line": cls["line"],
                        "model": f"{cls['name']} (django.db.models.Model)",
                        "name": cls["name"],
                    }
                )
    return found


def model_names(project: "Project", orm_name: str | None = None) -> set[str]:
    """Names of the ORM model classes defined anywhere in the solution."""
    files = list(project.parsed)
    names = {m["model"] for m in sqlalchemy_models(project, files) if m["model"] != "imperative mapping"}
    names |= {m["name"] for m in sequelize_models(project, files) if m.get("name")}
    names |= {m["name"] for m in django_models(project, files)}
    return names
