"""Strong mode, architecture: four layers with code, and no dependency against the layering —
direct imports (every kind: lazy, dynamic, computed, directory loads, re-exports, types), imports
that reach a forbidden layer through an unlayered helper module, members holding another layer's
object used from a layer they are forbidden to (harness/verify/members.py), routes that query
the database themselves, and data access the imports do not show (harness/verify/hidden_access.py)."""

from __future__ import annotations

import posixpath
import re
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.evidence import MAX_ITEMS, Trace, decision, short
from harness.verify.dataqueries import query_lines
from harness.verify.driver_calls import driver_calls
from harness.verify.graph import Edge
from harness.verify.layers import normalise, stem_tokens, strong_aliases
from harness.verify.handed_to_routes import only_wired_into_services, repositories_handed_to_routes
from harness.verify.handlers import handler_spans
from harness.verify.hidden_access import (
    association_queries,
    related_manager_queries,
    instance_writes_in_routes,
    middleware_using_repositories,
    repositories_taken_in_routes,
    repositories_through_objects,
    repositories_through_tokens,
    services_querying_themselves,
)
from harness.verify.members import declares_member, layer_members, member_uses, typed_otherwise
from harness.verify.model import VerifierResult
from harness.verify.model_methods import calls_of_query_methods
from harness.verify.ormmodels import model_names
from harness.verify.project import Project

FOLLOW_DEPTH = 4


def _would_be_path(importer: str, spec: str) -> str | None:
    """Where an unresolved local import points, so that its layer can still be read."""
    if importer.endswith(".py"):
        level = len(spec) - len(spec.lstrip("."))
        if not level:
            return None
        base = posixpath.dirname(importer)
        for _ in range(level - 1):
            base = posixpath.dirname(base)
        rest = spec[level:]
        return posixpath.join(base, *rest.split(".")) + ".py" if rest else None
    if spec.startswith(("./", "../")):
        path = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
        return None if path.startswith("..") else path + ("" if PurePosixPath(path).suffix else ".js")
    return None


def _rule(own: str, target: str, through: str | None = None) -> str:
    ranks = rules.layer_ranks()
    via = f" through {through}" if through else ""
    if ranks[target] > ranks[own]:
        return f"upward import{via}: {own} -> {target}"
    if own == "routes" and target == "repositories":
        return f"routes -> repositories shortcut{via} (routes must go through services)"
    return f"{own} may not import {target}{via}"


class HelperFollower:
    """Which layers an unlayered module reaches, name by name for Python (the definitions of the
    names imported, followed through the module's own imports), module by module for JS."""

    def __init__(self, project: Project):
        self.project = project
        self.outgoing: dict[str, list[Edge]] = {}
        for edge in project.edges:
            if edge.target and (edge.kind != "string" or self._bound(edge)):
                self.outgoing.setdefault(edge.importer, []).append(edge)

    def _bound(self, edge: Edge) -> bool:
        """A module named in a string that a name is bound to (a PEP 562 lazy export's table)."""
        parsed = self.project.parsed.get(edge.importer)
        return parsed is not None and any((line, spec) == (edge.line, edge.spec) for line, spec, _ in parsed.bindings.values())

    def _edges_for(self, module: str, names: set[str] | None) -> list[Edge]:
        edges = self.outgoing.get(module, [])
        parsed = self.project.parsed.get(module)
        if names is None or parsed is None or not parsed.top_names:
            return edges
        if parsed.language != "python" and not all(n in parsed.top_names or n in parsed.bindings for n in names):
            return edges  # a JS module whose exports are not known name by name: followed as a whole
        closure = self.closure(module, names)
        wanted: list[Edge] = []
        for name in closure:
            if name.startswith("@lines:"):  # imports inside the definition itself (lazy ones)
                start, end = (int(n) for n in name[len("@lines:") :].split("-"))
                wanted += [e for e in edges if start <= e.line <= end]
                continue
            binding = parsed.bindings.get(name)
            if not binding:
                continue
            line, spec, imported = binding
            for edge in edges:
                if edge.line == line and edge.spec in (spec, f"{spec}.{imported}", f"{spec}{imported}"):
                    wanted.append(edge)
        return wanted

    def closure(self, module: str, names: set[str]) -> set[str]:
        """The names `names` use in `module`, and their definitions' line ranges ("@lines:a-b")."""
        parsed = self.project.parsed[module]
        closure: set[str] = set()
        todo = list(names)
        while todo:
            name = todo.pop()
            if name in closure:
                continue
            closure.add(name)
            todo.extend(parsed.top_names.get(name, ()))
        return closure

    def definition_lines(self, module: str, names: set[str] | None) -> set[int] | None:
        """The lines of the definitions of `names` in `module` and what they use (None: the whole module)."""
        parsed = self.project.parsed.get(module)
        if names is None or parsed is None or not parsed.top_names:
            return None
        lines: set[int] = set()
        for name in self.closure(module, names):
            if name.startswith("@lines:"):
                start, end = (int(n) for n in name[len("@lines:") :].split("-"))
                lines |= set(range(start, end + 1))
        return lines or None

    def reach(
        self, module: str, names: set[str] | None, depth: int = 0, seen: frozenset = frozenset()
    ) -> dict[str, list[str]]:
        """layer -> chain (module:line -> …) for each layer reached."""
        found: dict[str, list[str]] = {}
        if depth > FOLLOW_DEPTH or module in seen:
            return found
        for edge in self._edges_for(module, names):
            target = edge.target or ""
            layer = self.project.layer_of_path(target)
            step = f"{edge.importer}:{edge.line} {edge.spec}"
            if layer:
                found.setdefault(layer, [step, target])
            elif target not in self.project.test_files and target != module:
                inner_names = {edge.names[0]} if len(edge.names) == 1 and not target.endswith("__init__.py") else None
                for inner_layer, chain in self.reach(target, inner_names, depth + 1, seen | {module}).items():
                    found.setdefault(inner_layer, [step] + chain)
        return found


