"""Layers reached through a member of an object instead of an import: a DI container or app
state built in a wiring module (`self.comment_repository = CommentRepository()`, `this.userRepo =
new UserRepository(db)`, `{ articleRepository: asClass(ArticleRepository) }`, awilix's
loadModules()), or a layer's own object holding another's (`self.repository = repository` with
`repository: ArticleRepository`, TypeScript's `constructor(private readonly repo: ArticleRepository)`),
used from a layer by that member's name (`request.app.state.container.comment_repository.delete(id)`,
`service.repository.comments_for(id)` in a route). Only a use counts — a method called on the
member, or a name bound to it whose methods are called —, not passing it on to build something
(`ArticleService(container.article_repository)` is wiring)."""

from __future__ import annotations

import fnmatch
import posixpath
import re
from dataclasses import dataclass
from functools import lru_cache

from harness.verify.project import Project

# `self.x = Cls(`, `app.state.x = Cls(`, `x = Cls(`, `this.x = new Cls(`, `x: new Cls(`, `x: asClass(Cls)`
_MEMBER = re.compile(
    r"(?:\b(?:self|this|state|app)\.|(?<![\w$.])|[{,][ \t]*)([A-Za-z_$][\w$]*)[ \t]*(?::[ \t]*[\w\[\]. |]+)?[ \t]*[:=](?!=)[ \t]*"
    r"(?:new[ \t]+|as(?:Class|Function|Value)\([ \t]*(?:new[ \t]+)?)?"
    r"(?:([A-Z][\w$]*)[ \t]*[(),}]|require\([ \t]*['\"]([^'\"]+)['\"][ \t]*\))"
)
# `def __init__(self, repository: ArticleRepository)` … `self.repository = repository`
_PY_PARAMETER = re.compile(r"\b([a-z_]\w*)[ \t]*:[ \t]*(?:['\"])?([A-Z]\w*)")
_PY_KEEP = re.compile(r"\bself\.(\w+)[ \t]*(?::[^=\n]*)?=[ \t]*(\w+)[ \t]*$", re.MULTILINE)
# TypeScript parameter properties: constructor(private readonly articles: ArticleRepository)
_TS_PROPERTY = re.compile(r"\b(?:private|public|protected|readonly)[ \t]+(?:readonly[ \t]+)?([A-Za-z_$][\w$]*)[ \t]*\??:[ \t]*([A-Z][\w$]*)")
# awilix's auto-loading: container.loadModules(['services/*.js', 'repositories/*.js'], …) registers each
# file under its name (camelCase with formatName: 'camelCase')
_LOAD_MODULES = re.compile(r"\bloadModules\(\s*\[([^\]]*)\]")


@dataclass(frozen=True)
class Member:
    name: str  # the member's name
    layer: str  # the layer of the class its value is built from
    file: str
    line: int


def _imported_layers(project: Project, path: str) -> dict[str, str]:
    """Local names of this module bound to something of a layer (class name -> layer)."""
    found = {}
    for local in project.parsed[path].bindings:
        layers = {project.layer_of_path(t) for t in project.binding_targets(path, local)}
        layers.discard(None)
        if len(layers) == 1:
            found[local] = layers.pop()  # type: ignore[assignment]
    return found


def layer_members(project: Project) -> dict[str, Member]:
    """Member name -> the layer its value belongs to, for members built from (or typed as) a class
    imported from a layer, or registered from a layer's files (a name given two layers is left out)."""
    found: dict[str, Member] = {}
    clashing: set[str] = set()
    injected = injected_members(project)
    for path, parsed in sorted(project.parsed.items()):
        if path in project.test_files or path in project.vendored:
            continue
        classes = _imported_layers(project, path)
        own = project.layer_of_path(path)
        members = _assigned_members(project, path, classes) + _loaded_modules(project, path) + _typed_members(project, path, classes)
        members += [(name, layer, _kept_offset(parsed.code, name)) for (where, name), layer in injected.items() if where == path]
        for name, layer, offset in members:
            if layer == own:
                continue
            line = parsed.code.count("\n", 0, offset) + 1
            if name in found and found[name].layer != layer:
                clashing.add(name)
            found.setdefault(name, Member(name, layer, path, line))
    return {name: member for name, member in found.items() if name not in clashing}


# app["users"] = UserRepository(…) (aiohttp's app state, a dict-like registry)
_KEYED = re.compile(r"""\[\s*['"]([A-Za-z_]\w*)['"]\s*\]\s*=\s*(?:new\s+)?([A-Z]\w*)\s*\(""")


