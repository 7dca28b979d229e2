"""JavaScript/TypeScript expressions that name a path, evaluated statically where they only
combine literals, `__dirname`, `__filename`, `import.meta.url/dirname`, `process.cwd()` and local
constants built from them: `require(path.join(__dirname, 'routes', 'users'))`,
`fs.readdirSync(__dirname)`, `{ dir: join(__dirname, 'routes') }` given to @fastify/autoload,
`glob.sync('src/models/*.js')`.

Values are root-relative paths written with a leading "/" ("/src/routes"); a plain relative
string stays relative (to the file for require, to the working directory for fs and glob); an
unknown part is "*"."""

from __future__ import annotations

import posixpath
import re

from harness.verify.pypaths import DirLoad

PATH_FUNCTIONS = {"join", "resolve", "normalize", "dirname", "fileURLToPath", "basename"}
LISTING_FUNCTIONS = {"readdirSync": False, "readdir": False, "opendirSync": False, "opendir": False,
                     "sync": False, "globSync": False, "glob": False, "globby": False, "globbySync": False,
                     "fg": False, "fastGlob": False, "requireAll": True, "requireDir": True,
                     "requireDirectory": True, "readdirRecursive": True}  # fmt: skip
AUTOLOADERS = ("@fastify/autoload", "fastify-autoload", "require-all", "require-directory", "require-dir")


def _text(node, data: bytes) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


class JsPathEvaluator:
    def __init__(self, path: str, root, data: bytes, env: dict[str, str] | None = None):
        self.path = path
        self.env = env  # None: environment reads are unknown; else the variables that are set
        self.file = "/" + path
        self.directory = "/" + posixpath.dirname(path) if posixpath.dirname(path) else "/"
        self.data = data
        self.names: dict[str, str] = {}
        for node in _walk(root):  # const X = <path expression>, in source order
            if node.type == "variable_declarator":
                name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
                if name is not None and value is not None and name.type == "identifier":
                    evaluated = self.value(value)
                    if evaluated is not None and "*" not in evaluated:
                        self.names[_text(name, data)] = evaluated

    def value(self, node) -> str | None:
        kind = node.type
        data = self.data
        if kind == "string":
            return "".join(_text(c, data) for c in node.children if c.type in ("string_fragment", "escape_sequence"))
        if kind == "parenthesized_expression" and node.named_child_count == 1:
            return self.value(node.named_children[0])
        if kind == "identifier":
            name = _text(node, data)
            if name == "__dirname":
                return self.directory
            if name == "__filename":
                return self.file
            return self.names.get(name)
        if kind in ("member_expression", "subscript_expression") and self.env is not None:
            match = re.fullmatch(r"process\.env(?:\.(\w+)|\[\s*['\"](\w+)['\"]\s*\])", _text(node, data))
            if match:
                return self.env.get(match.group(1) or match.group(2))
        if kind == "member_expression":
            text = _text(node, data)
            if text == "import.meta.url":
                return "url:" + self.file
            if text in ("import.meta.dirname",):
                return self.directory
            if text in ("import.meta.filename",):
                return self.file
            return None
        if kind == "template_string":
            parts = []
            for child in node.children:
                if child.type in ("string_fragment", "escape_sequence"):
                    parts.append(_text(child, data))
                elif child.type == "template_substitution":
                    inner = child.named_children[0] if child.named_child_count else None
                    value = self.value(inner) if inner is not None else None
                    parts.append(value if value is not None and not value.startswith("url:") else "*")
            return "".join(parts)
        if kind == "binary_expression" and node.child_by_field_name("operator") is not None:
            operator = _text(node.child_by_field_name("operator"), data)
            if operator in ("||", "??") and self.env is not None:  # process.env.NODE_ENV || 'development'
                left = self.value(node.child_by_field_name("left"))
                return left if left else self.value(node.child_by_field_name("right"))
            if operator != "+":
                return None
            left = self.value(node.child_by_field_name("left"))
            right = self.value(node.child_by_field_name("right"))
            return (left if left is not None else "*") + (right if right is not None else "*")
        if kind == "new_expression":
            constructor = node.child_by_field_name("constructor")
            arguments = node.child_by_field_name("arguments")
            if constructor is not None and _text(constructor, data) == "URL" and arguments is not None:
                args = [self.value(a) for a in arguments.named_children]
                if len(args) == 2 and args[0] is not None and args[1] and args[1].startswith("url:"):
                    return posixpath.normpath(posixpath.join(posixpath.dirname(args[1][4:]), args[0]))
            return None
        if kind == "call_expression":
            return self._call(node)
        return None

    def _call(self, node) -> str | None:
        function = node.child_by_field_name("function")
        arguments = node.child_by_field_name("arguments")
        if function is None or arguments is None:
            return None
        name = _text(function, self.data)
        last = name.rsplit(".", 1)[-1]
        if name == "process.cwd":
            return "/"
        if last not in PATH_FUNCTIONS:
            return None
        args = [self.value(a) for a in arguments.named_children]
        if last == "fileURLToPath":
            return args[0][4:] if args and args[0] and args[0].startswith("url:") else (args[0] if args else None)
        if last == "dirname":
            if not args or args[0] is None:
                return None
            value = args[0][4:] if args[0].startswith("url:") else args[0]
            return posixpath.dirname(value) or "/"
        if last == "basename":
            return "*"
        if not args:
            return None
        if args[0] is not None and args[0].startswith("url:"):  # desm: join(import.meta.url, 'x')
            args[0] = posixpath.dirname(args[0][4:]) or "/"
        parts = [a if a is not None else "*" for a in args]
        if last == "resolve":
            anchored = [i for i, p in enumerate(parts) if p.startswith("/")]
            parts = parts[anchored[-1] :] if anchored else ["/"] + parts  # relative to the working directory
        return posixpath.normpath(posixpath.join(*parts))


