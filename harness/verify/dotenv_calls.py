"""Whether the used code's .env loader reads the default file (`.env` in the working directory) or
only the files its calls name: `require('dotenv').config({ path: '.env.local' })`,
`load_dotenv(".env.production")`. When every loading call names a path, the default .env is not
read — a checked-in .env beside a loader pointed elsewhere (at a file that may not exist) does not
reach the server. The named files themselves are found by the data-file reading (a string that
names a .env file)."""

from __future__ import annotations

import re

# a call that loads an env file into the environment, with its argument text
_JS_CALL = re.compile(r"(?:\bdotenv|require\(\s*['\"]dotenv['\"]\s*\)|(?<![\w$.])config)\s*\.?\s*(?:config\s*)?\(([^()]*(?:\([^()]*\)[^()]*)*)\)")
_JS_DEFAULT_IMPORT = re.compile(r"""(?:import|require\()\s*['"]dotenv/config['"]""")
_PY_CALL = re.compile(r"\b(load_dotenv|read_env)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)")


def _js_names_path(arguments: str) -> bool:
    return bool(re.search(r"\bpath\s*:", arguments))


def _py_names_path(arguments: str) -> bool:
    arguments = arguments.strip()
    if not arguments or re.match(r"find_dotenv\(\s*(usecwd\s*=\s*\w+\s*)?\)", arguments):
        return False  # find_dotenv() looks for .env itself
    first = arguments.split(",")[0].strip()
    # a first positional argument (or dotenv_path= / env_file= / path=) names the file
    return not re.match(r"^\w+\s*=", first) or bool(re.match(r"^(dotenv_path|env_file|path)\s*=", first))


def only_named_files(codes: list[tuple[str, str]]) -> bool:
    """True when the code (language, text) loads env files only through calls that name them."""
    calls = []
    for language, code in codes:
        if language == "python":
            calls += [_py_names_path(m.group(2)) for m in _PY_CALL.finditer(code)]
            continue
        if _JS_DEFAULT_IMPORT.search(code):
            return False
        if re.search(r"""from\s+['"]dotenv['"]|require\(\s*['"]dotenv['"]\s*\)""", code):
            calls += [_js_names_path(m.group(1)) for m in _JS_CALL.finditer(code)]
    return bool(calls) and all(calls)