def _assigned_members(project: Project, path: str, classes: dict[str, str]) -> list[tuple[str, str, int]]:
    """(member, layer, offset) for `x = Cls(…)` / `x: asFunction(require('./repositories/x'))` /
    `app["x"] = Cls(…)` …"""
    found = [(m.group(1), classes[m.group(2)], m.start()) for m in _KEYED.finditer(project.parsed[path].code) if m.group(2) in classes]
    for match in _MEMBER.finditer(project.parsed[path].code):
        name, cls, spec = match.group(1), match.group(2), match.group(3)
        if spec:
            target = project.resolver.js_spec(spec, path)
            layer = project.layer_of_path(target) if target else None
        else:
            layer = classes.get(cls) if name != cls else None
        if layer:
            found.append((name, layer, match.start()))
            holder = _holder(project.parsed[path].code, match.start()) if match.group(0)[:1] in "{," else None
            if holder:  # `const repos = { articles: new ArticleRepository() }`: also repos.articles, which
                found.append((f"{holder}.{name}", layer, match.start()))  # no services.articles clashes with
    code = project.parsed[path].code
    for match in _MEMBER_BY_NAME.finditer(code):  # `const services = { tags: tagRepository }`, the name bound
        key, local = match.group(1), match.group(2)  # to `new TagRepository()` above: services.tags is a repository
        built = re.search(rf"\b(?:const|let|var)\s+{re.escape(local)}\s*(?::[^=\n]*)?=\s*new\s+([A-Z][\w$]*)\s*\(", code)
        holder = _holder(code, match.start(1)) if built and built.group(1) in classes else None
        if holder:
            found.append((f"{holder}.{key}", classes[built.group(1)], match.start(1)))  # type: ignore[union-attr]
    return found


_MEMBER_BY_NAME = re.compile(r"[{,](?:[ \t\n]|//[^\n]*)*([A-Za-z_$][\w$]*)[ \t]*:[ \t]*([a-z_$][\w$]*)[ \t]*(?=[,}\n])")


def _holder(code: str, offset: int) -> str | None:
    """The name an object literal around `offset` is assigned to (`const repos = {` -> repos)."""
    depth = 0
    for index in range(offset, max(0, offset - 2000), -1):
        char = code[index]
        depth += char in ")]}"
        depth -= char in "([{"
        if depth < 0:
            if char != "{":
                return None
            before = re.search(r"([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n{]*)?[:=][ \t]*$", code[max(0, index - 200) : index])
            return before.group(1) if before else None
    return None


_FIELD_CLASS = re.compile(r"^@(?:dataclasses\.)?dataclass\b|^@(?:attr\.s|attrs\.define|define|frozen)\b|^class\s+\w+\((?:\w+\.)?(?:BaseModel|NamedTuple|TypedDict)\)", re.MULTILINE)
_PY_FIELD = re.compile(r"^[ \t]+([a-z_]\w*)[ \t]*:[ \t]*(?:Optional\[)?['\"]?([A-Z]\w*)['\"]?\]?[ \t]*(?:=[^\n]*)?$", re.MULTILINE)


def _typed_members(project: Project, path: str, classes: dict[str, str]) -> list[tuple[str, str, int]]:
    """(member, layer, offset) for constructor parameters typed as a layer's class and kept as members."""
    code = project.parsed[path].code
    found = []
    if project.parsed[path].language == "python":
        typed = {m.group(1): classes[m.group(2)] for m in _PY_PARAMETER.finditer(code) if m.group(2) in classes}
        found += [(m.group(1), typed[m.group(2)], m.start()) for m in _PY_KEEP.finditer(code) if m.group(2) in typed]
        if _FIELD_CLASS.search(code):  # a dataclass (pydantic, attrs, NamedTuple) field: `users: UserRepository`
            found += [(m.group(1), classes[m.group(2)], m.start()) for m in _PY_FIELD.finditer(code) if m.group(2) in classes]
    else:
        found += [(m.group(1), classes[m.group(2)], m.start()) for m in _TS_PROPERTY.finditer(code) if m.group(2) in classes]
    return found


def declares_member(project: Project, holder_layer: str, member: str, layer: str) -> bool:
    """A file of `holder_layer` declares `member` typed as a class of `layer` (a dataclass bundle of
    the services package with the field `users: UserRepository`)."""
    return any(name == member and found == layer for path in project.layers[holder_layer].files if path in project.parsed
               for name, found, _ in _typed_members(project, path, _imported_layers(project, path)))  # fmt: skip


