"""Layers reached through a member of a wiring object instead of an import: a DI container or
app state built in an unlayered module (`self.comment_repository = CommentRepository()`,
`this.userRepo = new UserRepository(db)`, `{ articleRepository: asClass(ArticleRepository) }`)
and used from a layer by that member's name (`request.app.state.container.comment_repository
.delete(id)`, `req.container.cradle.articleRepository.findAll()`). Only a use counts — a method
called on the member, or a name bound to it whose methods are called —, not passing it on to build
something (`ArticleService(container.article_repository)` is wiring)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from harness.verify.graph import Edge
from harness.verify.project import Project

# `self.x = Cls(`, `app.state.x = Cls(`, `x = Cls(`, `this.x = new Cls(`, `x: new Cls(`, `x: asClass(Cls)`
_MEMBER = re.compile(
    r"(?:\b(?:self|this|state|app)\.|(?<![\w$.])|[{,][ \t]*)([A-Za-z_$][\w$]*)[ \t]*(?::[ \t]*[\w\[\]. |]+)?[ \t]*[:=](?!=)[ \t]*"
    r"(?:new[ \t]+|as(?:Class|Function|Value)\([ \t]*(?:new[ \t]+)?)?([A-Z][\w$]*)[ \t]*[(),}]"
)


@dataclass(frozen=True)
class Member:
    name: str  # the member's name
    layer: str  # the layer of the class its value is built from
    file: str
    line: int


def _imported_layers(project: Project, path: str) -> dict[str, str]:
    """Local names of this module bound to something of a layer (class name -> layer)."""
    parsed = project.parsed[path]
    found = {}
    for local, (line, spec, name) in parsed.bindings.items():
        if parsed.language == "python":
            targets = [e.target for e in project.resolver.resolve(Edge(path, line, spec, names=(name,) if name else ()))]
        else:
            targets = [project.resolver.js_spec(spec, path)]
        layers = {project.layer_of_path(t) for t in targets if t}
        layers.discard(None)
        if len(layers) == 1:
            found[local] = layers.pop()
    return found


def wiring_members(project: Project) -> dict[str, Member]:
    """Member name -> the layer its value belongs to, for members assigned in unlayered modules
    from a class imported from a layer (a name given two layers is left out)."""
    found: dict[str, Member] = {}
    clashing: set[str] = set()
    for path, parsed in sorted(project.parsed.items()):
        if project.layer_of_path(path) or path in project.test_files or path in project.vendored:
            continue
        classes = _imported_layers(project, path)
        if not classes:
            continue
        for match in _MEMBER.finditer(parsed.code):
            name, cls = match.group(1), match.group(2)
            layer = classes.get(cls)
            if not layer or name == cls:
                continue
            line = parsed.code.count("\n", 0, match.start()) + 1
            if name in found and found[name].layer != layer:
                clashing.add(name)
            found.setdefault(name, Member(name, layer, path, line))
    return {name: member for name, member in found.items() if name not in clashing}


def member_uses(code: str, member: str) -> list[int]:
    """Lines where a layer's code uses `member` of a wiring object: `x.member.method(`, or a name
    bound to `….member` whose methods are then called (`repo = ….member` … `repo.list(`)."""
    name = re.escape(member)
    lines = [code.count("\n", 0, m.start()) + 1 for m in re.finditer(rf"\.\s*{name}\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code)]
    lines += [code.count("\n", 0, m.start()) + 1 for m in re.finditer(rf"\.(?:resolve|get)\(\s*['\"]{name}['\"]\s*\)\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code)]  # fmt: skip
    for bound in re.finditer(rf"(?<![\w$.])(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?=(?!=)\s*[\w$.\[\]()'\"]*?"
                             rf"(?:\.\s*{name}|\.(?:resolve|get)\(\s*['\"]{name}['\"]\s*\))\s*;?\s*$", code, re.MULTILINE):  # fmt: skip
        local = re.escape(bound.group(1))
        if re.search(rf"(?<![\w$.]){local}\s*\??\.\s*[A-Za-z_$][\w$]*\s*\(", code[bound.end() :]):
            lines.append(code.count("\n", 0, bound.start()) + 1)
    return sorted(set(lines))
