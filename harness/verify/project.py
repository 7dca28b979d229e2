"""A solution as strong mode sees it: parsed files, the resolved import graph, the layer of each
file, the entry points and the files reachable from them."""

from __future__ import annotations

import fnmatch
import json
import posixpath
import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.entry import Entries, node_entries, node_fallbacks, python_entries, python_fallbacks
from harness.verify.graph import Edge, ParsedFile
from harness.verify.jsparse import JS_SUFFIXES, parse_js
from harness.verify.pyparse import module_strings, parse_python
from harness.verify.source import Source

JS_RESOLVE_SUFFIXES = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".json", ".node")


def _loads_jsonc(text: str) -> dict:
    """tsconfig/jsconfig: JSON with comments and trailing commas."""
    out, index, in_string = [], 0, False
    while index < len(text):
        char = text[index]
        if in_string:
            out.append(char)
            if char == "\\" and index + 1 < len(text):
                out.append(text[index + 1])
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
            out.append(char)
        elif text.startswith("//", index):
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
            continue
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            index = len(text) if end < 0 else end + 2
            continue
        else:
            out.append(char)
        index += 1
    cleaned = re.sub(r",(\s*[}\]])", r"\1", "".join(out))
    try:
        data = json.loads(cleaned)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _stem_tokens(name: str) -> list[str]:
    stem = name.split(".")[0] if not name.startswith(".") else name
    parts = PurePosixPath(name).name.split(".")
    if len(parts) > 1:
        parts = parts[:-1]  # drop the extension, keep user.controller -> [user, controller]
    tokens: list[str] = []
    for part in parts:
        snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", part)
        tokens += [t.lower() for t in re.split(r"[_\-]+", snake) if t]
    return tokens or [stem.lower()]


@dataclass
class LayerInfo:
    directories: set[str] = field(default_factory=set)
    files: list[str] = field(default_factory=list)
    code_files: list[str] = field(default_factory=list)  # files with real statements
    by_naming: set[str] = field(default_factory=set)  # directories recognised by their files' names