def _loaded_modules(project: Project, path: str) -> list[tuple[str, str, int]]:
    """(member, layer, offset) for the files awilix's loadModules() registers from a layer."""
    code = project.parsed[path].code
    found = []
    for call in _LOAD_MODULES.finditer(code):
        camel = "camelCase" in code[call.end() : call.end() + 300]
        for pattern in re.findall(r"['\"`]([^'\"`]+)['\"`]", call.group(1)):
            where = posixpath.normpath(posixpath.join(posixpath.dirname(path), pattern))
            for other in project.parsed:
                if not fnmatch.fnmatch(other, where) and not fnmatch.fnmatch(other, pattern):
                    continue
                layer = project.layer_of_path(other)
                stem = posixpath.basename(other).split(".")[0]
                name = re.sub(r"[-_.]+(\w)", lambda m: m.group(1).upper(), stem) if camel else stem
                if layer:
                    found.append((name, layer, call.start()))
    return found


# `new ArticleService(new ArticleRepository())`, `ArticleService(repo)` with `repo = ArticleRepository()`
_CONSTRUCTION = re.compile(r"(?:\bnew[ \t]+|(?<![\w$.]))([A-Z][\w$]*)[ \t]*\(")
_JS_CONSTRUCTOR = re.compile(r"\bconstructor[ \t]*\(([^)]*)\)")
_PY_CONSTRUCTOR = re.compile(r"\bdef[ \t]+__init__[ \t]*\(\s*self\s*,?([^)]*)\)")


def call_arguments(code: str, start: int) -> list[str]:
    """The top-level arguments of the call whose `(` is at `start`."""
    depth, current, found = 0, [], []
    for char in code[start + 1 : start + 600]:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                found.append("".join(current).strip())
                return [a for a in found if a]
            depth -= 1
        if char == "," and depth == 0:
            found.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    return []


def _class_file(project: Project, path: str, name: str) -> str | None:
    """The file defining class `name` as seen from `path` (imported, or `path` itself)."""
    if re.search(rf"\bclass[ \t]+{re.escape(name)}\b", project.parsed[path].code):
        return path
    return next((t for t in project.binding_targets(path, name) if t in project.parsed), None)


@lru_cache(maxsize=4)  # asked for every layer file and member of one project
def injected_members(project: Project) -> dict[tuple[str, str], str]:
    """(class file, member) -> layer, for a layer's object handed to a class's constructor and kept
    by it untyped (`new ArticleService(new ArticleRepository())` with `constructor(articles) {
    this.articles = articles }`): the member holds that layer's object."""
    found: dict[tuple[str, str], str] = {}
    for path, parsed in sorted(project.parsed.items()):
        if path in project.test_files or path in project.vendored:
            continue
        classes = _imported_layers(project, path)
        code = parsed.code
        for call in _CONSTRUCTION.finditer(code):
            arguments = call_arguments(code, call.end() - 1)
            layers = [_argument_layer(code, a, classes) for a in arguments]
            if not any(layers):
                continue
            target = _class_file(project, path, call.group(1))
            if not target:
                continue
            for member, index in _kept_parameters(project.parsed[target].code, call.group(1)).items():
                if index < len(layers) and layers[index]:
                    found[(target, member)] = layers[index]  # type: ignore[assignment]
    return found


def _argument_layer(code: str, argument: str, classes: dict[str, str]) -> str | None:
    """The layer of an argument built from a layer's class, directly or through a name of this file."""
    built = re.match(r"^(?:new[ \t]+)?([A-Z][\w$]*)[ \t]*\(", argument)
    if built:
        return classes.get(built.group(1))
    if re.fullmatch(r"[A-Za-z_$][\w$]*", argument):
        bound = re.search(rf"(?<![\w$.]){re.escape(argument)}[ \t]*=[ \t]*(?:new[ \t]+)?([A-Z][\w$]*)[ \t]*\(", code)
        return classes.get(bound.group(1)) if bound else None
    return None


def _kept_parameters(code: str, cls: str) -> dict[str, int]:
    """member -> constructor parameter index, for `this.m = p` / `self.m = p` in class `cls`."""
    header = re.search(rf"\bclass[ \t]+{re.escape(cls)}\b", code)
    if not header:
        return {}
    body = code[header.end() : header.end() + 4000]
    constructor = _JS_CONSTRUCTOR.search(body) or _PY_CONSTRUCTOR.search(body)
    if not constructor:
        return {}
    parameters = [re.split(r"[:=]", p)[0].strip().lstrip("*") for p in constructor.group(1).split(",")]
    parameters = [re.sub(r"^(?:private|public|protected|readonly)\s+(?:readonly\s+)?", "", p) for p in parameters if p]
    kept = {}
    for match in re.finditer(r"\b(?:this|self)\.([A-Za-z_$][\w$]*)[ \t]*=[ \t]*([A-Za-z_$][\w$]*)[ \t]*;?[ \t]*$", body, re.MULTILINE):
        if match.group(2) in parameters:
            kept[match.group(1)] = parameters.index(match.group(2))
    return kept


