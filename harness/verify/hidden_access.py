r"""Data access that the import graph does not show as a forbidden edge: a route calling a
repository another object holds (`articleService.repository.deleteBySlug(…)`), a service sending
SQL or a session query itself (`db.query(sql\`SELECT … FROM articles\`)` with a driver's pool,
`db.session.add(article)`), HTTP middleware
(an auth middleware the framework runs before every view) using a repository without a service,
Sequelize association methods called on model instances (`article.getAuthor()`,
`author.hasFollower(id)`: each sends a SELECT) from a route or a service, and a route writing a
model instance a service handed it (`await article.update(changes)`, `article.destroy()`)."""

from __future__ import annotations

import posixpath
import re

from harness.verify.dataqueries import query_lines
from harness.verify.evidence import short
from harness.verify.layers import stem_tokens
from harness.verify.project import Project

# `x.<repository-named member>.method(`: the member's last word names a repository
_REPOSITORY_WORDS = {"repository", "repositories", "repo", "repos", "dao", "dal"}
_CHAIN = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*(?:\s*\??\.\s*[A-Za-z_$][\w$]*){2,}\s*\(")
_MIDDLEWARE = {"middleware", "middlewares"}


def repositories_through_objects(project: Project, route_files: list[str]) -> list[dict]:
    """Route lines that call a method on a repository held by another object (a service's public
    `repository` field, `req.repos.articles`, `fastify.repositories.users`, `this.userRepo`): a
    member between the object and the method names repositories, so the route reaches them."""
    found = []
    for path in route_files:
        code = project.parsed[path].code
        for match in _CHAIN.finditer(code):
            parts = re.split(r"\s*\??\.\s*", match.group(0).rstrip("( \t"))
            held = next((p for p in parts[1:-1] if (stem_tokens(p) or [""])[-1] in _REPOSITORY_WORDS), None)
            if not held:
                continue
            line = code.count("\n", 0, match.start()) + 1
            found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                          "rule": f"routes reach a repository through {'.'.join(parts[: parts.index(held) + 1])}"})  # fmt: skip
    return found


# `const { tagRepository } = requestContext.getStore().repositories` (or `= ctx.state.repos`): a
# repository taken out of an object in the route itself, then called
_TAKEN = re.compile(r"(?:\{([^{}]*)\}|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*))\s*=\s*(?!\s*(?:require|import)\s*\()(?!\s*new\s)[^;\n]+")


# parameters destructured from what a container passes (`({ articleService, articleRepository }) =>`,
# `constructor({ userRepository })`): a DI container resolving by name hands the route those
_DESTRUCTURED_PARAMETERS = re.compile(r"(?:\bconstructor|\bfunction\s*[\w$]*|(?<![\w$]))\s*\(\s*\{([^{}()]*)\}\s*(?::[^()]*)?\)\s*(?:=>|\{)")


def repositories_taken_in_routes(project: Project, route_files: list[str]) -> list[dict]:
    """JS route lines that call a method on a repository the route took out of an object (a request
    context, `ctx.state`, a container's property) or was given by a container that resolves
    parameters by name, rather than importing it: the route reaches the repository whatever hands
    it over."""
    found = []
    for path in route_files:
        parsed = project.parsed[path]
        if parsed.language == "python":
            continue
        code = parsed.code
        taken = set()
        for match in _TAKEN.finditer(code):
            names = [n.split(":")[-1].strip() for n in match.group(1).split(",")] if match.group(1) else [match.group(2)]
            taken |= {n for n in names if re.fullmatch(r"[A-Za-z_$][\w$]*", n) and (stem_tokens(n) or [""])[-1] in _REPOSITORY_WORDS}
        for match in _DESTRUCTURED_PARAMETERS.finditer(code):  # awilix: `({ articleService, articleRepository }) => …`
            names = [n.split(":")[-1].split("=")[0].strip() for n in match.group(1).split(",")]
            taken |= {n for n in names if re.fullmatch(r"[A-Za-z_$][\w$]*", n) and (stem_tokens(n) or [""])[-1] in _REPOSITORY_WORDS}
        for name in sorted(taken):
            member = r"(?:\s*\??\.\s*[A-Za-z_$][\w$]*|\s*\[[^\]\n]+\])?" if stem_tokens(name)[-1] in ("repositories", "repos") else ""
            for call in re.finditer(rf"(?<![\w$.]){re.escape(name)}{member}\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code):  # a registry's member too
                line = code.count("\n", 0, call.start()) + 1
                found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                              "rule": f"routes call the repository {name}, taken out of an object in the route"})  # fmt: skip
    return found