class Project:
    def __init__(self, source: Source, runtime: str):
        self.source = source
        self.runtime = runtime
        self.texts = {path: file.text for path, file in source.files.items()}
        self.paths = set(self.texts)
        self.parsed: dict[str, ParsedFile] = {}
        for path, text in sorted(self.texts.items()):
            if path.endswith(".py"):
                self.parsed[path] = parse_python(path, text)
            elif path.endswith(JS_SUFFIXES) and not path.endswith(".d.ts"):
                self.parsed[path] = parse_js(path, text)
        self.dirs: set[str] = set()
        self.py_dirs: set[str] = set()
        for path in self.paths:
            parent = posixpath.dirname(path)
            while parent:
                self.dirs.add(parent)
                if path.endswith(".py"):
                    self.py_dirs.add(parent)
                parent = posixpath.dirname(parent)
        self.notes: list[str] = list(source.notes)
        self.entries = self._entries()
        self.edges: list[Edge] = []
        for parsed in self.parsed.values():
            for edge in parsed.edges:
                self.edges.extend(self._resolve(edge))
            if parsed.language == "python":
                for line, module in module_strings(parsed):
                    target = self._resolve_py_absolute(module, parsed.path, full_only=True)
                    if target:
                        self.edges.append(Edge(parsed.path, line, module, target=target, kind="string"))

    # ------------------------------------------------------------------ entry points
    def _entries(self) -> Entries:
        run_sh = self.texts.get("run.sh")
        if self.runtime == "python":
            entries = python_entries(self.paths, run_sh)
            for root in ("src",):
                if root in self.py_dirs and root not in entries.roots and not any(
                    p.startswith("src/") and p.endswith("__init__.py") and p.count("/") == 1 for p in self.paths
                ):
                    entries.roots.append(root)
        else:
            entries = node_entries(self.texts, run_sh)
            entries.files = [self._map_build_output(f) for f in entries.files]
            missing = [f for f in entries.files if f not in self.paths]
            entries.files = [f for f in entries.files if f in self.paths] + [
                r for f in missing if (r := self._resolve_js_path(f)) and r not in entries.files
            ]
        if not run_sh:
            entries.notes.append("no run.sh")
        return entries

    def _map_build_output(self, path: str) -> str:
        """node dist/index.js -> src/index.ts when the TypeScript sources are there."""
        if path in self.paths:
            return path
        config = self._tsconfig("")
        options = config.get("compilerOptions", {}) if config else {}
        out_dir = posixpath.normpath(options.get("outDir", "dist")).strip("./")
        root_dir = posixpath.normpath(options.get("rootDir", "src")).strip("./")
        if out_dir and path.startswith(out_dir + "/"):
            candidate = (root_dir + "/" if root_dir else "") + path[len(out_dir) + 1 :]
            base = re.sub(r"\.(c|m)?js$", "", candidate)
            for suffix in (".ts", ".tsx", ".mts", ".cts", ".js"):
                if base + suffix in self.paths:
                    return base + suffix
        return path

    @cached_property
    def entry_files(self) -> list[str]:
        files = list(self.entries.files)
        if self.runtime == "python":
            for module in self.entries.modules:
                target = self._resolve_py_absolute(module, None)
                if target and not target.endswith("/"):
                    files.append(target)
                    if target.endswith("__init__.py"):
                        main = target.replace("__init__.py", "__main__.py")
                        if main in self.paths:
                            files.append(main)
            if not files:
                files = python_fallbacks(self.paths)
                if files:
                    self.notes.append(f"no entry point in run.sh; conventional entry points used: {', '.join(files)}")
        else:
            for preload in self.entries.preloads:
                target = self._resolve_js_spec(preload, "package.json")
                if target:
                    files.append(target)
            if not files:
                files = node_fallbacks(self.paths)
                if files:
                    self.notes.append(f"no entry point in run.sh/package.json; conventional entry points used: {', '.join(files)}")
        if not files:
            language = "python" if self.runtime == "python" else None
            files = sorted(
                p for p, parsed in self.parsed.items()
                if p not in self.test_files and (parsed.language == language or (language is None and parsed.language != "python"))
            )
            if files:
                self.notes.append("no entry point found: every code file (tests aside) is read as used")
        return list(dict.fromkeys(files))

    # ------------------------------------------------------------------ Python resolution
    def _py_target(self, base: str) -> str | None:
        if base + ".py" in self.paths:
            return base + ".py"
        if base + "/__init__.py" in self.paths:
            return base + "/__init__.py"
        if base in self.py_dirs:
            return base + "/"
        return None

    def _py_roots(self, importer: str | None) -> list[str]:
        roots = list(self.entries.roots) if self.runtime == "python" else [""]
        if importer:
            parent = posixpath.dirname(importer)
            chain = []
            while parent:
                chain.append(parent)
                parent = posixpath.dirname(parent)
            roots += reversed(chain)
        return list(dict.fromkeys(roots))

    def _resolve_py_absolute(self, module: str, importer: str | None, full_only: bool = False) -> str | None:
        parts = [p for p in module.split(".") if p]
        if not parts:
            return None
        best = None
        for root in self._py_roots(importer):
            for count in range(len(parts), 0, -1):
                base = posixpath.join(root, *parts[:count]) if root else posixpath.join(*parts[:count])
                target = self._py_target(base)
                if target:
                    if count == len(parts):
                        return target
                    if best is None and not full_only:
                        best = target
                    break
        return best

    def _submodule(self, package_target: str, name: str) -> str | None:
        if package_target.endswith("/"):
            base = package_target.rstrip("/")
        elif package_target.endswith("__init__.py"):
            base = posixpath.dirname(package_target)
        else:
            return None
        return self._py_target(posixpath.join(base, name) if base else name)

    def _resolve_py(self, edge: Edge) -> list[Edge]:
        spec = edge.spec
        level = len(spec) - len(spec.lstrip("."))
        module = spec[level:]
        if level:
            base = posixpath.dirname(edge.importer)
            for _ in range(level - 1):
                base = posixpath.dirname(base)
            path = posixpath.join(base, *module.split(".")) if module else base
            target = self._py_target(path) if path else None
            if target is None and not module:
                target = (base + "/") if base in self.py_dirs else None
            if target is None:
                # unresolved relative import: keep the would-be path for its layer
                return [replace(edge, target=None, external=None, spec=spec)] if not module else [
                    replace(edge, target=None, external=None)
                ]
        else:
            target = self._resolve_py_absolute(module, edge.importer)
            if target is None:
                return [replace(edge, external=module)]
        results = []
        plain = False
        for name in edge.names:
            sub = self._submodule(target, name)
            if sub:
                results.append(replace(edge, target=sub, spec=f"{spec}.{name}" if spec.strip(".") else f"{spec}{name}"))
            else:
                plain = True
        if plain or not results:
            results.append(replace(edge, target=target))
        return results

    # ------------------------------------------------------------------ Node resolution
    def _tsconfig(self, directory: str) -> dict:
        cache = self.__dict__.setdefault("_tsconfig_cache", {})
        if directory in cache:
            return cache[directory]
        found: dict = {}
        current = directory
        while True:
            for name in ("tsconfig.json", "jsconfig.json"):
                path = posixpath.join(current, name) if current else name
                if path in self.texts:
                    found = self._load_tsconfig(path, 0)
                    found["__dir__"] = current
                    break
            if found or not current:
                break
            current = posixpath.dirname(current)
        cache[directory] = found
        return found

    def _load_tsconfig(self, path: str, depth: int) -> dict:
        data = _loads_jsonc(self.texts.get(path, ""))
        extends = data.get("extends")
        if isinstance(extends, str) and extends.startswith(".") and depth < 5:
            parent_path = posixpath.normpath(posixpath.join(posixpath.dirname(path), extends))
            if not parent_path.endswith(".json"):
                parent_path += ".json"
            parent = self._load_tsconfig(parent_path, depth + 1)
            options = dict(parent.get("compilerOptions", {}))
            base_dir = posixpath.dirname(parent_path)
            if "baseUrl" in options:
                options["baseUrl"] = posixpath.normpath(posixpath.join(base_dir, options["baseUrl"]))
                options["__baseUrl_absolute__"] = True
            options.update(data.get("compilerOptions", {}))
            data["compilerOptions"] = options
        return data

    def _resolve_js_path(self, base: str) -> str | None:
        base = posixpath.normpath(base)
        if base.startswith("../") or base == "..":
            return None
        if base in self.paths and not base.endswith("/"):
            return base
        candidates = [base + suffix for suffix in JS_RESOLVE_SUFFIXES]
        stripped = re.sub(r"\.(c|m)?jsx?$", "", base)
        if stripped != base:
            candidates += [stripped + suffix for suffix in (".ts", ".tsx", ".mts", ".cts")]
        package = posixpath.join(base, "package.json")
        if package in self.texts:
            try:
                main = json.loads(self.texts[package]).get("main")
            except (ValueError, AttributeError):
                main = None
            if isinstance(main, str):
                candidates.append(posixpath.normpath(posixpath.join(base, main)))
        candidates += [posixpath.join(base, "index" + suffix) for suffix in JS_RESOLVE_SUFFIXES]
        for candidate in candidates:
            if candidate in self.paths:
                return candidate
        return None

    def _resolve_js_spec(self, spec: str, importer: str) -> str | None:
        directory = posixpath.dirname(importer)
        if spec.startswith("node:"):
            return None
        if spec.startswith(("./", "../")) or spec in (".", ".."):
            return self._resolve_js_path(posixpath.join(directory, spec))
        if spec.startswith("/"):
            return self._resolve_js_path(spec.lstrip("/"))
        if spec.startswith("#"):
            target = self._package_import(spec, directory)
            if target:
                return target
        config = self._tsconfig(directory)
        if config:
            options = config.get("compilerOptions", {}) or {}
            config_dir = config.get("__dir__", "")
            base_url = options.get("baseUrl")
            if base_url is not None and not options.get("__baseUrl_absolute__"):
                base_url = posixpath.normpath(posixpath.join(config_dir, base_url))
            base = base_url if base_url is not None else config_dir
            base = "" if base == "." else base
            for pattern, replacements in (options.get("paths") or {}).items():
                if not isinstance(replacements, list):
                    continue
                prefix, star, suffix = pattern.partition("*")
                if star and spec.startswith(prefix) and spec.endswith(suffix) and len(spec) >= len(prefix) + len(suffix):
                    middle = spec[len(prefix) : len(spec) - len(suffix) if suffix else None]
                elif not star and spec == pattern:
                    middle = ""
                else:
                    continue
                for replacement in replacements:
                    candidate = posixpath.join(base, replacement.replace("*", middle))
                    target = self._resolve_js_path(candidate)
                    if target:
                        return target
            if base_url is not None:
                target = self._resolve_js_path(posixpath.join(base_url, spec) if base_url else spec)
                if target:
                    return target
        return None

    def _package_import(self, spec: str, directory: str) -> str | None:
        current = directory
        while True:
            path = posixpath.join(current, "package.json") if current else "package.json"
            if path in self.texts:
                try:
                    imports = json.loads(self.texts[path]).get("imports") or {}
                except (ValueError, AttributeError):
                    imports = {}
                for pattern, replacement in imports.items():
                    if isinstance(replacement, dict):
                        replacement = replacement.get("default") or replacement.get("node") or replacement.get("require")
                    if not isinstance(replacement, str):
                        continue
                    prefix, star, suffix = pattern.partition("*")
                    if star and spec.startswith(prefix) and spec.endswith(suffix):
                        middle = spec[len(prefix) : len(spec) - len(suffix) if suffix else None]
                        return self._resolve_js_path(posixpath.join(current, replacement.replace("*", middle)))
                    if spec == pattern:
                        return self._resolve_js_path(posixpath.join(current, replacement))
                return None
            if not current:
                return None
            current = posixpath.dirname(current)

    def _resolve_js(self, edge: Edge) -> list[Edge]:
        target = self._resolve_js_spec(edge.spec, edge.importer)
        if target:
            return [replace(edge, target=target)]
        spec = edge.spec
        if spec.startswith((".", "/")):
            return [replace(edge, target=None)]
        if spec.startswith("node:"):
            return [replace(edge, external=spec)]
        parts = spec.split("/")
        package = "/".join(parts[:2]) if spec.startswith("@") else parts[0]
        return [replace(edge, external=package)]

    def _resolve(self, edge: Edge) -> list[Edge]:
        return self._resolve_py(edge) if edge.importer.endswith(".py") else self._resolve_js(edge)

    # ------------------------------------------------------------------ reachability
    @cached_property
    def reachable(self) -> list[str]:
        """Files reachable from the entry points (with the __init__.py of every package on the way)."""
        outgoing: dict[str, list[str]] = {}
        for edge in self.edges:
            if edge.target:
                outgoing.setdefault(edge.importer, []).append(edge.target)
        seen: set[str] = set()
        queue = list(self.entry_files)
        while queue:
            path = queue.pop()
            if path in seen:
                continue
            seen.add(path)
            if path.endswith(".py"):
                parent = posixpath.dirname(path)
                while parent:
                    init = f"{parent}/__init__.py"
                    if init in self.paths and init not in seen:
                        queue.append(init)
                    parent = posixpath.dirname(parent)
            if path.endswith("/"):
                continue
            queue.extend(t for t in outgoing.get(path, []) if t not in seen)
        return sorted(p for p in seen if not p.endswith("/"))

    def external_imports(self, files: list[str]) -> list[Edge]:
        wanted = set(files)
        return [edge for edge in self.edges if edge.external and edge.importer in wanted]

    def code(self, path: str) -> str:
        parsed = self.parsed.get(path)
        return parsed.code if parsed else self.texts.get(path, "")

    # ------------------------------------------------------------------ layers
    @cached_property
    def test_files(self) -> set[str]:
        spec = rules.architecture()["strong"]
        dirs, patterns = set(spec["test_dirs"]), spec["test_files"]
        result = set()
        for path in self.parsed:
            parts = PurePosixPath(path).parts
            if any(p.lower() in dirs for p in parts[:-1]) or any(fnmatch.fnmatch(parts[-1], p) for p in patterns):
                result.add(path)
        return result

    def _naming_layer(self, name: str) -> str | None:
        tokens = _stem_tokens(name)
        candidates = {tokens[-1]}
        if len(tokens) > 1:
            candidates.add("_".join(tokens[-2:]))
        for layer, suffixes in rules.architecture()["strong"]["file_naming"].items():
            if candidates & set(suffixes):
                return layer
        return None

    @cached_property
    def naming_dirs(self) -> dict[str, str]:
        """Directories (not named by an alias) whose code files are all named for one layer."""
        aliases = rules.layer_aliases()
        code_files: dict[str, list[str]] = {}
        for path in self.parsed:
            if path in self.test_files:
                continue
            directory = posixpath.dirname(path)
            if not directory:
                continue
            name = posixpath.basename(path)
            if name.startswith(("index.", "__init__.")):
                continue
            code_files.setdefault(directory, []).append(name)
        found = {}
        for directory, names in code_files.items():
            if posixpath.basename(directory).lower() in aliases:
                continue
            layers = {self._naming_layer(n) for n in names}
            if len(layers) == 1 and None not in layers:
                found[directory] = layers.pop()
        return found

    def layer_of_path(self, path: str) -> str | None:
        """Deepest layer directory on the path (alias, or recognised by file naming)."""
        aliases = rules.layer_aliases()
        parts = PurePosixPath(path.rstrip("/")).parts
        directories = parts if path.endswith("/") else parts[:-1]
        layer = None
        for index, part in enumerate(directories):
            if part.lower() in aliases:
                layer = aliases[part.lower()]
            else:
                named = self.naming_dirs.get("/".join(directories[: index + 1]))
                if named:
                    layer = named
        return layer

    @cached_property
    def layers(self) -> dict[str, LayerInfo]:
        info: dict[str, LayerInfo] = {name: LayerInfo() for name in rules.architecture()["layers"]}
        aliases = rules.layer_aliases()
        minimum = rules.architecture()["strong"]["min_statements_per_layer"]
        for path, parsed in sorted(self.parsed.items()):
            if path in self.test_files:
                continue
            layer = self.layer_of_path(path)
            if not layer:
                continue
            parts = PurePosixPath(path).parts[:-1]
            directory = ""
            for index, part in enumerate(parts):
                candidate = "/".join(parts[: index + 1])
                if aliases.get(part.lower()) == layer:
                    directory = candidate
                elif self.naming_dirs.get(candidate) == layer:
                    directory = candidate
                    info[layer].by_naming.add(candidate)
            info[layer].directories.add(directory)
            info[layer].files.append(path)
            if parsed.statements >= minimum:
                info[layer].code_files.append(path)
        return info