def _kept_offset(code: str, member: str) -> int:
    kept = re.search(rf"\b(?:this|self)\.{re.escape(member)}[ \t]*=", code)
    return kept.start() if kept else 0


def typed_otherwise(project: Project, path: str, member: Member) -> bool:
    """Does this file's class declare `member` with a type of its own that is not of the member's
    layer (`constructor(private readonly tags: typeof Tag)`, `self.tags: TagTable = …`)? Then
    `this.tags` there is what that type says, not what another file's object of that name holds (an
    untyped `this.tags = tags` says nothing)."""
    code = project.parsed[path].code
    injected = injected_members(project).get((path, member.name))
    if injected:  # the class keeps what its constructor was handed: that object's layer
        return injected != member.layer
    if "." not in member.name and _defined_as_accessor(project, path, member.name):
        return True  # `@property def profiles(self): return self.request.app[PROFILE_SERVICE]` in the view's base
    if "." in member.name or not _declares_typed(code, member.name):
        return False
    typed = _typed_members(project, path, _imported_layers(project, path))
    return not any(name == member.name and layer == member.layer for name, layer, _ in typed)


def _defined_as_accessor(project: Project, path: str, member: str) -> bool:
    """The file, or a module of its own layer it imports (a base class), defines `member` as a
    method or property of its own (`def profiles(self)`, `get profiles()`): the name is that accessor."""
    own = project.layer_of_path(path)
    imported = [e.target for e in project.edges if e.importer == path and e.target and project.layer_of_path(e.target) == own]
    accessor = re.compile(rf"^[ \t]*(?:(?:async[ \t]+)?def[ \t]+{re.escape(member)}[ \t]*\(\s*self\b|(?:static[ \t]+)?get[ \t]+{re.escape(member)}[ \t]*\(\s*\))", re.MULTILINE)
    return any(accessor.search(project.parsed[p].code) for p in [path, *imported] if p in project.parsed)


def _declares_typed(code: str, member: str) -> bool:
    name = re.escape(member)
    return bool(re.search(rf"\bself\.{name}[ \t]*:[^=\n]+=(?!=)|\b(?:private|public|protected|readonly)[ \t]+(?:readonly[ \t]+)?{name}\??[ \t]*:", code))


def member_uses(code: str, member: str) -> list[int]:
    """Lines where a layer's code uses `member` of a wiring object: `x.member.method(`, or a name
    bound to `….member` whose methods are then called (`repo = ….member` … `repo.list(`)."""
    if "." in member:  # holder.member: `c.var.repos.articles.find(`, `c.get('repos').articles.find(`, `repos.articles.find(`
        holder, own = (re.escape(part) for part in member.split(".", 1))
        call = rf"\s*\??\.\s*{own}\s*\??\.\s*[A-Za-z_$][\w$]*\s*\("
        uses = rf"(?:\.\s*|(?<![\w$.])){holder}{call}|\.(?:get|resolve)\(\s*['\"]{holder}['\"]\s*\){call}"
        return sorted({code.count("\n", 0, m.start()) + 1 for m in re.finditer(uses, code)})
    name = re.escape(member)
    lines = [code.count("\n", 0, m.start()) + 1 for m in re.finditer(rf"(?:\.\s*{name}|\[\s*['\"]{name}['\"]\s*\])\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code)]
    lines += [code.count("\n", 0, m.start()) + 1 for m in re.finditer(rf"\.(?:resolve|get)\(\s*['\"]{name}['\"]\s*\)\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code)]  # fmt: skip
    for bound in re.finditer(rf"(?<![\w$.])(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?=(?!=)\s*[\w$.\[\]()'\"]*?"
                             rf"(?:\.\s*{name}|\.(?:resolve|get)\(\s*['\"]{name}['\"]\s*\)|\[\s*['\"]{name}['\"]\s*\])\s*;?\s*$", code, re.MULTILINE):  # fmt: skip
        local = re.escape(bound.group(1))
        if re.search(rf"(?<![\w$.]){local}\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code[bound.end() :]):
            lines.append(code.count("\n", 0, bound.start()) + 1)
    return sorted(set(lines))