# in a service, these are transaction control or connection checks, not reads or writes of data
# (a service owning the unit of work reloads what it committed: `session.refresh(article)`; in a
# route the same call is the route reading stored data)
_NOT_DATA = re.compile(r"\.(transaction|authenticate|sync|refresh|commit|rollback|flush)\s*\(")  # a service ends its unit of work


def services_querying_themselves(project: Project) -> list[dict]:
    """SQL statements and session or driver queries in the services layer's files
    (`db.session.add(article)`, `session.execute(…)`, `pool.query(sql)`): the service reads or
    writes stored data itself instead of through the repositories. Transaction control
    (`session.commit()`, `sequelize.transaction(…)`) is a service's business and not counted."""
    found = []
    for path in sorted(project.layers["services"].files):
        parsed = project.parsed.get(path)
        if parsed is None or path in project.test_files or path in project.vendored:
            continue
        for query in query_lines(parsed, ()):
            if query.sql:
                found.append({"file": path, "line": query.line, "query": short(query.query, 100), "text": short(query.text),
                              "rule": "services run SQL themselves (the repositories must)"})  # fmt: skip
            elif not _NOT_DATA.search(query.query):
                found.append({"file": path, "line": query.line, "query": query.query, "text": short(query.text),
                              "rule": "services query the database themselves (the repositories must)"})  # fmt: skip
    return found


def middleware_using_repositories(project: Project) -> list[dict]:
    """Files of a middleware directory (or named for middleware) outside the layers, that import a
    repository and call it: HTTP-level code reaching the data-access layer without a service."""
    found = []
    for edge in project.edges:
        path = edge.importer
        if not edge.target or project.layer_of_path(edge.target) != "repositories" or path not in project.parsed:
            continue
        if project.layer_of_path(path) not in (None, "routes") or path in project.test_files or path in project.vendored:
            continue
        parts = [p.lower() for p in posixpath.dirname(path).split("/")]
        if not (_MIDDLEWARE & set(parts) or "middleware" in posixpath.basename(path).lower()):
            continue
        code = project.parsed[path].code
        names = [local for local, (_, spec, _name) in project.parsed[path].bindings.items() if spec == edge.spec]
        used = next((n for n in names if re.search(rf"(?<![\w$.]){re.escape(n)}\s*(\(|\??\.\s*\w+\s*\()", code)), None)
        if used:
            line = next((n for n, text in enumerate(code.splitlines(), 1) if re.search(rf"(?<![\w$.]){re.escape(used)}\s*[(.]", text) and n != edge.line), edge.line)  # fmt: skip
            found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                          "rule": f"HTTP middleware uses a repository ({used}, from {edge.target}) without a service"})  # fmt: skip
    return found


_ASSOCIATION = re.compile(r"""\.(belongsTo|hasOne|hasMany|belongsToMany)\(\s*(?:[\w$]+\.)?([A-Z][\w$]*)\s*(?:,\s*\{([^{}]*)\})?""")
_ALIAS = re.compile(r"""\bas\s*:\s*['"]([\w$]+)['"]""")
_ACCESSOR = "get|set|count|has|add|remove|create"


def _association_names(project: Project) -> set[str]:
    """The accessor suffixes of the solution's Sequelize associations (`as: 'favoritedBy'` ->
    FavoritedBy; an unnamed hasMany(Comment) -> Comment, Comments), singular and plural."""
    names = set()
    for parsed in project.parsed.values():
        if parsed.language == "python":
            continue
        for match in _ASSOCIATION.finditer(parsed.code):
            alias = _ALIAS.search(match.group(3) or "")
            base = alias.group(1) if alias else match.group(2)
            base = base[:1].upper() + base[1:]
            names |= {base, base + "s", base[:-1] if base.endswith("s") else base}
    return names


