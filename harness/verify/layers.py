"""The layer of each file in strong mode, and why: the deepest directory on its path that is a
layer alias (paper's aliases plus strong mode's own: controllers, application, infrastructure …;
kebab-case and camelCase read as snake_case), or a directory all of whose files are named for one
layer. A directory that holds layer directories of another layer is a container, not a layer;
wiring modules (db session setup, configuration, a DI container) are unlayered wherever they sit;
tests and vendored packages are not part of the layering."""

from __future__ import annotations

import fnmatch
import posixpath
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import PurePosixPath
from typing import Callable

from harness.verify import rules
from harness.verify.graph import ParsedFile


def normalise(name: str) -> str:
    """`Use-Cases`, `useCases`, `use_cases` -> use_cases; an ordering prefix goes (`1-routes`,
    `02_services` -> routes, services)."""
    snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", re.sub(r"^\d+[-_.\s]+(?=[A-Za-z])", "", name))
    return re.sub(r"[-\s.]+", "_", snake).lower()


@lru_cache(maxsize=1)
def strong_aliases() -> dict[str, str]:
    """alias (normalised) -> layer: the study's aliases and strong mode's additions."""
    aliases = {normalise(alias): layer for alias, layer in rules.layer_aliases().items()}
    for layer, names in rules.architecture()["strong"]["extra_aliases"].items():
        aliases.update({normalise(n): layer for n in names})
    return aliases


def stem_tokens(name: str) -> list[str]:
    """users.controller.js -> [users, controller]; userRepository.ts -> [user, repository]."""
    parts = PurePosixPath(name).name.split(".")
    if len(parts) > 1:
        parts = parts[:-1]
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