def _helper_names(project: Project, edge: Edge) -> set[str] | None:
    """The names an import takes from a module (None = the module as a whole)."""
    if edge.importer.endswith(".py"):
        if edge.names and not edge.spec.endswith("." + edge.names[0]):
            return set(edge.names)
        return None
    parsed = project.parsed.get(edge.importer)
    if parsed is None:
        return None
    taken = [(local, name) for local, (line, spec, name) in parsed.bindings.items() if (line, spec) == (edge.line, edge.spec)]
    if not taken:
        return None
    names: set[str] = set()
    for local, name in taken:
        if name not in (None, "default"):
            names.add(name)
            continue
        members = _member_uses(parsed.code, local)  # const registry = require('./registry'); registry.users.x()
        if members is None:
            return None
        names |= members
    return names or None


def _member_uses(code: str, local: str) -> set[str] | None:
    """The properties read from `local` (`local.users` -> users), or None when it is also used
    another way (passed on, destructured, spread) — then the module counts as a whole."""
    name = re.escape(local)
    uses = list(re.finditer(rf"(?<![\w$.'\"/-]){name}(?![\w$])", code))
    members = set()
    for use in uses:
        after = re.match(r"\s*\??\.\s*([A-Za-z_$][\w$]*)", code[use.end() :])
        if after:
            members.add(after.group(1))
        elif not re.match(r"\s*=(?!=)", code[use.end() :]) and not re.search(
            r"(?:const|let|var|import|\*\s+as)\s*$", code[: use.start()]
        ):
            return None  # not its declaration and not a member read
    return members


def _is_barrel(path: str) -> bool:
    return posixpath.basename(path).startswith(("index.", "__init__."))


def _through_barrel(project: Project, follower: "HelperFollower", edge: Edge, own: str, item: dict) -> list[dict]:
    """Names taken from a layer's barrel (its index.js / __init__.py) that the barrel re-exports from a
    layer `own` may not use (`const { tagRepository } = require('../services')`, services/index.js
    spreading `...require('../repositories')`). Python's barrels are followed name by name; a JS
    barrel whose exports are not known name by name also needs the name to be the layer's
    (tagRepository is named for repositories)."""
    allowed = rules.architecture()["strong"]["allowed"][own]
    barrel = project.parsed.get(edge.target or "")
    found = []
    for name in sorted(_helper_names(project, edge) or ()):
        if barrel is not None and name not in barrel.bindings and (edge.importer.endswith(".py") or name in barrel.top_names):
            continue  # defined by the barrel itself: the layer's own code, whatever it uses
        reached = follower.reach(edge.target or "", {name})
        for layer in sorted(reached):
            if layer == own or layer in allowed:
                continue
            precise = edge.importer.endswith(".py") or project.layering.naming_layer(name) == layer
            if precise:
                found.append({**item, "rule": _rule(own, layer, f"{edge.target} ({name}, re-exported)"),
                              "chain": " -> ".join(reached[layer])})  # fmt: skip
    return found