def association_queries(project: Project, files: list[str], rule: str) -> list[dict]:
    """Lines of `files` that call a Sequelize association method (`x.getAuthor()`, `x.countFavoritedBy()`,
    `x.hasFollower(id)`): a query of stored data sent from there."""
    names = _association_names(project)
    if not names:
        return []
    suffixes = "|".join(sorted(map(re.escape, names), key=len, reverse=True))
    call = re.compile(rf"(?<![\w$.])(this\.|self\.)?([A-Za-z_$][\w$]*)\s*\??\.(?:{_ACCESSOR})(?:{suffixes})\s*\(")
    found = []
    for path in files:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python" or path in project.test_files:
            continue
        for number, text in enumerate(parsed.code.splitlines(), start=1):
            match = call.search(text)
            # on a model instance (`article.getAuthor()`), not on an imported module or an object's
            # member, which is how repositories are reached (`favorites.addFavorite(…)`)
            if match and not match.group(1) and match.group(2) not in parsed.bindings:
                found.append({"file": path, "line": number, "query": match.group(0).strip(" ("), "text": short(text), "rule": rule})
    return found


# a DI container binding a token to a class: tsyringe's register(T, { useClass: C }), NestJS's
# { provide: T, useClass: C }, inversify's bind(T).to(C)
_TOKEN_BINDINGS = (
    re.compile(r"""\bregister(?:Singleton)?\s*(?:<[^>]*>)?\(\s*([\w.$'"]+)\s*,\s*(?:\{\s*useClass\s*:\s*)?([A-Z][\w$]*)"""),
    re.compile(r"""\bprovide\s*:\s*([\w.$'"]+)\s*,\s*useClass\s*:\s*([A-Z][\w$]*)"""),
    re.compile(r"""\bbind\s*(?:<[^>]*>)?\(\s*([\w.$'"]+)\s*\)\s*\.\s*to\s*\(\s*([A-Z][\w$]*)"""),
)
_INJECTED = re.compile(r"""@[Ii]nject\(\s*([\w.$'"]+)\s*\)\s*(?:(?:private|public|protected|readonly)\s+)*([A-Za-z_$][\w$]*)""")


def _token(expression: str) -> str:
    """`TOKENS.FollowStore`, 'FollowStore', Symbol names -> FollowStore."""
    return expression.strip("'\"").rsplit(".", 1)[-1]


def repositories_through_tokens(project: Project, route_files: list[str]) -> list[dict]:
    """Route classes given a repository by a DI token (`@inject(TOKENS.FollowStore) private follows`
    with `container.register(TOKENS.FollowStore, { useClass: SequelizeFollowRepository })`) that
    call it (`this.follows.add(…)`): the route reaches the data-access layer under another name."""
    bound: dict[str, str] = {}
    for path, parsed in project.parsed.items():
        if parsed.language == "python" or path in project.test_files:
            continue
        for pattern in _TOKEN_BINDINGS:
            for match in pattern.finditer(parsed.code):
                targets = project.binding_targets(path, match.group(2))
                if any(project.layer_of_path(t) == "repositories" for t in targets):
                    bound[_token(match.group(1))] = f"{match.group(2)} (bound in {path})"
    found = []
    for path in route_files if bound else []:
        code = project.parsed[path].code
        for match in _INJECTED.finditer(code):
            if _token(match.group(1)) not in bound:
                continue
            use = re.search(rf"\bthis\s*\.\s*{re.escape(match.group(2))}\s*\.\s*\w+\s*\(", code)
            if use:
                line = code.count("\n", 0, use.start()) + 1
                found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                              "rule": f"routes reach a repository injected by the token {_token(match.group(1))}: {bound[_token(match.group(1))]}"})  # fmt: skip
    return found


# Sequelize instance methods that write or re-read the row: an UPDATE, DELETE or SELECT each
_INSTANCE_WRITES = "update|destroy|save|reload|increment|decrement|restore"
_RETURNED_BY_CALL = re.compile(r"(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?([A-Za-z_$][\w$]*)\s*\.\s*[A-Za-z_$][\w$]*\s*\(")
_SEQUELIZE_MODELS = re.compile(r"\.define\(\s*['\"`]|\bextends\s+(?:Sequelize\.)?Model\b|\bModel\.init\(")