def _walk(root):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def as_spec(value: str, importer: str) -> str:
    """A path value used as a module specifier: "/src/x" stays root-anchored, "./x" stays relative."""
    if value.startswith("/"):
        return posixpath.normpath(value)
    return value if value.startswith(".") else "./" + value


def directory_of(value: str, from_cwd: bool, importer: str) -> tuple[str, bool]:
    """(root-relative directory, recursive) of a listing argument or glob pattern."""
    recursive = "**" in value
    static = value.split("*", 1)[0]
    if "*" in value:
        static = static.rsplit("/", 1)[0] if "/" in static else ""
    if static.startswith("/"):
        directory = static
    else:
        base = "/" if from_cwd else "/" + posixpath.dirname(importer)
        directory = posixpath.join(base, static)
    directory = posixpath.normpath(directory).lstrip("/")
    return ("" if directory == "." else directory), recursive


def directory_loads(
    path: str, root, data: bytes, evaluator: JsPathEvaluator, imports_autoloader: bool
) -> tuple[list[DirLoad], int]:
    """Directories the file loads by listing them (with a computed require/import in the same file),
    autoloader `dir:` options, and the number of computed imports."""
    listings: list[DirLoad] = []
    autoloads: list[DirLoad] = []
    computed = 0
    lines = data.decode("utf-8", "replace").splitlines()
    for node in _walk(root):
        if node.type != "call_expression":
            continue
        function = node.child_by_field_name("function")
        arguments = node.child_by_field_name("arguments")
        if function is None or arguments is None or not arguments.named_child_count:
            continue
        name = _text(function, data)
        last = name.rsplit(".", 1)[-1]
        first = arguments.named_children[0]
        line = node.start_point[0] + 1
        how = lines[line - 1].strip() if line <= len(lines) else ""
        loader = name in ("require", "import") or re.search(r"(\.import|\[['\"]import['\"]\])$", name)
        if (
            loader
            and first.type not in ("string",)
            and not (
                first.type == "template_string" and not any(c.type == "template_substitution" for c in first.children)
            )
        ):
            computed += 1
        if last in LISTING_FUNCTIONS or re.search(r"glob", last, re.IGNORECASE):
            value = evaluator.value(first)
            if last == "requireDirectory" and _text(first, data) == "module":  # requireDirectory(module[, dir])
                rest = arguments.named_children[1:]
                value = evaluator.value(rest[0]) if rest and rest[0].type != "object" else evaluator.directory
            if value is None and first.type == "object":
                value = _property(first, "dirname", evaluator) or _property(first, "dir", evaluator)
            if value is not None and not value.startswith("url:"):
                from_cwd = last not in ("requireAll", "requireDir", "requireDirectory") and not value.startswith("/")
                directory, recursive = directory_of(value, from_cwd, path)
                recursive = recursive or LISTING_FUNCTIONS.get(last, False) or "recursive: true" in _text(node, data)
                loader = last in ("requireAll", "requireDir", "requireDirectory")  # loads by itself
                listings.append(DirLoad(line, directory=directory, recursive=recursive, how=how, imports=loader))
        if imports_autoloader and last in ("register", "use"):
            for argument in arguments.named_children:
                if argument.type == "object":
                    value = _property(argument, "dir", evaluator)
                    if value is not None:
                        directory, _ = directory_of(value, False, path)
                        autoloads.append(DirLoad(line, directory=directory, recursive=True, how=how, autoload=True,
                                                 ignore=_regex_property(argument, ("ignoreFilter", "ignorePattern"), data),
                                                 match=_regex_property(argument, ("matchFilter",), data)))  # fmt: skip
    for listing in listings:
        listing.imports = listing.imports or computed > 0
    if b"umzug" in data:  # new Umzug({ migrations: { glob: 'migrations/*.js' } }) requires every file it matches
        for node in _walk(root):
            key = node.child_by_field_name("key") if node.type == "pair" else None
            if key is not None and _text(key, data).strip("'\"") == "glob":
                given = node.child_by_field_name("value")
                from_cwd = True
                if given is not None and given.type == "array" and given.named_child_count:  # [pattern, { cwd }]
                    options = _text(given.named_children[-1], data) if given.named_child_count > 1 else ""
                    from_cwd = not re.search(r"__dirname|import\.meta", options)  # else: beside this file
                    given = given.named_children[0]
                value = evaluator.value(given)
                if value and "*" in value and not value.startswith("url:"):
                    directory, recursive = directory_of(value, from_cwd and not value.startswith("/"), path)
                    line = node.start_point[0] + 1
                    listings.append(DirLoad(line, directory=directory, recursive=recursive, how=lines[line - 1].strip(), imports=True))
    return autoloads + listings, computed


def _regex_property(obj, keys: tuple[str, ...], data: bytes) -> str | None:
    """The pattern of a regular expression literal given under one of `keys` (`ignoreFilter: /[.]legacy[.]js$/`)."""
    for pair in obj.named_children:
        name = pair.child_by_field_name("key") if pair.type == "pair" else None
        value = pair.child_by_field_name("value") if name is not None else None
        if value is not None and value.type == "regex" and _text(name, data).strip("'\"") in keys:
            pattern = value.child_by_field_name("pattern")
            return _text(pattern, data) if pattern is not None else None
    return None


def _property(obj, key: str, evaluator: JsPathEvaluator) -> str | None:
    for pair in obj.named_children:
        if pair.type == "pair":
            name = pair.child_by_field_name("key")
            if name is not None and _text(name, evaluator.data).strip("'\"") == key:
                return evaluator.value(pair.child_by_field_name("value"))
    return None