def _hands_on(project: Project, chain: list[str], within: set[int] | None = None) -> bool:
    """The module that imports the repository hands it on (passes it to a service, constructs it
    for one, registers it in a container) rather than calling it: a composition root. An auth
    middleware that loads the user with `users.byId(id)`, or `UserRepository(session).get(id)`,
    is a use, not wiring. `within`: the lines of the definitions the importer takes (Python)."""
    importer = chain[-2].rpartition(":")[0] if len(chain) >= 2 else ""
    parsed = project.parsed.get(importer)
    if parsed is None:
        return False
    line = int(chain[-2].rpartition(":")[2].split(" ")[0])
    names = [local for local, (at, _spec, _name) in parsed.bindings.items() if at == line]
    code = "\n".join(text if number != line and (within is None or number in within) else ""
                     for number, text in enumerate(parsed.code.splitlines(), 1))  # fmt: skip
    for name in names:
        escaped = re.escape(name)
        handed = rf"(?<![\w$.]){escaped}(?![\w$])(?!\s*(?:\.|\(|\?\.))"  # a bare value: passed, stored, returned
        built = rf"\bnew\s+{escaped}\s*\(|(?<![\w$.]){escaped}\.[A-Z][\w$]*\s*\("  # a repository constructed
        if name[:1].isupper():
            built += rf"|(?<![\w$.]){escaped}\s*\("
        if re.search(handed, code) or any(not _used_at_once(code, m.end()) for m in re.finditer(built, code)):
            return True
    return False


def _only_handed_on(code: str, name: str) -> bool:
    """A route uses `name` (a provider of a repository) only to hand it on: `repo = Depends(name)` or
    `name()` passed to a service, with no method called on the name or on a parameter it provides."""
    escaped = re.escape(name)
    if not re.search(rf"(?<![\w$.]){escaped}(?![\w$])", code):
        return False
    holders = {escaped}
    holders |= {re.escape(m.group(1)) for m in re.finditer(rf"(\w+)\s*(?::[^=,)\n]*)?=\s*Depends\(\s*(?:\w+\.)?{escaped}\s*\)", code)}
    holders |= {re.escape(m.group(1)) for m in re.finditer(rf"(\w+)\s*:\s*Annotated\[[^\]\n]*Depends\(\s*(?:\w+\.)?{escaped}\s*\)", code)}
    holders |= {re.escape(m.group(1)) for m in re.finditer(rf"(?<![\w$.])(\w+)\s*=\s*(?:\w+\.)?{escaped}\s*\(\s*\)", code)}
    holders |= {re.escape(m.group(1)) for m in re.finditer(rf"(\w+)\s*:\s*(?:\w+\.)?{escaped}\b", code)}  # repo: UserRepositoryDep
    method = r"\s*\??\.\s*[A-Za-z_$][\w$]*\s*\("
    return not any(re.search(rf"(?<![\w$.]){h}(?:\s*\(\s*\))?{method}|[\[(]\s*{h}\s*[\])]{method}", code)  # repo.x(, app[KEY].x(
                   for h in holders)


def _used_at_once(code: str, start: int) -> bool:
    """The object constructed by the call whose arguments open before `start` is used right away
    (`UserRepository(db.session).get(id)`), not handed on."""
    depth = 1
    for index in range(start, min(len(code), start + 400)):
        depth += (code[index] == "(") - (code[index] == ")")
        if depth == 0:
            return bool(re.match(r"\s*\??\.\s*[A-Za-z_$]", code[index + 1 :]))
    return False

def _helper_queries(project: Project, follower: "HelperFollower", helper: str, names: set[str]) -> str | None:
    """The first query an unlayered helper module a route imports sends itself, within the
    definitions the route imports (`total_count(Article, …)` running select(func.count())):
    not for wiring modules (a session factory) nor tests."""
    parsed = project.parsed.get(helper)
    if parsed is None or helper in project.test_files or project.layering.wiring(helper):
        return None
    within = follower.definition_lines(helper, names or None)
    for query in query_lines(parsed, model_names(project)):
        if within is None or query.line in within:
            return f"{helper}:{query.line} {short(query.query, 80)}"
    return None


def _model_functions_query(project: Project, follower: "HelperFollower", edge: Edge) -> str | None:
    """The first query run by a function a route imports by name from the models layer
    (`findArticleBySlug` in models/index.js calling Article.findOne): a model used as a type is
    fine, a query helper kept beside the models is the route reading stored data itself."""
    names = {n for n in _helper_names(project, edge) or () if n[:1].islower()}  # functions, not model classes
    parsed = project.parsed.get(edge.target or "")
    if not names or parsed is None:
        return None
    within = follower.definition_lines(edge.target, names)
    if within is None:
        return None
    for query in query_lines(parsed, model_names(project)):
        if query.line in within:
            return f"{edge.target}:{query.line} {short(query.query, 80)}"
    return None