def instance_writes_in_routes(project: Project, route_files: list[str]) -> list[dict]:
    """Route lines that write a model instance a service or repository returned (`const article =
    await articleService.getBySlug(slug)` … `await article.update(changes)`, `article.destroy()`):
    the HTTP layer sends the UPDATE/DELETE itself (Sequelize projects only)."""
    if not any(p.language != "python" and _SEQUELIZE_MODELS.search(p.code) for p in project.parsed.values()):
        return []
    found = []
    for path in route_files:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        held = set()
        for match in _RETURNED_BY_CALL.finditer(parsed.code):
            targets = project.binding_targets(path, match.group(2))
            if any(project.layer_of_path(t) in ("services", "repositories") for t in targets):
                held.add(match.group(1))
        if not held:
            continue
        call = re.compile(rf"(?<![\w$.])({'|'.join(map(re.escape, sorted(held)))})\s*\.\s*({_INSTANCE_WRITES})\s*\(")
        for number, text in enumerate(parsed.code.splitlines(), start=1):
            match = call.search(text)
            if match:
                found.append({"file": path, "line": number, "query": match.group(0).strip(" ("), "text": short(text),
                              "rule": "routes write a model instance themselves (the service returned it; the write belongs to a repository)"})  # fmt: skip
    return found


# Python relationships whose attribute is a query (SQLAlchemy's lazy="dynamic" / "write_only"), and
# Django's related managers (a ManyToManyField's name, a related_name)
_DYNAMIC_RELATIONSHIP = re.compile(r"""^\s*(\w+)\s*(?::[^=\n]*)?=\s*(?:\w+\.)*relationship\((?:[^()]|\([^()]*\))*?\blazy\s*=\s*['"](?:dynamic|write_only)['"]""", re.MULTILINE)
_DJANGO_MANY = re.compile(r"""^\s*(\w+)\s*=\s*(?:models\.)?ManyToManyField\(""", re.MULTILINE)
_DJANGO_RELATED_NAME = re.compile(r"""\brelated_name\s*=\s*['"](\w+)['"]""")
_MANAGER_QUERY = "filter|filter_by|exclude|count|all|first|values_list|values|exists|order_by|get|annotate|aggregate|one|scalar|limit|offset|paginate"
_NEW_QUERY = "filter|exclude|values_list|values|order_by|annotate|aggregate|get"


def related_manager_queries(project: Project, files: list[str], rule: str) -> list[dict]:
    """Python lines of `files` that query through a relationship attribute (`user.followers.filter_by(
    id=v).count()` on a lazy="dynamic" relationship, `article.tags.values_list("name")` on a Django
    related manager): each call sends a query from there."""
    dynamic: set[str] = set()
    managers: set[str] = set()
    for path, parsed in project.parsed.items():
        if parsed.language != "python" or path in project.test_files or project.layer_of_path(path) != "models":
            continue
        dynamic |= set(_DYNAMIC_RELATIONSHIP.findall(parsed.code))
        managers |= set(_DJANGO_MANY.findall(parsed.code)) | set(_DJANGO_RELATED_NAME.findall(parsed.code))
    managers -= {"objects"} | dynamic

    def alternatives(names: set[str]) -> str:
        return "|".join(sorted(map(re.escape, names), key=len, reverse=True))

    patterns = []
    if dynamic:  # every method of a dynamic relationship's query sends one
        patterns.append(rf"(?<![\w.])(\w+)\.({alternatives(dynamic)})\.(?:{_MANAGER_QUERY})\s*\(")
    if managers:  # a related manager's all()/count()/exists() may be answered by prefetch_related's cache; these never are
        patterns.append(rf"(?<![\w.])(\w+)\.({alternatives(managers)})\.(?:{_NEW_QUERY})\s*\(")
    if not patterns:
        return []
    call = re.compile("|".join(f"(?:{p})" for p in patterns))
    found = []
    for path in files:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language != "python" or path in project.test_files:
            continue
        for number, text in enumerate(parsed.code.splitlines(), start=1):
            match = call.search(text)
            head = next((g for g in match.groups() if g), None) if match else None
            if match and head not in parsed.bindings and head not in ("self", "cls"):
                found.append({"file": path, "line": number, "query": match.group(0).strip(" ("), "text": short(text), "rule": rule})
    return found
