"""Python code that runs only when a module is run as a script: the `if __name__ == "__main__":`
block of a module the server imports (gunicorn conduit.app:app) never runs, and neither does a
function of that module that only the block calls (`seed_demo_content()`). A module run with
`python x.py` or `python -m x` runs its block. A command-line command (`@app.cli.command("seed")`)
runs only when run.sh runs it (`flask seed`). JavaScript's `if (require.main === module) { … }`
(and ESM's `import.meta.main` or comparisons of `import.meta.url` with `process.argv[1]`) likewise
runs only in a file node is started with."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from harness.verify.handlers import closing

if TYPE_CHECKING:  # only annotations: project.py calls main_path_lines, so a run-time import would be a circle
    from harness.verify.project import Project


_JS_MAIN_TEST = re.compile(
    r"require\.main===module|module===require\.main|import\.meta\.main\b"
    r"|import\.meta\.(?:url|filename|dirname).*process\.argv\[1\]|process\.argv\[1\].*import\.meta\.(?:url|filename)"
)


def _js_main_blocks(path: str, code: str) -> list[tuple[int, int]]:
    """The consequences of `if (require.main === module)`-style tests: the file is only imported."""
    if not re.search(r"require\.main|import\.meta", code):
        return []
    from harness.verify.jsparse import syntax_tree

    root = syntax_tree(path, code.encode())
    if root is None:
        return []
    blocks, stack = [], [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        condition = node.child_by_field_name("condition") if node.type == "if_statement" else None
        body = node.child_by_field_name("consequence") if condition is not None else None
        if body is not None and _JS_MAIN_TEST.search(re.sub(r"\s+", "", condition.text.decode())):
            blocks.append((body.start_point[0] + 1, body.end_point[0] + 1))
    return blocks


def _is_main_test(node: ast.AST) -> bool:
    if not isinstance(node, ast.Compare) or len(node.comparators) != 1:
        return False
    sides = [node.left, node.comparators[0]]
    return any(isinstance(s, ast.Name) and s.id == "__name__" for s in sides) and any(
        isinstance(s, ast.Constant) and s.value == "__main__" for s in sides)  # fmt: skip


def run_as_main(project: Project, path: str) -> bool:
    """run.sh runs the module as a script (`python x.py`, `python -m x`)."""
    for ran in project.entries.as_main:
        if ran == path or (not ran.endswith(".py") and project.resolver.python_module(ran, None) in (path, path.replace("__main__.py", "__init__.py"))):
            return True
    return False


def main_path_lines(project: Project, path: str) -> set[int]:
    """Lines that run when run.sh runs the module as a script: its `__main__` block and the bodies
    of the module's functions that block calls (manage.py's `def main(): …` then `main()`)."""
    if not path.endswith(".py") or not run_as_main(project, path):
        return set()
    try:
        tree = ast.parse(project.texts.get(path, ""))
    except SyntaxError:
        return set()
    blocks = [s for s in tree.body if isinstance(s, ast.If) and _is_main_test(s.test)]
    called = {n.func.id for b in blocks for n in ast.walk(b) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    functions = [s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name in called]
    return {n for s in blocks + functions for n in range(s.body[0].lineno, (s.end_lineno or s.lineno) + 1)}


def _cli_command(node: ast.AST) -> str | None:
    """The command name of a function registered as a command-line command (`@app.cli.command("seed")`,
    `@click.command()`, `@with_appcontext`), which the server never calls: None for other functions."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        name = ast.unparse(call.func if call else decorator)
        if name.endswith("cli.command") or name in ("click.command", "command", "with_appcontext", "click.group") or name.endswith(".cli.group"):
            given = call.args[0].value if call and call.args and isinstance(call.args[0], ast.Constant) else None
            return str(given or node.name.replace("_", "-"))
    return None