def _route_queries(project: Project, layer_files: list[str]) -> list[dict]:
    """Routes that query the database themselves (Model.query…, session.query(Model),
    select(Model), Model.findAll, raw SQL); a model used as a type or serialised is fine."""
    names = model_names(project)
    found = []
    for path in layer_files:
        if project.layering.naming_layer(posixpath.basename(path)) not in (None, "routes"):
            continue  # routes/article/article.service.ts: a service by its name, in a feature folder
        parsed = project.parsed[path]
        local = names | {n for n in parsed.bindings if n[:1].isupper() and project.layer_of_path(
            project.resolver.resolve(Edge(path, 0, parsed.bindings[n][1]))[0].target or "") == "models"}  # fmt: skip
        for query in query_lines(parsed, local):
            if query.sql:
                found.append({"file": path, "line": query.line, "rule": "routes run SQL directly",
                              "query": short(query.query, 100), "text": short(query.text)})  # fmt: skip
            else:
                found.append({"file": path, "line": query.line, "rule": "routes query the database directly",
                              "query": query.query, "text": short(query.text)})  # fmt: skip
        queried = {f["line"] for f in found if f["file"] == path}
        for line, driver, text in driver_calls(project, path):  # `Query()` of tinydb, `sqlite3.connect(…)`
            if line not in queried:
                found.append({"file": path, "line": line, "rule": "routes call a database driver or store directly",
                              "query": driver, "text": short(text)})  # fmt: skip
        found += _model_serializer_saves(project, path)
    return found


def _model_serializers(project: Project) -> set[str]:
    """Django REST framework ModelSerializer classes of the solution (and their subclasses): their
    save() creates or updates the model's rows."""
    classes = [c for parsed in project.parsed.values() if parsed.language == "python" for c in parsed.classes]
    found: set[str] = set()
    for _ in range(3):
        found |= {c["name"] for c in classes if any(b.rsplit(".", 1)[-1] in found | {"ModelSerializer", "HyperlinkedModelSerializer"} for b in c["bases"])}
    return found


def _model_serializer_saves(project: Project, path: str) -> list[dict]:
    """Routes that write stored data through a DRF ModelSerializer (`serializer = CommentSerializer(
    data=…)` … `serializer.save(author=…)`, or in a view whose serializer_class is one): the save
    runs Model.objects.create/update in the HTTP layer."""
    parsed = project.parsed[path]
    if parsed.language != "python" or ".save(" not in parsed.code:
        return []
    serializers = _model_serializers(project)
    if not serializers:
        return []
    names = "|".join(re.escape(n) for n in sorted(serializers))
    made = set(re.findall(rf"^\s*(\w+)\s*=\s*(?:{names})\s*\(", parsed.code, re.MULTILINE))
    if re.search(rf"^\s*serializer_class\s*=\s*(?:\w+\.)?(?:{names})\b", parsed.code, re.MULTILINE):
        made |= {"serializer"}  # perform_create(self, serializer): serializer.save(…), get_serializer()
    found = []
    for number, line in enumerate(parsed.code.splitlines(), start=1):
        match = re.search(r"(?<![\w.])(\w+)\.save\(", line)
        if match and match.group(1) in made:
            found.append({"file": path, "line": number, "rule": "routes write stored data through a model serializer's save()",
                          "query": match.group(0), "text": short(line)})  # fmt: skip
    return found


def _handlers_outside_routes(project: Project) -> list[dict]:
    """HTTP handlers defined outside the routes layer (the composition root's own `GET /api/tags`,
    `@app.get(…)` in main.py) that query the database: routes by what they do, skipping every
    layer. A health check's connection probe (`SELECT 1`, authenticate()) reads no data."""
    names = model_names(project)
    found = []
    for path in sorted(project.reached_by):
        parsed = project.parsed.get(path)
        if parsed is None or project.layer_of_path(path) or path in project.test_files or path in project.vendored:
            continue
        spans = handler_spans(parsed)
        if not spans:
            continue
        local = names | {n for n in parsed.bindings if n[:1].isupper() and project.layer_of_path(
            project.resolver.resolve(Edge(path, 0, parsed.bindings[n][1]))[0].target or "") == "models"}  # fmt: skip
        for query in query_lines(parsed, local):
            if not any(a <= query.line <= b for a, b in spans) or _PROBE.search(query.text) or _TRANSACTION_END.search(query.query):
                continue  # (a middleware ending the request's transaction is wiring, like get_db's commit after yield)
            found.append({"file": path, "line": query.line, "query": short(query.query, 100), "text": short(query.text),
                          "rule": "an HTTP handler outside the routes layer queries the database (routes must go through services)"})  # fmt: skip
    return found


_PROBE = re.compile(r"select\s+1\b|\bauthenticate\s*\(|\bping\b", re.IGNORECASE)
_TRANSACTION_END = re.compile(r"\.(commit|rollback|flush)\s*\($")


