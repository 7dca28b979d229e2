"""Resolving an import to a file of the solution, the way Python and Node would: Python import
roots and packages (namespace packages included), relative imports and submodules named in
`from pkg import name`; Node's relative paths, extensions and index files, a directory's
package.json main, package.json `imports` and `_moduleAliases` (module-alias), and tsconfig/jsconfig
baseUrl and paths."""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import replace

from harness.verify.graph import Edge
from harness.verify.workspaces import package_entry

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


class Resolver:
    def __init__(self, texts: dict[str, str], file_packages: dict[str, str] | None = None,
                 workspace_packages: dict[str, str] | None = None):  # fmt: skip
        self.texts = texts
        self.file_packages = file_packages or {}  # package.json `"name": "file:./dir"` -> dir
        self.workspace_packages = workspace_packages or {}  # the solution's own workspace packages: name -> dir
        self.user_conditions: set[str] = set()  # `node --conditions=production`: the start command's
        self.paths = set(texts)
        self.py_dirs: set[str] = set()
        for path in self.paths:
            if path.endswith(".py"):
                parent = posixpath.dirname(path)
                while parent:
                    self.py_dirs.add(parent)
                    parent = posixpath.dirname(parent)
        self.py_roots: list[str] = [""]  # import roots, set from run.sh by the Project
        self._tsconfig_cache: dict[str, dict] = {}

    def resolve(self, edge: Edge) -> list[Edge]:
        """The edge with its target (one edge per submodule of `from pkg import a, b`)."""
        return self._resolve_py(edge) if edge.importer.endswith(".py") else self._resolve_js(edge)

    def py_target(self, base: str) -> str | None:
        if base + ".py" in self.paths:
            return base + ".py"
        if base + "/__init__.py" in self.paths:
            return base + "/__init__.py"
        if base in self.py_dirs:
            return base + "/"
        return None

    def _py_roots(self, importer: str | None) -> list[str]:
        roots = list(self.py_roots)
        if importer:
            parent = posixpath.dirname(importer)
            chain = []
            while parent:
                chain.append(parent)
                parent = posixpath.dirname(parent)
            roots += reversed(chain)
        return list(dict.fromkeys(roots))

    def python_module(self, module: str, importer: str | None, full_only: bool = False) -> str | None:
        parts = [p for p in module.split(".") if p]
        if not parts:
            return None
        best = None
        for root in self._py_roots(importer):
            for count in range(len(parts), 0, -1):
                base = posixpath.join(root, *parts[:count]) if root else posixpath.join(*parts[:count])
                target = self.py_target(base)
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
        return self.py_target(posixpath.join(base, name) if base else name)

    def _resolve_py(self, edge: Edge) -> list[Edge]:
        spec = edge.spec
        level = len(spec) - len(spec.lstrip("."))
        module = spec[level:]
        if level:
            base = posixpath.dirname(edge.importer)
            for _ in range(level - 1):
                base = posixpath.dirname(base)
            path = posixpath.join(base, *module.split(".")) if module else base
            target = self.py_target(path) if path else None
            if target is None and not module:
                target = (base + "/") if base in self.py_dirs else None
            if target is None:  # unresolved relative import: its layer is read from the spec later
                return [replace(edge, target=None, external=None)]
        else:
            target = self.python_module(module, edge.importer)
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

    def tsconfig(self, directory: str) -> dict:
        cache = self._tsconfig_cache
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
            if found or not current or posixpath.dirname(current) == current:  # "/" (an absolute path outside the project)
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

    def js_path(self, base: str) -> str | None:
        base = posixpath.normpath(base) if base else "."
        if base.startswith("../") or base == "..":
            return None
        if base == ".":
            base = ""
        if base in self.paths and not base.endswith("/"):
            return base
        candidates = [base + suffix for suffix in JS_RESOLVE_SUFFIXES]
        stripped = re.sub(r"\.(c|m)?jsx?$", "", base)
        if stripped != base:
            candidates += [stripped + suffix for suffix in (".ts", ".tsx", ".mts", ".cts")]
        package = posixpath.join(base, "package.json") if base else "package.json"
        if package in self.texts:
            try:
                main = json.loads(self.texts[package]).get("main")
            except (ValueError, AttributeError):
                main = None
            if isinstance(main, str):  # `node .` with "main": "dist/index.js" runs the compiled src/index.ts
                main_path = posixpath.normpath(posixpath.join(base, main))
                candidates += [main_path, self.build_source(main_path)]
        candidates += [
            posixpath.join(base, "index" + suffix) if base else "index" + suffix for suffix in JS_RESOLVE_SUFFIXES
        ]
        for candidate in candidates:
            if candidate in self.paths:
                return candidate
        return None

    def js_spec(self, spec: str, importer: str) -> str | None:
        directory = posixpath.dirname(importer)
        if spec.startswith("node:"):
            return None
        if spec.startswith(("./", "../")) or spec in (".", ".."):
            return self.js_path(posixpath.join(directory, spec))
        if spec.startswith("/"):
            return self.js_path(spec.lstrip("/"))
        if spec.startswith("#"):
            target = self._package_import(spec, directory)
            if target:
                return target
        aliased = self._module_alias(spec)
        if aliased:
            return aliased
        config = self.tsconfig(directory)
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
                if (
                    star
                    and spec.startswith(prefix)
                    and spec.endswith(suffix)
                    and len(spec) >= len(prefix) + len(suffix)
                ):
                    middle = spec[len(prefix) : len(spec) - len(suffix) if suffix else None]
                elif not star and spec == pattern:
                    middle = ""
                else:
                    continue
                for replacement in replacements:
                    candidate = posixpath.join(base, replacement.replace("*", middle))
                    target = self.js_path(candidate)
                    if target:
                        return target
            if base_url is not None:
                target = self.js_path(posixpath.join(base_url, spec) if base_url else spec)
                if target:
                    return target
        return None

    def _module_alias(self, spec: str) -> str | None:
        """module-alias's `_moduleAliases` of the root package.json (`"@repositories": "src/repositories"`):
        `require('@repositories/user')` is that directory's module once module-alias/register ran."""
        try:
            aliases = json.loads(self.texts.get("package.json", "{}")).get("_moduleAliases") or {}
        except (ValueError, AttributeError):
            return None
        for alias, directory in sorted(aliases.items(), key=lambda item: -len(item[0])) if isinstance(aliases, dict) else []:
            if isinstance(directory, str) and (spec == alias or spec.startswith(alias + "/")):
                return self.js_path(posixpath.normpath(posixpath.join(directory, spec[len(alias) :].lstrip("/"))))
        return None

    # conditions Node always matches (`import` and `require` both: the importer's kind is not read)
    BUILTIN_CONDITIONS = ("node", "import", "require", "module-sync", "default")

    def _condition_target(self, value):
        """The target of a conditional map, as Node picks it: the first key (in the map's order)
        that is a condition it matches, the built-in ones or those `node --conditions=…` gives
        (`user_conditions`); nested maps are read the same way."""
        for _ in range(4):
            if not isinstance(value, dict):
                return value
            value = next((v for k, v in value.items() if k in self.BUILTIN_CONDITIONS or k in self.user_conditions), None)
        return value if isinstance(value, str) else None

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
                    replacement = self._condition_target(replacement)
                    if not isinstance(replacement, str):
                        continue
                    prefix, star, suffix = pattern.partition("*")
                    if star and spec.startswith(prefix) and spec.endswith(suffix):
                        middle = spec[len(prefix) : len(spec) - len(suffix) if suffix else None]
                        return self.js_path(posixpath.join(current, replacement.replace("*", middle)))
                    if spec == pattern:
                        return self.js_path(posixpath.join(current, replacement))
                return None
            if not current or posixpath.dirname(current) == current:
                return None
            current = posixpath.dirname(current)

    def _resolve_js(self, edge: Edge) -> list[Edge]:
        target = self.js_spec(edge.spec, edge.importer)
        if target:
            return [replace(edge, target=target)]
        spec = edge.spec
        if spec.startswith((".", "/")):
            return [replace(edge, target=None)]
        if spec.startswith("node:"):
            return [replace(edge, external=spec)]
        parts = spec.split("/")
        package = "/".join(parts[:2]) if spec.startswith("@") else parts[0]
        if package in self.workspace_packages:
            for candidate in package_entry(self.texts, self.workspace_packages[package], spec[len(package) :].lstrip("/")):
                local = self.js_path(self.build_source(candidate))
                if local:
                    return [replace(edge, target=local)]
        if package in self.file_packages:  # installed from the solution itself
            local = self.js_path(posixpath.join(self.file_packages[package], spec[len(package) :].lstrip("/")))
            if local:
                return [replace(edge, target=local)]
        return [replace(edge, external=package)]

    def build_source(self, path: str) -> str:
        """node dist/index.js -> src/index.ts when the TypeScript sources are there."""
        if path in self.paths:
            return path
        config = self.tsconfig(posixpath.dirname(path))
        options = config.get("compilerOptions", {}) if config else {}
        base = config.get("__dir__", "") if config else ""
        out_dir = posixpath.normpath(posixpath.join(base, options.get("outDir", "dist"))).strip("./")
        root_dir = posixpath.normpath(posixpath.join(base, options.get("rootDir", "src"))).strip("./")
        if out_dir and path.startswith(out_dir + "/"):
            candidate = (root_dir + "/" if root_dir else "") + path[len(out_dir) + 1 :]
            stem = re.sub(r"\.(c|m)?js$", "", candidate)
            for suffix in (".ts", ".tsx", ".mts", ".cts", ".js"):
                if stem + suffix in self.paths:
                    return stem + suffix
        return path