def _invoked(project: Project, command: str) -> bool:
    """run.sh runs the command (`flask seed`, `flask --app conduit init-db`)."""
    return any(re.search(rf"(^|\s)(flask|python|python3)\b.*\s{re.escape(command)}(\s|$)", text) for text in project.entries.commands)


def never_run_spans(project: Project, path: str) -> list[tuple[int, int]]:
    """(first, last) lines of `path` that never run in the server: its `__main__` blocks when the
    module is only imported, the bodies of its command-line commands (`@app.cli.command("seed")`)
    unless run.sh runs them, and the functions and constants only those use."""
    parsed = project.parsed.get(path)
    if parsed is not None and parsed.language != "python":
        return [] if path in project.entries.files else _js_main_blocks(path, parsed.code)
    if parsed is None:
        return []
    try:
        tree = ast.parse(parsed.code)
    except SyntaxError:
        return []
    blocks = [] if run_as_main(project, path) else [
        (s.lineno, s.end_lineno or s.lineno) for s in tree.body if isinstance(s, ast.If) and _is_main_test(s.test)]
    blocks += [(min([n.lineno] + [d.lineno for d in n.decorator_list]), n.end_lineno or n.lineno)  # type: ignore[attr-defined]
               for n in ast.walk(tree) if (command := _cli_command(n)) and not _invoked(project, command)]  # fmt: skip
    if not blocks:
        return []
    spans = list(blocks)
    definitions = [(s, s.name) for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    definitions += [(s, s.targets[0].id) for s in tree.body if isinstance(s, ast.Assign) and len(s.targets) == 1
                    and isinstance(s.targets[0], ast.Name)]  # fmt: skip  # a constant only they use (`SEED = """INSERT …"""`)
    for statement, name in definitions:  # functions first: a constant may be used by a function only the block calls
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)]
        if uses and all(any(a <= n.lineno <= b for a, b in spans) for n in uses) and not _used_elsewhere(project, path, name):
            spans.append((statement.lineno, statement.end_lineno or statement.lineno))
    return spans


def _used_elsewhere(project: Project, path: str, name: str) -> bool:
    """Another module imports the name (`from conduit.app import seed_demo_content`)."""
    return any(name in other.bindings and other.bindings[name][2] == name for p, other in project.parsed.items() if p != path)


def uncalled_function_spans(project: Project, path: str) -> list[tuple[int, int]]:
    """(first, last) lines of the functions of `path` that nothing names: no call, reference or
    string mentions them anywhere in the solution and no decorator registers them (`def
    _feed_ids_raw(self): … text("SELECT …")` left unused). They never run. Python: private
    functions and methods (`_name`), and class or static methods (`Settings.from_env()` nobody
    calls); a public method may be a hook the framework calls by name (AppConfig.ready, View.get).
    JavaScript: top-level functions named only where they are defined and exported
    (`module.exports = { popularNamesRaw }`)."""
    parsed = project.parsed.get(path)
    if parsed is None:
        return []
    if parsed.language != "python":
        return _uncalled_js_functions(project, path)
    try:
        tree = ast.parse(parsed.code)
    except SyntaxError:
        return []
    spans = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.name.startswith("__"):
            continue
        decorators = {ast.unparse(d) for d in node.decorator_list}
        private = node.name.startswith("_") and not decorators
        if not private and not (decorators and decorators <= {"classmethod", "staticmethod"}):
            continue
        if _mentions(project, node.name) <= 1:  # the definition only
            spans.append((node.lineno, node.end_lineno or node.lineno))
    return spans


def _mentions(project: Project, name: str, skip: re.Pattern | None = None) -> int:
    """How often the solution's files name `name` (run.sh's `app:create_app()` too), leaving out
    what `skip` matches (a module's export list)."""
    mention = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    return sum(len(mention.findall(skip.sub("", text) if skip else text)) for text in project.texts.values())