def _handlers_in_lower_layers(project: Project) -> list[dict]:
    """HTTP handlers (`@router.get(…)`) defined in a services, repositories or models file and
    included by the routes: the endpoints live below the routes layer, and those that reach a
    repository (or query) do so with no service between."""
    found = []
    for path in sorted(project.reached_by):
        parsed = project.parsed.get(path)
        layer = project.layer_of_path(path)
        if parsed is None or layer not in ("services", "repositories", "models") or path in project.test_files:
            continue
        spans = handler_spans(parsed)
        if not spans:
            continue
        repositories = {e.line for e in project.edges if e.importer == path and e.target and project.layer_of_path(e.target) == "repositories"}
        if layer == "services" and not repositories:
            continue
        found.append({"file": path, "line": spans[0][0], "text": short(parsed.code.splitlines()[spans[0][0] - 1]),
                      "rule": f"HTTP handlers defined in the {layer} layer (the routes layer must hold them, and reach repositories only through services)"})  # fmt: skip
    return found


def _queries_outside_repositories(project: Project) -> list[dict]:
    """Reads and writes of stored data outside the data-access layer while it exists: a service
    calling `Follow.findOne(…)` / `select(Article)` itself, an auth plugin or middleware the server
    uses loading the user with `User.findByPk(…)`, a module of query functions in the models
    directory that defines no model (models/queries.js). Only model queries count here (a model class
    queried by name), not connection management (sync(), authenticate()) in the server's wiring;
    the server's own start files, wiring modules, tests and modules the repositories use are left out."""
    names = model_names(project)
    if not names:
        return []
    importers: dict[str, set[str]] = {}
    for edge in project.edges:
        if edge.target:
            importers.setdefault(edge.target, set()).add(edge.importer)
    found = []
    for path in sorted(project.reached_by):
        parsed = project.parsed.get(path)
        layer = project.layer_of_path(path) if parsed else "none"
        if parsed is None or layer not in ("services", "models", None) or path in project.test_files or path in project.vendored:
            continue
        if layer == "models" and (_defines_models(parsed.code, names) or project.layering.wiring(path)
                                  or posixpath.basename(path).startswith(("index.", "__init__."))):  # fmt: skip
            continue  # the models' own definitions and their package's loader; a module of query functions is not
        if layer is None and (project.layering.wiring(path) or path in project.layering.servers or path in project.entry_files
                              or _defines_models(parsed.code, names)):  # fmt: skip
            continue
        if layer in (None, "models") and any(project.layer_of_path(i) == "repositories" for i in importers.get(path, ())):
            continue  # a data-access level under the repositories (database/db_user.py used by RepoUser)
        if layer is None and _startup_seed(project, path, importers.get(path, set())):
            continue
        held = _model_attributes(project, parsed.code, names) if layer == "services" else set()
        for query in query_lines(parsed, names | held, models_only=True):
            found.append({"file": path, "line": query.line, "query": query.query, "text": short(query.text),
                          "rule": f"{layer or 'unlayered code'} reads or writes stored data itself (the repositories must)"})  # fmt: skip
    return found


_HOLDS = re.compile(r"\b(this|self)\.(\w+)\s*=\s*(\w+)\s*;?\s*$", re.MULTILINE)
_CLASS_ATTRIBUTE = re.compile(r"^[ \t]+(?:static\s+)?(\w+)\s*(?::\s*[\w\[\]. |]+)?=\s*([A-Z]\w*)\s*;?\s*$", re.MULTILINE)
_MODEL_ARGUMENT = re.compile(r"\b(?:super(?:\(\s*\))?(?:\.__init__)?|new\s+\w+)\s*\(\s*(?:model\s*[:=]\s*)?([A-Z]\w*)\s*[,)]")
# what a generic base class calls the model it is given (`constructor(model) { this.model = model }`)
_MODEL_SLOT = re.compile(r"_?(model|entity|model_class|modelclass|orm_model|table)", re.IGNORECASE)


def _model_attributes(project: Project, code: str, names: set[str]) -> set[str]:
    """`this.model` / `self.model` of a service class that holds a model: assigned a model class
    (`this.model = Comment`, a class attribute `model = Comment`), or a model slot filled from the
    constructor when a service of the layer passes a model to its base class or builds one with it
    (`class CommentService extends BaseService { constructor() { super(Comment) } }`):
    `this.model.findByPk(id)` is then the service querying the model itself."""
    services = [project.parsed[p].code for p in project.layers["services"].files if p in project.parsed]
    passed = any(m in names for text in services for m in _MODEL_ARGUMENT.findall(text))
    slots = {a for text in services for a, value in _CLASS_ATTRIBUTE.findall(text) if value in names}
    held = {attribute for _, attribute, value in _HOLDS.findall(code)
            if value in names or (passed and value[:1].islower() and _MODEL_SLOT.fullmatch(attribute) and re.search(
                rf"\b(constructor|def\s+__init__)\s*\([^)]*\b{re.escape(value)}\b", code))}  # fmt: skip
    return {f"{owner}.{attribute}" for attribute in held | slots for owner in ("this", "self", "cls")}