class Layering:
    def __init__(self, parsed: dict[str, ParsedFile], test_files: set[str], vendored: set[str],
                 queries: Callable[[str], bool] | None = None, reachable: Callable[[str], bool] | None = None,
                 defines_models: Callable[[str], bool] | None = None):  # fmt: skip
        self.parsed = parsed
        self.test_files = test_files
        self.vendored = vendored  # files of vendored / file: packages
        self.queries = queries  # does a file query the database itself
        self.reachable = reachable  # does the server use a file (reached from the entry point)
        self.defines_models = defines_models  # does a file define ORM models

    def naming_layer(self, name: str) -> str | None:
        tokens = stem_tokens(name)
        candidates = {tokens[-1]}
        if len(tokens) > 1:
            candidates.add("_".join(tokens[-2:]))
        for layer, suffixes in rules.architecture()["strong"]["file_naming"].items():
            if candidates & set(suffixes):
                return layer
        return None

    def _counted(self, path: str) -> bool:
        return path not in self.test_files and path not in self.vendored

    @cached_property
    def naming_dirs(self) -> dict[str, str]:
        """Directories (not named by an alias) whose code files are all named for one layer."""
        code_files: dict[str, list[str]] = {}
        for path in self.parsed:
            directory = posixpath.dirname(path)
            name = posixpath.basename(path)
            if not directory or not self._counted(path) or name.startswith(("index.", "__init__.")):
                continue
            code_files.setdefault(directory, []).append(name)
        found = {}
        for directory, names in code_files.items():
            if normalise(posixpath.basename(directory)) in strong_aliases():
                continue
            layers = {self.naming_layer(n) for n in names}
            if len(layers) == 1 and None not in layers:
                layer = layers.pop()
                enclosing = self._alias_above(directory)
                if enclosing and enclosing != layer:  # service/user/implementation/create_user_handler.py:
                    continue  # a command handler of the services, not a route (the directory's name decides)
                found[directory] = layer
        return found

    @staticmethod
    def _alias_above(directory: str) -> str | None:
        """The layer the nearest enclosing directory names by an alias, if any."""
        parent = posixpath.dirname(directory)
        while parent:
            alias = strong_aliases().get(normalise(posixpath.basename(parent)))
            if alias:
                return alias
            parent = posixpath.dirname(parent)
        return None

    def _dir_layer(self, directory: str) -> tuple[str | None, str]:
        """The layer a directory names by itself (alias or file naming), and how."""
        cache = self.__dict__.setdefault("_dir_cache", {})
        if directory not in cache:
            cache[directory] = self._dir_layer_uncached(directory)
        return cache[directory]

    def _dir_layer_uncached(self, directory: str) -> tuple[str | None, str]:
        layer, why = self._named_dir_layer(directory)
        if layer:
            return layer, why
        return self.inferred_dirs.get(directory, (None, ""))

    def _named_dir_layer(self, directory: str) -> tuple[str | None, str]:
        """The layer a directory's name or its files' names give it."""
        name = posixpath.basename(directory)
        alias = strong_aliases().get(normalise(name))
        if alias:
            paper = name.lower() in rules.layer_aliases()
            return alias, f"directory '{directory}' ({'an alias' if paper else 'a strong-mode alias'} of {alias})"
        named = self.naming_dirs.get(directory)
        if named:
            return named, f"directory '{directory}' (every file in it is named for {named})"
        return None, ""

    @cached_property
    def inferred_dirs(self) -> dict[str, tuple[str, str]]:
        """A layer no directory is named for, recognised by what a directory's files do: beside at
        least two named layer directories (same parent), most files the server uses there define
        request handlers (routes: api/ holding the one router module), or every one defines ORM
        models (models: schemas/ holding the Sequelize model classes), or at least one queries the
        database and none defines handlers or is named for another layer (repositories: gateways/
        holding users.py and articles.py, each selecting and saving models). Only directories
        the server reaches count (a seeds/ script beside the layers is no data-access layer), and
        only one candidate per layer (two: no telling which is the layer)."""
        if self.queries is None or self.reachable is None:
            return {}
        every = {posixpath.dirname(p) for p in self.parsed if self._counted(p)}
        named = {d: self._named_dir_layer(d)[0] for d in _with_parents(every)}
        named = {d: layer for d, layer in named.items() if layer}
        missing = {"routes", "repositories", "models"} - set(named.values())
        candidates: dict[str, list[tuple[str, str]]] = {}
        for directory in sorted(every - set(named)) if missing else []:
            if any(d.startswith(directory + "/") or directory.startswith(d + "/") for d in named):
                continue  # holds layer directories, or sits inside one
            beside = sorted(d for d in named if posixpath.dirname(d) == posixpath.dirname(directory))
            if len({named[d] for d in beside}) < 2:
                continue
            files = [f for f in self._directory_files(directory) if not self.wiring(f) and self.reachable(f)]
            if not files or any(self.naming_layer(posixpath.basename(f)) not in (None, "routes", "repositories") for f in files):
                continue
            handlers = [f for f in files if self._handlers(f)]
            if "models" in missing and not handlers and self.defines_models and all(self.defines_models(f) for f in files):
                candidates.setdefault("models", []).append((directory, f"directory '{directory}' (no directory is a models layer by its "
                                                                      f"name; its {len(files)} file(s) define ORM models, beside {', '.join(beside)})"))  # fmt: skip
            elif "routes" in missing and handlers and 2 * len(handlers) >= len(files):  # beside its helpers (auth …)
                candidates.setdefault("routes", []).append((directory, f"directory '{directory}' (no directory is a routes layer by its "
                                                                      f"name; its {len(files)} file(s) define request handlers, beside {', '.join(beside)})"))  # fmt: skip
            elif "repositories" in missing and not handlers and any(self.queries(f) for f in files):
                querying = sum(1 for f in files if self.queries(f))
                candidates.setdefault("repositories", []).append((directory, f"directory '{directory}' (no directory is a repositories layer by "
                                                                            f"its name; {querying} of its files query the database, beside {', '.join(beside)})"))  # fmt: skip
        return {d: (layer, why) for layer, found in candidates.items() if len(found) == 1 for d, why in found}

    @cached_property
    def containers(self) -> dict[str, str]:
        """Alias directories holding layer directories of another layer (src/application/services,
        domain/entities + domain/repositories): they group layers and are none themselves."""
        every = _with_parents({posixpath.dirname(p) for p in self.parsed if self._counted(p)})
        found = {}
        for directory in every:
            own, _ = self._dir_layer(directory)
            if not own:
                continue
            inner = {
                self._dir_layer(d)[0]
                for d in every
                if d.startswith(directory + "/") and self._dir_layer(d)[0] not in (None, own)
            }
            if inner:
                found[directory] = f"holds layer directories of {', '.join(sorted(name for name in inner if name))}"
        return found

    def wiring(self, path: str) -> bool:
        """A wiring module by its name — unless it is the only code of its directory and queries
        the database itself (then it is that layer's code: a data/ holding nothing but db.py with
        every query; an infrastructure/ holding only the ORM instance stays wiring)."""
        names = set(rules.architecture()["strong"]["wiring_modules"])
        if normalise(PurePosixPath(path).stem) not in names:
            return False
        if self.defines_models is not None and self.defines_models(path):
            return False  # models/orm.py holding the model classes: the models' own code, whatever its name
        cache = self.__dict__.setdefault("_wiring_cache", {})
        if path in cache:
            return cache[path]
        directory = posixpath.dirname(path)
        cache[path] = (self.queries is not None and path in self.parsed and not self.queries(path)) or any(
            posixpath.dirname(other) == directory
            and other != path
            and self._counted(other)
            and not posixpath.basename(other).startswith(("index.", "__init__."))
            and normalise(PurePosixPath(other).stem) not in names
            and parsed.statements > 0
            for other, parsed in self.parsed.items()
        )
        return cache[path]

    def _directory_files(self, directory: str) -> list[str]:
        cache = self.__dict__.setdefault("_files_cache", {})
        if not cache:
            for path in self.parsed:
                if self._counted(path) and not posixpath.basename(path).startswith(("index.", "__init__.")):
                    cache.setdefault(posixpath.dirname(path), []).append(path)
        return cache.get(directory, [])

    @cached_property
    def _layer_dirs(self) -> set[str]:
        """Directories that are layers by themselves (alias or file naming), containers aside."""
        every = _with_parents({posixpath.dirname(p) for p in self.parsed})
        return {d for d in every if d not in self.containers and self._dir_layer(d)[0]}

    def _file_layer(self, path: str) -> tuple[str | None, str]:
        """A file's own layer outside layer directories: named for a layer among its like, or a
        file of request handlers; only in a directory with nothing of another layer."""
        directory = posixpath.dirname(path)
        if not directory or any(d == directory or d.startswith(directory + "/") for d in self._layer_dirs):
            return None, ""
        siblings = self._directory_files(directory)
        named = {p: self.naming_layer(posixpath.basename(p)) for p in siblings}
        layers = {layer for layer in named.values() if layer}
        own = named.get(path)
        if own and layers == {own} and own in rules.architecture()["strong"]["mixed_naming_layers"]:
            count = sum(1 for layer in named.values() if layer == own)
            if count >= rules.architecture()["strong"]["min_named_files"]:
                return own, f"named for {own} beside {count - 1} more such file(s) in '{directory}' (nothing there of another layer)"
        if layers - {"routes"} or not self._handlers(path):
            return None, ""
        count = sum(1 for p in siblings if self._handlers(p))
        if count >= rules.architecture()["strong"]["min_named_files"]:
            return "routes", f"defines HTTP request handlers, as {count - 1} more file(s) in '{directory}' (nothing there of another layer)"
        return None, ""

    def _handlers(self, path: str) -> bool:
        """The file defines HTTP request handlers and does not build or start the server."""
        parsed = self.parsed.get(path)
        if parsed is None or path in self.servers:
            return False
        return any(p.search(parsed.code) for p in self._handler_patterns(parsed.language))

    @staticmethod
    @lru_cache(maxsize=2)
    def _patterns(runtime: str) -> tuple[re.Pattern[str], ...]:
        return tuple(re.compile(p, re.MULTILINE) for p in rules.architecture()["strong"]["handler_patterns"][runtime])

    def _handler_patterns(self, language: str) -> tuple[re.Pattern[str], ...]:
        return self._patterns("python" if language == "python" else "node")

    @cached_property
    def servers(self) -> set[str]:
        """Files that build or start the server (the application's wiring, not its routes)."""
        spec = rules.load("entry")["fallbacks"]
        found = set()
        for path, parsed in self.parsed.items():
            runtime = "python" if parsed.language == "python" else "node"
            matches = {m.group(0) for m in re.finditer("|".join(spec[runtime]["server_patterns"]), parsed.code)}
            if matches and not (all(m.startswith("new") and "Hono" in m for m in matches) and not _HONO_SERVES.search(parsed.code)):
                found.add(path)  # a Hono sub-app (`new Hono()` holding routes) is a route module, not the server
        return found

    def layer_and_reason(self, path: str) -> tuple[str | None, str]:
        if path in self.test_files:
            return None, "test code (not part of the layering)"
        if path in self.vendored:
            return None, "vendored package (not part of the layering)"
        parts = PurePosixPath(path.rstrip("/")).parts
        directories = parts if path.endswith("/") else parts[:-1]
        layer, reason = None, "no layer directory on its path"
        for index in range(len(directories)):
            directory = "/".join(directories[: index + 1])
            if directory in self.containers:
                continue
            found, why = self._dir_layer(directory)
            if found:
                layer, reason = found, why
        if layer is None and not path.endswith("/") and not self.wiring(path):
            own, why = self._file_layer(path)
            if own:
                return own, why
        if layer and not path.endswith("/") and self.wiring(path):
            return None, f"wiring module '{PurePosixPath(path).name}' (unlayered beside the layer's own code, in {reason})"
        return layer, reason

    def layer_of_path(self, path: str) -> str | None:
        return self.layer_and_reason(path)[0]

    @cached_property
    def layers(self) -> dict[str, LayerInfo]:
        info: dict[str, LayerInfo] = {name: LayerInfo() for name in rules.architecture()["layers"]}
        minimum = rules.architecture()["strong"]["min_statements_per_layer"]
        for path, parsed in sorted(self.parsed.items()):
            layer = self.layer_of_path(path)
            if not layer:
                continue
            parts = PurePosixPath(path).parts[:-1]
            directory = ""
            for index in range(len(parts)):
                candidate = "/".join(parts[: index + 1])
                if candidate in self.containers:
                    continue
                found, why = self._dir_layer(candidate)
                if found == layer:
                    directory = candidate
                    if "named for" in why:
                        info[layer].by_naming.add(candidate)
            if not directory:  # layered by its own name or content, outside layer directories
                directory = posixpath.dirname(path)
            info[layer].directories.add(directory)
            info[layer].files.append(path)
            if parsed.statements >= minimum:
                info[layer].code_files.append(path)
        return info


_HONO_SERVES = re.compile(r"\bserve\s*\(|\.route\s*\(\s*['\"`]")


def _with_parents(directories: set[str]) -> set[str]:
    every = set()
    for directory in directories:
        while directory:
            every.add(directory)
            directory = posixpath.dirname(directory)
    return every


def test_files(parsed: dict[str, ParsedFile]) -> set[str]:
    spec = rules.architecture()["strong"]
    dirs, patterns = set(spec["test_dirs"]), spec["test_files"]
    result = set()
    for path in parsed:
        parts = PurePosixPath(path).parts
        if any(p.lower() in dirs for p in parts[:-1]) or any(fnmatch.fnmatch(parts[-1], p) for p in patterns):
            result.add(path)
    return result