# a JS function declared by name at a module's top level, or an arrow or function bound to a name
# there (methods are left alone: a library calls an object's hooks and validators by their keys)
_JS_FUNCTION = re.compile(r"^(?:export[ \t]+)?(?:(?:async[ \t]+)?function\*?[ \t]+([A-Za-z_$][\w$]*)[ \t]*\("
                          r"|(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*=[ \t]*(?:async[ \t]+)?(?:function\b|\([^()]*\)[ \t]*=>|[A-Za-z_$][\w$]*[ \t]*=>))",
                          re.MULTILINE)  # fmt: skip
_NAMED = r"[A-Za-z_$][\w$]*(?:\s*(?::|\bas\b)\s*[A-Za-z_$][\w$]*)?"  # `name`, `key: name`, `name as alias`
_JS_EXPORT_LIST = re.compile(rf"\b(?:module\.)?exports\s*=\s*\{{\s*(?:{_NAMED}\s*,\s*)*(?:{_NAMED}\s*)?\}}"
                             rf"|\bexport\s*\{{\s*(?:{_NAMED}\s*,\s*)*(?:{_NAMED}\s*)?\}}"
                             r"|\bexports\.([A-Za-z_$][\w$]*)\s*=\s*\1\b")  # a list of names only: a call in it is a use


def _uncalled_js_functions(project: Project, path: str) -> list[tuple[int, int]]:
    code = project.parsed[path].code
    spans = []
    for match in _JS_FUNCTION.finditer(code):
        name = next(g for g in match.groups() if g)
        if _mentions(project, name, _JS_EXPORT_LIST) > 1:
            continue
        first = code.count("\n", 0, match.start()) + 1
        if match.group(0).endswith("=>"):  # an arrow: a block, or an expression up to the statement's end
            body = len(code[match.end() :]) - len(code[match.end() :].lstrip())
            opening = match.end() + body if code[match.end() + body : match.end() + body + 1] == "{" else -1
        else:  # `function name(…) {`
            opening = code.find("{", match.end())
        if opening >= 0:
            last = code.count("\n", 0, closing(code, opening)) + 1
        else:
            end = code.find(";", match.end())
            last = code.count("\n", 0, end if end >= 0 else len(code)) + 1
        spans.append((first, last))
    return spans


def only_called_in_dead_branches(project: Project, path: str, dead: list[tuple]) -> list[tuple[int, int]]:
    """(first, last) lines of the JS functions of `path` declared by name (`async function
    resetDatabase() {…}`) that only calls inside branches the evaluation never takes call
    (`if (process.argv.includes('--reset-db')) await resetDatabase()`), and that no other file
    names: they never run in the server. `dead`: the file's (span, why) of such branches."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.language == "python" or not dead:
        return []
    from harness.verify.environment import covers_line
    from harness.verify.jsparse import syntax_tree

    root = syntax_tree(path, parsed.code.encode())
    if root is None:
        return []
    lines = parsed.code.splitlines()
    spans, stack = [], [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if node.type != "function_declaration" or node.child_by_field_name("name") is None:
            continue
        name = node.child_by_field_name("name").text.decode()
        first, last = node.start_point[0] + 1, node.end_point[0] + 1
        mentioned = re.compile(rf"(?<![\w$.-]){re.escape(name)}(?![\w$-])")  # (not the flag `--reset`)
        called = re.compile(rf"(?<![\w$.]){re.escape(name)}\s*\(")
        outside = [parsed.code.count("\n", 0, m.start()) + 1 for m in mentioned.finditer(parsed.code)]
        outside = [n for n in outside if not first <= n <= last]  # its own declaration and recursion aside
        calls = [parsed.code.count("\n", 0, m.start()) + 1 for m in called.finditer(parsed.code)]
        calls = [n for n in calls if not first <= n <= last]
        elsewhere = any(mentioned.search(t) for p, t in project.texts.items() if p != path)
        if calls and not elsewhere and len(outside) == len(calls) and all(
            any(covers_line(span, n, lines[n - 1]) for span, _ in dead) for n in calls
        ):
            spans.append((first, last))
    return spans