_SEED_NAMES = {"seed", "seeds", "seeder", "seeders", "seeding", "fixtures"}


def _startup_seed(project: Project, path: str, importers: set[str]) -> bool:
    """A seeding module (db/seed.ts) that only the server's start files use: it fills reference
    data once at start, as schema creation does, outside the request path the layers are for."""
    if normalise(posixpath.splitext(posixpath.basename(path))[0]) not in _SEED_NAMES or not importers:
        return False
    return all(i in project.entry_files or i in project.layering.servers or project.layering.wiring(i) for i in importers)


def _defines_models(code: str, names: set[str]) -> bool:
    """A module of model definitions (its own queries are the models' business, not a layer's)."""
    return any(re.search(rf"\bclass\s+{re.escape(n)}\b|\b{re.escape(n)}\s*=\s*sequelize\.define\(|\b{re.escape(n)}\.init\(", code) for n in names)


def _on_model_instances(text: str, member: str, models: set[str]) -> bool:
    """`article.tags.all()` where `tags` also names a service's repository: every receiver is a
    model instance (named for a model), so the member is the model's relation, not the service's."""
    receivers = re.findall(rf"(?<![\w$.])([A-Za-z_$][\w$]*)\s*\??\.\s*{re.escape(member)}\b", text)
    return bool(receivers) and all(r.lower() in models or r.lower().rstrip("s") in models for r in receivers)


def _held_by_another_layer(project: Project, text: str, member: str, layer: str) -> bool:
    """`fastify.services.tags.list()` while `tags` names a repository elsewhere (`repos = { tags: … }`):
    every use on the line goes through a registry named for another layer (a one-word name:
    services, controllers), so it is that layer's member of the same name. An object of a layer
    (`articleService.articles`) is no registry: what it holds may be another layer's."""
    holders = re.findall(rf"([A-Za-z_$][\w$]*)\s*\??\.\s*{re.escape(member)}\s*\??\.", text)
    holders += [a or b for a, b in re.findall(  # managers()["tags"], extensions["managers"]["tags"]
        rf"(?:([A-Za-z_$][\w$]*)\s*(?:\(\s*\))?|\[\s*['\"]([A-Za-z_$][\w$]*)['\"]\s*\])\s*\[\s*['\"]{re.escape(member)}['\"]\s*\]", text)]
    aliases = strong_aliases()  # a registry named like a layer's directory: `managers()["tags"]`
    named = [(project.layering.naming_layer(h) or aliases.get(normalise(h))) if len(stem_tokens(h)) == 1 else None for h in holders]
    if any(declares_member(project, n, member, layer) for n in set(named) if n):
        return False  # `class Services: users: UserRepository`: the registry itself says it holds a repository
    return bool(holders) and all(n not in (None, layer) for n in named)


# directory names that say a layer and nothing broader (not infrastructure/, persistence/, core/)
_NAMED_FOR = {"repositories": r"repo|dao\b|^dal$|data_?access", "services": r"service|use_?cases?", "routes": r"route|handler|controller|view",
              "models": r"model|entit"}  # fmt: skip


def _package_layer(project: Project, path: str, importer_layer: str | None = None) -> str | None:
    """The layer whose package an unlayered module belongs to: its directory holds that one layer's
    directory and no other layer's (app/api/errors.py beside app/api/routes/: HTTP code). For a
    lower layer's import, a wiring-named module of the routes' package counts too: app/api/deps.py,
    where the HTTP dependencies live, is no place for a repository to take its session from."""
    wiring = project.layering.wiring(path) and importer_layer in (None, "routes")
    if project.layer_of_path(path) or wiring or path in project.layering.servers or path in project.entry_files:
        return None
    directory = posixpath.dirname(path)
    if project.layering.wiring(path) and importer_layer:  # conduit/repositories/database.py, Base taken by a model:
        ranks = rules.layer_ranks()  # the module sits in a directory named for a higher layer, and counts as that layer
        holder = next((layer for layer, info in project.layers.items() if directory in info.directories), None)  # (a broad
        named = holder and re.search(_NAMED_FOR[holder], posixpath.basename(directory), re.IGNORECASE)  # infrastructure/ is wiring's place)
        if named and ranks[holder] > ranks[importer_layer]:
            return holder
    if not directory:
        return None
    inside = {layer for layer, info in project.layers.items() for d in info.directories
              if d and d.startswith(directory + "/")}  # fmt: skip
    beneath = {layer for layer, info in project.layers.items() for d in info.directories if d and posixpath.dirname(d) == directory}
    if project.layering.wiring(path) and beneath != {"routes"}:
        return None
    return next(iter(beneath)) if len(inside) == 1 and beneath == inside else None


