"""HTTP handlers defined in a module, as line spans: the bodies of `@app.get("/api/tags")` /
`@bp.route(…)` functions and of functions given to aiohttp's `add_get("/x", handler)` or Flask's
`add_url_rule`, and the calls `app.get('/api/tags', async (req, res) => {…})` (Express, Fastify,
Hono, Koa routers), and of the hooks every request runs (`@app.before_request`,
`@jwt.user_lookup_loader`, `app.use((req, res, next) => …)`). A handler is HTTP code wherever it
sits: one in the composition root that queries the database is a route that skips the layers."""

from __future__ import annotations

import ast
import re

from harness.verify.graph import ParsedFile

_VERBS = {"get", "post", "put", "delete", "patch", "head", "options", "route", "api_route", "all"}
_REGISTRARS = {"add_get", "add_post", "add_put", "add_delete", "add_patch", "add_route", "add_url_rule", "add_api_route"}
# (the receiver may be built in place: `new Hono().get('/tags', …)`)
_JS_HANDLER = re.compile(r"""(?:\b[A-Za-z_$][\w$]*|\bnew\s+[A-Z][\w$]*\s*(?:<[^<>()]*>)?\s*\([^()]*\))\s*\.\s*(get|post|put|delete|patch|all)\s*\(\s*['"`]/""")
# code every request runs before its route: Flask's before_request, login/JWT user loaders,
# FastAPI's and aiohttp's middleware; Express's `app.use((req, res, next) => …)`, Fastify's request hooks
_HOOKS = {"before_request", "before_app_request", "user_loader", "request_loader", "user_lookup_loader",
          "token_in_blocklist_loader", "middleware"}  # fmt: skip
_JS_HOOK = re.compile(r"""\b[A-Za-z_$][\w$]*\s*\.\s*(use|addHook)\s*\(\s*(?:['"`](?:onRequest|preHandler|preValidation|/[^'"`]*)['"`]\s*,\s*)?(?:async\s+)?(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)""")


def _path_argument(call: ast.Call) -> bool:
    first = call.args[0] if call.args else None
    return isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value.startswith("/")


def _python_spans(code: str) -> list[tuple[int, int]]:
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    functions = {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    spans = []
    for function in functions.values():
        for decorator in function.decorator_list:
            if (isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute)
                    and decorator.func.attr in _VERBS and _path_argument(decorator)):  # fmt: skip
                spans.append((function.lineno, function.end_lineno or function.lineno))
            hook = decorator.func if isinstance(decorator, ast.Call) else decorator
            if isinstance(hook, ast.Attribute) and hook.attr in _HOOKS or isinstance(hook, ast.Name) and hook.id == "middleware":
                spans.append((function.lineno, function.end_lineno or function.lineno))  # run for every request
    for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
        if isinstance(call.func, ast.Attribute) and call.func.attr in _REGISTRARS and _path_argument(call):
            for given in call.args[1:] + [k.value for k in call.keywords if k.arg in ("view_func", "handler", "endpoint")]:
                function = functions.get(given.id) if isinstance(given, ast.Name) else None
                if function is not None:
                    spans.append((function.lineno, function.end_lineno or function.lineno))
    return spans


def closing(code: str, start: int) -> int:
    """The offset of the bracket closing the one at `start` (`(`, `{` or `[`; strings and template
    literals skipped), or the end."""
    opening = code[start] if start < len(code) else "("
    shut = {"(": ")", "{": "}", "[": "]"}.get(opening, ")")
    depth, index, quote = 0, start, None
    while index < len(code):
        char = code[index]
        if quote:
            if char == "\\":
                index += 1
            elif char == quote:
                quote = None
        elif char in "'\"`":
            quote = char
        elif char == opening:
            depth += 1
        elif char == shut:
            depth -= 1
            if depth == 0:
                return index
        index += 1
    return len(code)


def _js_spans(code: str) -> list[tuple[int, int]]:
    spans = []
    for match in [*_JS_HANDLER.finditer(code), *_JS_HOOK.finditer(code)]:
        opening = code.index("(", match.start(1))
        end = closing(code, opening)
        spans.append((code.count("\n", 0, match.start()) + 1, code.count("\n", 0, end) + 1))
    return spans


def handler_spans(parsed: ParsedFile) -> list[tuple[int, int]]:
    """(first line, last line) of each HTTP handler the module defines."""
    return _python_spans(parsed.code) if parsed.language == "python" else _js_spans(parsed.code)
