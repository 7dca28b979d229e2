"""Node packages: resolve with npm, install in a scratch folder, read the exported API from `.d.ts`.

Packages without their own types (express, koa) are documented from @types/PACKAGE, installed beside
them (the major version matching the package's, else the latest). The `.d.ts` reader is tree-sitter-
typescript: from the package's types entry it follows `export {…} from`, `export *`, `export =` and
imports (relative files, and other packages in the scratch node_modules) to each exported declaration.

Ranking: the package's main export (`export =`, `export default`, or the export named like the package)
first; then score = references × kind weight, where references counts whole-word occurrences of the name
in the package's own .d.ts and .js files (and its @types), and the kind weight is 1 for values (classes,
functions, variables) and 1/2 for types and interfaces. Ties break on the name. A class or interface lists
its most called public members (`.name(` occurrences in the same files; its bases' members included,
up to MAX_MEMBERS; then declaration order); a function whose return type
is an interface or class of the package lists that type's members (express() -> Express: .get, .use, …).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections import Counter
from functools import lru_cache
from pathlib import Path

from harness.apidocs.model import DocsUnavailable, Entry

INSTALL_TIMEOUT_S = 600
MAX_MEMBERS, MAX_SIG, MAX_DOC, MAX_DEPTH = 16, 240, 160, 8
TYPE_KINDS = ("interface", "type")


def _npm_env() -> dict[str, str]:
    from harness.paths import cache_dir

    return {**os.environ, "npm_config_cache": str(cache_dir() / "npm"), "npm_config_update_notifier": "false"}


def _npm(args: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["npm", *args], capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S, cwd=cwd,
                              env=_npm_env())  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise DocsUnavailable(f"npm {' '.join(args)}: {exc}") from None


def _last_line(text: str) -> str:
    lines = [line for line in (text or "").strip().splitlines() if line.strip()]
    return lines[-1] if lines else "no answer"


def latest_version(package: str) -> str:
    """What `npm install PACKAGE` would install today (the `latest` dist-tag)."""
    done = _npm(["view", package, "version"])
    version = done.stdout.strip().splitlines()[-1].strip() if done.returncode == 0 and done.stdout.strip() else ""
    if not re.fullmatch(r"\d+\.\d+\.\d+\S*", version):
        raise DocsUnavailable(f"cannot resolve the version of {package} with npm: {_last_line(done.stderr)}")
    return version


def install(package: str, version: str, env: Path) -> None:
    (env / "package.json").write_text('{"name": "apidocs-scratch", "private": true}\n')
    done = _npm(["install", "--no-audit", "--no-fund", "--ignore-scripts", f"{package}@{version}"], env)
    if done.returncode != 0:
        raise DocsUnavailable(f"npm install {package}@{version} failed: {_last_line(done.stderr)}")
    if _types_entry(env / "node_modules" / package) is None:  # no types of its own: DefinitelyTyped
        types = f"@types/{package}"
        major = version.split(".")[0]
        done = _npm(["install", "--no-audit", "--no-fund", "--ignore-scripts", f"{types}@{major}"], env)
        if done.returncode != 0:
            done = _npm(["install", "--no-audit", "--no-fund", "--ignore-scripts", types], env)
        if done.returncode != 0:
            raise DocsUnavailable(f"{package} ships no types and {types} failed: {_last_line(done.stderr)}")


def _types_entry(package_dir: Path) -> Path | None:
    try:
        manifest = json.loads((package_dir / "package.json").read_text())
    except (OSError, ValueError):
        return None
    candidates = []
    dot = (manifest.get("exports") or {}).get(".") if isinstance(manifest.get("exports"), dict) else None
    if isinstance(dot, dict):
        for branch in (dot, dot.get("require"), dot.get("import"), dot.get("node"), dot.get("default")):
            if isinstance(branch, dict) and isinstance(branch.get("types"), str):
                candidates.append(branch["types"])
    candidates += [manifest.get("types"), manifest.get("typings"), "index.d.ts"]
    for candidate in candidates:
        if isinstance(candidate, str) and (package_dir / candidate).is_file() and candidate.endswith(".d.ts"):
            return (package_dir / candidate).resolve()
    return None


# --- the .d.ts reader -----------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _parser():
    import tree_sitter
    import tree_sitter_typescript

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_typescript.language_typescript()))


def _text(node) -> str:
    return node.text.decode("utf-8", errors="replace") if node is not None else ""


def _squash(text: str, limit: int = MAX_SIG) -> str:
    text = re.sub(r"\s+", " ", text).strip().rstrip(";").strip()
    text = re.sub(r"\(\s+", "(", re.sub(r",\s*\)", ")", text))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _doc_before(node) -> str:
    """The first sentence of the JSDoc comment right before a declaration."""
    previous = node.prev_named_sibling
    if previous is None or previous.type != "comment" or not _text(previous).startswith("/**"):
        return ""
    body = re.sub(r"^\s*/\*\*|\*/\s*$", "", _text(previous))
    lines = []
    for raw in body.splitlines():
        line = raw.strip().lstrip("*").strip()
        if line.startswith("@"):
            break
        if not line:
            if lines:
                break
            continue
        lines.append(line)
    text = " ".join(lines)
    text = re.split(r"(?<=[a-z0-9)`'\]])\.\s", text)[0].rstrip(".")
    text = re.sub(r"\{@link\s+([^}|\s]+)[^}]*\}", r"\1", text)
    if not text:
        return ""
    return (text[:MAX_DOC].rstrip() + "…") if len(text) > MAX_DOC else text + "."


class Module:
    """One .d.ts file: its declarations, exports and imports (names only; nodes are kept for rendering)."""

    def __init__(self, path: Path):
        self.path = path
        self.decls: dict[str, list] = {}  # name -> declaration nodes (overloads, merged namespaces)
        self.exports: dict[str, tuple] = {}  # exported name -> ("local", name) | ("from", spec, name)
        self.stars: list[str] = []
        self.imports: dict[str, tuple[str, str]] = {}  # local -> (spec, imported name | "*" | "default")
        self.export_assign: str | None = None
        tree = _parser().parse(path.read_bytes())
        self._scan(tree.root_node, exported_scope=True)

    def _declare(self, node, exported: bool) -> None:
        while node is not None and node.type == "ambient_declaration":
            node = next((c for c in node.named_children if c.type != "comment"), None)
        if node is None:
            return
        if node.type in ("lexical_declaration", "variable_declaration"):
            for declarator in node.named_children:
                if declarator.type == "variable_declarator":
                    name = _text(declarator.child_by_field_name("name"))
                    self.decls.setdefault(name, []).append(declarator)
                    if exported:
                        self.exports[name] = ("local", name)
            return
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return
        name = _text(name_node).strip("'\"")
        self.decls.setdefault(name, []).append(node)
        if exported:
            self.exports[name] = ("local", name)

    def _scan(self, root, exported_scope: bool) -> None:
        for node in root.named_children:
            if node.type == "import_statement":
                self._import(node)
            elif node.type == "export_statement":
                self._export(node)
            elif node.type in ("ambient_declaration", "class_declaration", "abstract_class_declaration",
                               "function_signature", "function_declaration", "interface_declaration",
                               "type_alias_declaration", "lexical_declaration", "variable_declaration",
                               "internal_module", "module", "enum_declaration"):  # fmt: skip
                self._declare(node, exported=False)
            elif node.type == "expression_statement":  # `declare namespace x {…}` parses as one
                inner = node.named_children[0] if node.named_children else None
                if inner is not None and inner.type == "internal_module":
                    self._declare(inner, exported=False)

    def _import(self, node) -> None:
        source = _text(node.child_by_field_name("source")).strip("'\"")
        clause = next((c for c in node.named_children if c.type == "import_clause"), None)
        if clause is None:
            alias = next((c for c in node.named_children if c.type == "import_require_clause"), None)
            if alias is not None:  # import x = require("y")
                ident = next((c for c in alias.named_children if c.type == "identifier"), None)
                spec = next((c for c in alias.named_children if c.type == "string"), None)
                if ident is not None and spec is not None:
                    self.imports[_text(ident)] = (_text(spec).strip("'\""), "*")
            return
        for part in clause.named_children:
            if part.type == "identifier":
                self.imports[_text(part)] = (source, "default")
            elif part.type == "namespace_import":
                ident = next((c for c in part.named_children if c.type == "identifier"), None)
                if ident is not None:
                    self.imports[_text(ident)] = (source, "*")
            elif part.type == "named_imports":
                for spec in part.named_children:
                    if spec.type == "import_specifier":
                        name = _text(spec.child_by_field_name("name"))
                        alias = spec.child_by_field_name("alias")
                        self.imports[_text(alias) if alias is not None else name] = (source, name)

    def _export(self, node) -> None:
        source_node = node.child_by_field_name("source")
        source = _text(source_node).strip("'\"") if source_node is not None else None
        declaration = node.child_by_field_name("declaration")
        raw = _text(node)
        if declaration is not None:
            self._declare(declaration, exported=True)
            if raw.startswith("export default"):
                name = declaration.child_by_field_name("name")
                if name is not None:
                    self.exports["default"] = ("local", _text(name))
            return
        clause = next((c for c in node.named_children if c.type == "export_clause"), None)
        if clause is not None:
            for spec in clause.named_children:
                if spec.type != "export_specifier":
                    continue
                name = _text(spec.child_by_field_name("name"))
                alias = spec.child_by_field_name("alias")
                exported = _text(alias) if alias is not None else name
                self.exports[exported] = ("from", source, name) if source else ("local", name)
            return
        if source and re.match(r"export\s+\*\s+from", raw):
            self.stars.append(source)
            return
        if source and re.match(r"export\s+\*\s+as\s+(\w+)", raw):
            self.exports[re.match(r"export\s+\*\s+as\s+(\w+)", raw).group(1)] = ("from", source, "*")
            return
        match = re.match(r"export\s*=\s*([\w$]+)", raw)
        if match:
            self.export_assign = match.group(1)
            return
        match = re.match(r"export\s+default\s+([\w$]+)\s*;?\s*$", raw)
        if match:
            self.exports["default"] = ("local", match.group(1))


class Reader:
    """Follows exports and imports across the .d.ts files of one scratch node_modules."""

    def __init__(self, node_modules: Path):
        self.node_modules = node_modules
        self._modules: dict[Path, Module] = {}

    def module(self, path: Path) -> Module:
        if path not in self._modules:
            self._modules[path] = Module(path)
        return self._modules[path]

    def locate(self, spec: str, origin: Path) -> Path | None:
        if spec.startswith("."):
            base = (origin.parent / spec).resolve()
            stem = re.sub(r"\.(m?js|cjs)$", "", str(base))
            for candidate in (f"{stem}.d.ts", f"{stem}.d.mts", f"{stem}/index.d.ts", f"{base}"):
                if Path(candidate).is_file() and candidate.endswith(".ts"):
                    return Path(candidate)
            return None
        parts = spec.split("/")
        name = "/".join(parts[:2]) if spec.startswith("@") else parts[0]
        rest = "/".join(parts[2:] if spec.startswith("@") else parts[1:])
        for package_dir in (self.node_modules / name, self.node_modules / "@types" / name.replace("@", "").replace("/", "__")):
            if not package_dir.is_dir():
                continue
            if rest:
                found = self.locate("./" + rest, package_dir / "x")
                if found:
                    return found
            else:
                entry = _types_entry(package_dir)
                if entry:
                    return entry
        return None

    def exported_names(self, path: Path, depth: int = 0) -> dict[str, tuple[Path, str]]:
        """Every name a module exports -> (module that holds the export, name there)."""
        module = self.module(path)
        names: dict[str, tuple[Path, str]] = {}
        if depth < MAX_DEPTH:
            for spec in module.stars:
                target = self.locate(spec, path)
                if target:
                    for name, where in self.exported_names(target, depth + 1).items():
                        if name != "default":
                            names.setdefault(name, where)
        for name in module.exports:
            names[name] = (path, name)
        return names

    def resolve_export(self, path: Path, name: str, depth: int = 0) -> tuple[Module, str] | None:
        """The module and local name declaring an exported name."""
        if depth > MAX_DEPTH:
            return None
        module = self.module(path)
        how = module.exports.get(name)
        if how is None:
            for spec in module.stars:
                target = self.locate(spec, path)
                found = self.resolve_export(target, name, depth + 1) if target else None
                if found:
                    return found
            return None
        if how[0] == "from":
            target = self.locate(how[1], path)
            return self.resolve_export(target, how[2], depth + 1) if target and how[2] != "*" else None
        return self.resolve_local(module, how[1], depth + 1)

    def resolve_local(self, module: Module, name: str, depth: int = 0) -> tuple[Module, str] | None:
        """A name used inside a module: its own declaration, or what it imports."""
        if depth > MAX_DEPTH:
            return None
        if name in module.decls:
            return module, name
        if name in module.imports:
            spec, imported = module.imports[name]
            target = self.locate(spec, module.path)
            if target is None:
                return None
            if imported == "default":
                other = self.module(target)
                if other.export_assign:
                    return self.resolve_local(other, other.export_assign, depth + 1)
                imported = "default"
            if imported == "*":
                return None
            return self.resolve_export(target, imported, depth + 1)
        return None

    def resolve_type(self, module: Module, reference: str, depth: int = 0) -> tuple[Module, list] | None:
        """`Foo`, `core.Express` or `Koa.Context` seen in module -> the declaration nodes."""
        head, _, rest = reference.partition(".")
        if rest:
            if head in module.imports and module.imports[head][1] == "*":
                target = self.locate(module.imports[head][0], module.path)
                if target is None:
                    return None
                other = self.module(target)
                if other.export_assign and rest not in other.exports:
                    return self._namespace_member(other, other.export_assign, rest)
                found = self.resolve_export(target, rest.split(".")[0], depth + 1)
                return (found[0], found[0].decls[found[1]]) if found else None
            return self._namespace_member(module, head, rest)
        found = self.resolve_local(module, head, depth)
        return (found[0], found[0].decls[found[1]]) if found else None

    def _namespace_member(self, module: Module, namespace: str, member: str):
        for node in module.decls.get(namespace, []):
            if node.type == "internal_module":
                inner = _namespace_module(module, node)
                if member in inner.decls:
                    return inner, inner.decls[member]
        return None


def _namespace_module(outer: Module, node) -> Module:
    """A namespace body read as a module of its own (its imports are the outer file's)."""
    inner = Module.__new__(Module)
    inner.path, inner.decls, inner.exports, inner.stars = outer.path, {}, {}, []
    inner.imports, inner.export_assign = dict(outer.imports), None
    body = node.child_by_field_name("body")
    if body is not None:
        for child in body.named_children:
            if child.type == "export_statement":
                declaration = child.child_by_field_name("declaration")
                if declaration is not None:
                    inner._declare(declaration, exported=True)
                else:
                    inner._export(child)
            else:
                inner._declare(child, exported=True)  # namespace members are visible as ns.member
    for name, nodes in outer.decls.items():  # outer declarations are in scope
        inner.decls.setdefault(name, nodes)
    return inner


# --- declarations -> entries ----------------------------------------------------------------------------


def _kind(node) -> str:
    return {"class_declaration": "class", "abstract_class_declaration": "class", "function_signature": "function",
            "function_declaration": "function", "interface_declaration": "interface",
            "type_alias_declaration": "type", "variable_declarator": "variable", "internal_module": "namespace",
            "enum_declaration": "type", "module": "namespace"}.get(node.type, "variable")  # fmt: skip


def _header(node) -> str:
    """A declaration without its body."""
    body = node.child_by_field_name("body")
    text = node.text[: body.start_byte - node.start_byte] if body is not None else node.text
    return _squash(text.decode("utf-8", errors="replace"))


def _members(reader: Reader, module: Module, nodes: list, words: Counter, seen: set | None = None, depth: int = 0) -> dict[str, str]:
    """Public members of a class or interface (bases included): name -> one formatted line."""
    seen = seen if seen is not None else set()
    found: dict[str, str] = {}
    for node in nodes:
        key = (str(module.path), node.start_byte)
        if key in seen or depth > 4:
            continue
        seen.add(key)
        body = node.child_by_field_name("body")
        for member in body.named_children if body is not None else []:
            if member.type not in ("method_signature", "public_field_definition", "property_signature",
                                   "abstract_method_signature", "method_definition"):  # fmt: skip
                continue
            text = _text(member)
            if re.match(r"\s*(private|protected)\b", text) or member.child_by_field_name("name") is None:
                continue
            name = _text(member.child_by_field_name("name"))
            if name.startswith(("#", "_")) or name in found:
                continue
            found[name] = f"`{_squash(text)}`" + (f" — {doc}" if (doc := _doc_before(member)) else "")
        for base in _bases(node):
            resolved = reader.resolve_type(module, base)
            if resolved:
                for name, line in _members(reader, resolved[0], resolved[1], words, seen, depth + 1).items():
                    found.setdefault(name, line)
    return found


def _bases(node) -> list[str]:
    names = []
    for child in node.named_children:
        if child.type in ("class_heritage", "extends_type_clause"):
            for clause in [child, *child.named_children]:
                if clause.type in ("extends_clause", "extends_type_clause"):
                    for value in clause.named_children:
                        if value.type in ("identifier", "type_identifier", "member_expression", "nested_type_identifier",
                                          "generic_type"):  # fmt: skip
                            names.append(_text(value).split("<")[0].strip())
    return names


def _ranked_members(found: dict[str, str], words: Counter) -> list[str]:
    """Constructor first, then by how often the package calls the member (`.name(`), then declaration order."""
    constructor = [found["constructor"]] if "constructor" in found else []
    order = {n: i for i, n in enumerate(found)}
    rest = sorted((n for n in found if n != "constructor"), key=lambda n: (-words[f".{n}("], order[n]))
    return constructor + [found[n] for n in rest][: MAX_MEMBERS - len(constructor)]


def _entry(reader: Reader, module: Module, display: str, local: str, words: Counter) -> Entry | None:
    nodes = module.decls.get(local) or []
    if not nodes:
        return None
    main = next((n for n in nodes if n.type not in ("internal_module", "module")), nodes[0])
    kind = _kind(main)
    doc = next((d for d in (_doc_before(n if n.parent is None or n.parent.type not in ("ambient_declaration", "export_statement") else n.parent)
                            for n in nodes) if d), "")  # fmt: skip
    if kind == "function":
        overloads = [n for n in nodes if n.type in ("function_signature", "function_declaration")]
        signature = re.sub(r"^(export\s+)?(declare\s+)?function\s+[\w$]+", display, _header(main))
        if len(overloads) > 1:
            signature += f"  (+{len(overloads) - 1} overloads)"
        members = []
        returns = main.child_by_field_name("return_type")
        for ref in re.findall(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*", _text(returns)):
            resolved = reader.resolve_type(module, ref)
            if resolved and any(_kind(n) in ("class", "interface") for n in resolved[1]):
                found = _members(reader, resolved[0], [n for n in resolved[1] if _kind(n) in ("class", "interface")], words)
                signature += f"  → {ref}, whose members are:"
                members = _ranked_members(found, words)
                break
        return Entry(display, kind, signature, doc, members)
    if kind in ("class", "interface"):
        header = re.sub(r"^(export\s+)?(declare\s+)?(default\s+)?(abstract\s+)?(class|interface)\s+[\w$]+",
                        lambda m: f"{m.group(5)} {display}", _header(main))  # fmt: skip
        found = _members(reader, module, [n for n in nodes if _kind(n) == kind], words)
        return Entry(display, kind, header, doc, _ranked_members(found, words))
    if kind == "variable":
        return Entry(display, kind, _squash(f"{display}{_text(main.child_by_field_name('type'))}"), doc)
    if kind == "namespace":
        return Entry(display, kind, f"namespace {display}", doc)
    return Entry(display, kind, _squash(re.sub(r"^(export\s+)?(declare\s+)?", "", _text(main))), doc)


def _words(package_dirs: list[Path]) -> Counter:
    counts: Counter = Counter()
    for root in package_dirs:
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "node_modules")
            for name in sorted(files):
                if name.endswith((".d.ts", ".js", ".mjs", ".cjs", ".d.mts")):
                    try:
                        text = (Path(folder) / name).read_text(errors="replace")
                    except OSError:
                        continue
                    counts.update(re.findall(r"[A-Za-z_$][\w$]*", text))
                    counts.update(f".{m}(" for m in re.findall(r"\.([A-Za-z_$][\w$]*)\s*[(<]", text))
    return counts


def introspect(package: str, env: Path) -> list[Entry]:
    node_modules = env / "node_modules"
    package_dir = node_modules / package
    types_dir = node_modules / "@types" / package
    entry_file = _types_entry(package_dir) or _types_entry(types_dir)
    if entry_file is None:
        raise DocsUnavailable(f"no type declarations found for {package}")
    reader = Reader(node_modules)
    words = _words([package_dir, types_dir])
    module = reader.module(entry_file)
    display_main = re.sub(r"\W", "_", package.split("/")[-1])
    scored: list[tuple[float, str, Entry]] = []
    if module.export_assign:  # CommonJS typings: `export = e` (express, koa, fastify)
        name = module.export_assign
        main = _entry(reader, module, display_main, name, words)
        if main:
            scored.append((float("inf"), "", main))
        for node in module.decls.get(name, []):
            if node.type != "internal_module":
                continue
            inner = _namespace_module(module, node)
            for member in sorted(inner.exports):
                if member == name or member == "default":
                    continue
                how = inner.exports[member]
                target = (inner, how[1]) if how[0] == "local" else None
                if how[0] == "from":
                    located = reader.locate(how[1], module.path)
                    target = reader.resolve_export(located, how[2]) if located else None
                if target and target[1] in target[0].decls:
                    entry = _entry(reader, target[0], f"{display_main}.{member}", target[1], words)
                    if entry:
                        scored.append((_score(entry, words, member), entry.path, entry))
    for exported, _ in sorted(reader.exported_names(entry_file).items()):
        target = reader.resolve_export(entry_file, exported)
        if target is None:
            continue
        display = display_main if exported == "default" else exported
        entry = _entry(reader, target[0], display, target[1], words)
        if entry is None:
            continue
        main_name = exported == "default" or exported.lower() == display_main.lower()
        scored.append((float("inf") if main_name else _score(entry, words, exported), entry.path, entry))
    unique: dict[str, tuple[float, str, Entry]] = {}
    for item in scored:
        if item[1] not in unique or item[0] > unique[item[1]][0]:
            unique[item[1]] = item
    return [e for _, _, e in sorted(unique.values(), key=lambda item: (-item[0], item[1]))]


def _score(entry: Entry, words: Counter, name: str) -> float:
    return words[name] * (0.5 if entry.kind in TYPE_KINDS else 1.0)
