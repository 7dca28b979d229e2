"""A solution as strong mode sees it: parsed files, the resolved import graph, the layer of each
file, the entry points and the files reachable from them."""

from __future__ import annotations

import fnmatch
import posixpath
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.entry import Entries, node_entries, node_fallbacks, python_entries, python_fallbacks
from harness.verify.graph import Edge, ParsedFile
from harness.verify.jsparse import JS_SUFFIXES, parse_js
from harness.verify.pyparse import module_strings, parse_python
from harness.verify.resolve import Resolver
from harness.verify.source import Source


def _stem_tokens(name: str) -> list[str]:
    """users.controller.js -> [users, controller]; userRepository.ts -> [user, repository]."""
    parts = PurePosixPath(name).name.split(".")
    if len(parts) > 1:
        parts = parts[:-1]  # drop the extension, keep user.controller -> [user, controller]
    tokens: list[str] = []
    for part in parts:
        snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", part)
        tokens += [t.lower() for t in re.split(r"[_\-]+", snake) if t]
    return tokens or [name.lower()]


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
        self.resolver = Resolver(self.texts)
        self.notes: list[str] = list(source.notes)
        self.entries = self._entries()
        if runtime == "python":
            self.resolver.py_roots = list(self.entries.roots)
        self.edges: list[Edge] = []
        for parsed in self.parsed.values():
            for edge in parsed.edges:
                self.edges.extend(self.resolver.resolve(edge))
            if parsed.language == "python":
                for line, module in module_strings(parsed):
                    target = self.resolver.python_module(module, parsed.path, full_only=True)
                    if target:
                        self.edges.append(Edge(parsed.path, line, module, target=target, kind="string"))

    # ------------------------------------------------------------------ entry points
    def _entries(self) -> Entries:
        run_sh = self.texts.get("run.sh")
        if self.runtime == "python":
            entries = python_entries(self.paths, run_sh)
            for root in ("src",):
                if (
                    root in self.resolver.py_dirs
                    and root not in entries.roots
                    and not any(
                        p.startswith("src/") and p.endswith("__init__.py") and p.count("/") == 1 for p in self.paths
                    )
                ):
                    entries.roots.append(root)
        else:
            entries = node_entries(self.texts, run_sh)
            entries.files = [self._map_build_output(f) for f in entries.files]
            missing = [f for f in entries.files if f not in self.paths]
            entries.files = [f for f in entries.files if f in self.paths] + [
                r for f in missing if (r := self.resolver.js_path(f)) and r not in entries.files
            ]
        if not run_sh:
            entries.notes.append("no run.sh")
        return entries

    def _map_build_output(self, path: str) -> str:
        """node dist/index.js -> src/index.ts when the TypeScript sources are there."""
        if path in self.paths:
            return path
        config = self.resolver.tsconfig("")
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
                target = self.resolver.python_module(module, None)
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
                target = self.resolver.js_spec(preload, "package.json")
                if target:
                    files.append(target)
            if not files:
                files = node_fallbacks(self.paths)
                if files:
                    self.notes.append(
                        f"no entry point in run.sh/package.json; conventional entry points used: {', '.join(files)}"
                    )
        if not files:
            language = "python" if self.runtime == "python" else None
            files = sorted(
                p
                for p, parsed in self.parsed.items()
                if p not in self.test_files
                and (parsed.language == language or (language is None and parsed.language != "python"))
            )
            if files:
                self.notes.append("no entry point found: every code file (tests aside) is read as used")
        return list(dict.fromkeys(files))

    # ------------------------------------------------------------------ Python resolution
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