def architecture(project: Project) -> tuple[VerifierResult, Trace]:
    spec = rules.architecture()["strong"]
    ranks = rules.layer_ranks()
    allowed = spec["allowed"]
    trace = Trace()
    order = sorted(ranks, key=lambda layer: -ranks[layer])
    evidence: list = []
    present = []
    for layer in order:
        info = project.layers[layer]
        if info.code_files:
            present.append(layer)
            named = f" (recognised by file naming: {', '.join(sorted(info.by_naming))})" if info.by_naming else ""
            evidence.append(
                f"{layer}: {', '.join(sorted(d or '.' for d in info.directories))} — {len(info.code_files)} file(s) with code{named}"
            )
        elif info.files:
            evidence.append(
                f"{layer}: {', '.join(sorted(info.directories))} holds no code ({len(info.files)} file(s) without statements)"
            )
        else:
            evidence.append(f"{layer}: no layer directory")
    for path in sorted(project.parsed):
        layer, why = project.layering.layer_and_reason(path)
        trace.add("layer of each file", f"{path}: {layer or 'unlayered'} — {why}")
    for directory, why in sorted(project.layering.containers.items()):
        trace.add("layer of each file", f"{directory}/: container, not a layer — {why}")

    violations, checked, followed = [], 0, []
    follower = HelperFollower(project)
    for edge in project.edges:
        if edge.kind == "string" or edge.importer in project.test_files or edge.importer in project.vendored:
            continue
        own = project.layer_of_path(edge.importer)
        if not own:
            continue
        if edge.target:
            if edge.target in project.test_files:
                continue
            target_layer = project.layer_of_path(edge.target)
        elif edge.external is None:
            would_be = _would_be_path(edge.importer, edge.spec)
            target_layer = project.layer_of_path(would_be) if would_be else None
        else:
            continue
        item = {"file": edge.importer, "line": edge.line, "import": edge.spec, "kind": edge.kind,
                "resolved": edge.target, "text": edge.text or ""}  # fmt: skip
        package = _package_layer(project, edge.target, own) if edge.target and not target_layer else None
        if package and package != own and package not in allowed[own]:  # app/api/errors.py beside app/api/routes/
            checked += 1
            violations.append({**item, "rule": _rule(own, package, f"{edge.target}, in the package of the {package} layer only")})
            continue
        if target_layer:
            checked += 1
            wiring = (own == "routes" and target_layer == "repositories" and edge.names
                      and all(only_wired_into_services(project, edge.importer, n) for n in edge.names))  # fmt: skip
            if wiring:
                trace.add("helpers followed", f"{edge.importer}:{edge.line}: builds {', '.join(edge.names)} only to hand it to a "
                          f"service (an application factory wiring the layers)")  # fmt: skip
            elif target_layer != own and target_layer not in allowed[own]:
                violations.append({**item, "rule": _rule(own, target_layer)})
            elif own == "routes" and target_layer == "models" and (querying := _model_functions_query(project, follower, edge)):
                violations.append({**item, "rule": f"routes query the database through functions of the models layer "
                                   f"({edge.target})", "query": querying})  # fmt: skip
            elif edge.target and _is_barrel(edge.target):
                violations += _through_barrel(project, follower, edge, own, item)
            continue
        if not edge.target or edge.target in project.vendored or edge.target == edge.importer:
            continue
        names = _helper_names(project, edge)
        if own == "routes":
            querying = _helper_queries(project, follower, edge.target, names)
            if querying:
                checked += 1
                violations.append({**item, "rule": f"routes reach the database through {edge.target}, a helper outside the "
                                   f"layers that queries it", "query": querying})  # fmt: skip
                continue
        for name_set in [{n} for n in sorted(names)] if names else [None]:  # name by name: a provider of a service
            reached = follower.reach(edge.target, name_set)  # is not a provider of a repository
            if not reached:
                continue
            label = f"{edge.target}{' (' + next(iter(name_set)) + ')' if name_set else ''}"
            followed.append(f"{edge.importer}:{edge.line} -> {label}: reaches {', '.join(sorted(reached))}")
            composition = own == "routes" and ("services" in reached or "routes" in reached)
            for layer in [name for name in reached if name != own and name not in allowed[own]]:
                within = follower.definition_lines(edge.target, name_set) if reached[layer][-2].startswith(edge.target + ":") else None
                provider = next(iter(name_set)) if name_set and len(name_set) == 1 else None  # tag_repository: named for it
                handed = (own == "routes" and layer == "repositories" and provider is not None
                          and project.layering.naming_layer(provider) == "repositories"
                          and _only_handed_on(project.parsed[edge.importer].code, provider))  # fmt: skip
                if handed:
                    trace.add("helpers followed", f"{edge.importer}:{edge.line} -> {label}: the route only hands the repository "
                              f"on (to a service), calling nothing on it: wiring, not a use")  # fmt: skip
                    continue
                if composition and layer == "repositories" and _hands_on(project, reached[layer], within):
                    trace.add("helpers followed", f"{edge.importer}:{edge.line} -> {label}: a composition root "
                              f"(it builds services), so reaching repositories through it is allowed")  # fmt: skip
                    continue
                checked += 1
                violations.append({**item, "rule": _rule(own, layer, label), "chain": " -> ".join(reached[layer])})
    trace.add("helpers followed", *followed)
    members = layer_members(project)
    models = {n.lower() for n in model_names(project)}
    for path in sorted(project.parsed):
        own = project.layer_of_path(path)
        if not own or path in project.test_files or path in project.vendored:
            continue
        for member in members.values():
            if member.layer == own or member.layer in allowed[own] or typed_otherwise(project, path, member):
                continue
            for line in member_uses(project.parsed[path].code, member.name):
                text = project.parsed[path].code.splitlines()[line - 1]
                if _held_by_another_layer(project, text, member.name, member.layer) or _on_model_instances(text, member.name, models):
                    continue
                checked += 1
                violations.append({"file": path, "line": line, "member": member.name, "text": short(text),
                                   "rule": _rule(own, member.layer, f"the member {member.name} set in {member.file}:{member.line}")})  # fmt: skip
    route_files = [p for p in project.layers["routes"].files if p in project.parsed]
    queries = _route_queries(project, route_files)
    violations += queries
    violations += repositories_through_objects(project, route_files) + repositories_through_tokens(project, route_files)
    violations += repositories_handed_to_routes(project) + _handlers_outside_routes(project) + _handlers_in_lower_layers(project)
    violations += repositories_taken_in_routes(project, route_files)
    violations += association_queries(project, route_files, "routes query the database through model associations")
    violations += related_manager_queries(project, route_files, "routes query the database through a relationship's query (a dynamic relationship, a related manager)")
    violations += instance_writes_in_routes(project, route_files)
    violations += calls_of_query_methods(project, route_files)
    if "repositories" in present:  # the layer exists: every read and write of stored data belongs there
        violations += _queries_outside_repositories(project) + services_querying_themselves(project)
        violations += middleware_using_repositories(project)
        services = sorted(p for p in project.layers["services"].files if p in project.parsed)
        violations += association_queries(project, services, "services read stored data through model associations (the repositories must)")
        violations += calls_of_query_methods(project, services, "services (the repositories must)")
    trace.add("forbidden imports and queries", *violations)

    minimum = spec["min_layers"]
    evidence.insert(
        0,
        f"layers with code in their own directory: {len(present)} of 4 ({', '.join(present) or 'none'}); {minimum} needed",
    )
    if violations:
        evidence.append(f"{len(violations)} forbidden import(s) or query(ies) among {checked} imports between layers")
        evidence += violations[: MAX_ITEMS * 2]
    else:
        evidence.append(
            f"no forbidden import among {checked} imports between layers (helpers followed: {len(followed)})"
        )
    broken = [p for p, parsed in project.parsed.items() if parsed.parse_error]
    if broken:
        evidence.append(
            f"files that do not parse (import lines read by pattern): {', '.join(sorted(broken)[:MAX_ITEMS])}"
        )
    passed = len(present) >= minimum and not violations
    if violations:
        first = violations[0]
        decided = decision(first["rule"], f"{first['file']}:{first['line']}: {first['rule']}", violations)
    elif not passed:
        missing = [layer for layer in order if layer not in present]
        decided = decision(
            "missing layers",
            f"layers without code in their own directory: {', '.join(missing)}",
            [e for e in evidence[1:5]],
        )
    else:
        decided = decision(
            "layered",
            f"all four layers hold code and none of {checked} imports between layers goes against the layering",
        )
    trace.add("layers present", *evidence[: 1 + len(order)])
    return VerifierResult(
        "architecture", "strong", passed, evidence, target="clean_architecture", decided_by=decided
    ), trace
