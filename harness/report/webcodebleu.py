"""Web-CodeBLEU: a secondary, static similarity between a solution and the reference solution of its cell.

    Web-CodeBLEU = 0.2 × n-gram match + 0.2 × weighted n-gram match + 0.2 × syntax (AST) match
                 + 0.2 × data-flow match + 0.2 × KW-F1

The first four are CodeBLEU's components (the `codebleu` package, Python and JavaScript grammars).
KW-F1 is a weighted F1 over web-domain keywords found among the identifiers of candidate and reference:
a keyword is present when its words (split on snake_case and camelCase, lower-cased, a trailing plural
"s" tolerated) appear in a row inside one identifier — `status_code` is found in `statusCode` and
`response.status_code`, `auth` in `authRouter` but not in `author`. Presence is counted once per
keyword (a set, not a multiset), so a long solution does not win by repetition.

    precision = Σ w(k) over keywords in both / Σ w(k) over keywords in the candidate
    recall    = Σ w(k) over keywords in both / Σ w(k) over keywords in the reference
    KW-F1     = 2PR / (P + R); 1.0 when neither side has a keyword, 0.0 when only one side has any

Limits, honestly: it measures resemblance to one reference, not correctness (a correct solution in
another style scores low; the suite is the measure of correctness). CodeBLEU's AST and data-flow
matches are computed over the concatenation of all files as one program, so file order and splitting
matter a little (files are concatenated sorted by path, tests excluded on both sides). TypeScript is
parsed with the JavaScript grammar. KW-F1 is a vocabulary signal, easily gamed by naming and blind to
whether the named things work.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

METRIC_VERSION = "1"

# The tiers (Python-flavoured web vocabulary), used for every language.
BASE_TIERS: dict[float, tuple[str, ...]] = {
    3.0: ("route", "endpoint", "request", "response", "middleware", "handler", "app", "router"),
    2.0: ("status_code", "header", "auth", "jwt", "oauth", "cors", "session", "cookie", "token", "jsonify"),
    1.5: ("schema", "validator", "serializer", "orm", "database", "cache", "blueprint", "body", "model",
          "pydantic", "BaseModel", "Depends"),
}  # fmt: skip
# Node idioms that play the same roles, each added to the tier of the Python word it stands for:
# req/res/ctx/reply are the request and response objects of Express, Koa/Hono and Fastify (tier 1 like
# request/response); status/json/bearer/authorization/jsonwebtoken are how Node code sets codes, writes
# JSON bodies and reads tokens (tier 2 like status_code/jsonify/jwt); sequelize/DataTypes/plugin/
# register/preHandler/hook/zod/joi/ajv are the ORM, the modular-app and dependency mechanisms and the
# validators (tier 3 like orm/blueprint/Depends/pydantic).
NODE_TIERS: dict[float, tuple[str, ...]] = {
    3.0: ("req", "res", "ctx", "reply"),
    2.0: ("status", "json", "bearer", "authorization", "jsonwebtoken"),
    1.5: ("sequelize", "DataTypes", "plugin", "register", "preHandler", "hook", "zod", "joi", "ajv"),
}  # fmt: skip

LANGUAGES = ("python", "javascript")
SOURCE_SUFFIXES = {"python": (".py",), "javascript": (".js", ".mjs", ".cjs", ".ts")}
SKIPPED_PARTS = {"node_modules", "__pycache__", ".venv", "venv", ".git", "dist", "build", "coverage",
                 "tests", "test", "__tests__", "migrations"}  # fmt: skip
_TEST_FILE = re.compile(r"(^test_.*\.py$|_test\.py$|\.(test|spec)\.[cm]?[jt]s$|^conftest\.py$)")


def keyword_weights(language: str) -> dict[str, float]:
    weights = {word: weight for weight, words in BASE_TIERS.items() for word in words}
    if language == "javascript":
        weights.update({word: weight for weight, words in NODE_TIERS.items() for word in words})
    return weights


# --- identifiers and keywords -------------------------------------------------------------------------

_STRINGS_AND_COMMENTS = re.compile(
    r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|/\*[\s\S]*?\*/|//[^\n]*|#[^\n]*'
    r'|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|`(?:\\.|[^`\\])*`'
)
_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


def split_identifier(name: str) -> tuple[str, ...]:
    """snake_case and camelCase words, lower-cased: JWTAuthHandler -> (jwt, auth, handler)."""
    return tuple(w.lower() for part in re.split(r"[_$]+", name) for w in _WORD.findall(part))


def identifiers(code: str) -> set[str]:
    """Identifiers of the code, string literals and comments removed (a '#' inside JS is rare enough)."""
    return set(_IDENTIFIER.findall(_STRINGS_AND_COMMENTS.sub(" ", code)))


def _word_matches(keyword_word: str, word: str) -> bool:
    return word == keyword_word or word in (keyword_word + "s", keyword_word + "es")


def _contains(words: tuple[str, ...], keyword: tuple[str, ...]) -> bool:
    span = len(keyword)
    return any(
        all(_word_matches(k, w) for k, w in zip(keyword, words[i : i + span])) for i in range(len(words) - span + 1)
    )


def keywords_present(code: str, language: str) -> set[str]:
    split_ids = {split_identifier(name) for name in identifiers(code)}
    found = set()
    for keyword in keyword_weights(language):
        words = split_identifier(keyword)
        if any(_contains(ids, words) for ids in split_ids):
            found.add(keyword)
    return found


@dataclass(frozen=True)
class KeywordScore:
    precision: float
    recall: float
    f1: float
    candidate: tuple[str, ...]
    reference: tuple[str, ...]


def kw_f1(candidate: str, reference: str, language: str) -> KeywordScore:
    weights = keyword_weights(language)
    cand, ref = keywords_present(candidate, language), keywords_present(reference, language)
    if not cand and not ref:
        return KeywordScore(1.0, 1.0, 1.0, (), ())
    common = sum(weights[k] for k in cand & ref)
    precision = common / sum(weights[k] for k in cand) if cand else 0.0
    recall = common / sum(weights[k] for k in ref) if ref else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return KeywordScore(precision, recall, f1, tuple(sorted(cand)), tuple(sorted(ref)))


# --- sources ---------------------------------------------------------------------------------------------


def is_source(relative: str, language: str) -> bool:
    parts = Path(relative).parts
    return (
        relative.endswith(SOURCE_SUFFIXES[language])
        and not SKIPPED_PARTS.intersection(parts[:-1])
        and not _TEST_FILE.search(parts[-1])
    )


def detect_language(paths: list[str]) -> str:
    """javascript when the solution is a Node project (package.json or mostly JS files), else python."""
    if "package.json" in paths:
        return "javascript"
    js = sum(p.endswith(SOURCE_SUFFIXES["javascript"]) for p in paths)
    return "javascript" if js > sum(p.endswith(".py") for p in paths) else "python"


def directory_files(root: Path) -> dict[str, str]:
    """relative path -> text for every file under root (dependency and cache folders skipped)."""
    files = {}
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.is_file() and not {"node_modules", ".git", "__pycache__", ".venv", "venv"}.intersection(path.parts):
            try:
                files[relative] = path.read_text(errors="replace")
            except OSError:
                continue
    return files


def concatenate(files: dict[str, str], language: str) -> str:
    """The source files of the language, tests excluded, sorted by path, joined by blank lines."""
    return "\n\n".join(files[p].rstrip("\n") for p in sorted(files) if is_source(p, language)) + "\n"


_DIFF_HEADER = re.compile(r"^diff --git a/(.*) b/(.*)$")


def files_from_diff(patch: str) -> dict[str, str]:
    """The files a `git diff` against an empty tree creates (their full text, from the added lines).
    Deleted files and binary patches are left out; a file touched twice keeps its last version."""
    files: dict[str, str] = {}
    current: str | None = None
    lines: list[str] = []
    new_file = False
    in_hunk = binary = False

    def flush() -> None:
        if current is not None and not binary and (in_hunk or new_file):
            files[current] = "".join(lines)

    for line in patch.splitlines(keepends=True):
        header = _DIFF_HEADER.match(line.rstrip("\n"))
        if header:
            flush()
            current, lines, in_hunk, binary, new_file = header.group(2), [], False, False, False
            continue
        if current is None:
            continue
        if not in_hunk and line.startswith("new file mode"):
            new_file = True
        elif not in_hunk and line.startswith(("GIT binary patch", "Binary files")):
            binary = True
        elif not in_hunk and line.startswith("+++ "):
            target = line[4:].strip()
            current = None if target == "/dev/null" else target.removeprefix("b/")
        elif line.startswith("@@"):
            in_hunk = True
        elif in_hunk and line[:1] in ("+", " "):
            lines.append(line[1:])
        elif in_hunk and line.startswith("\\") and lines and lines[-1].endswith("\n"):
            lines[-1] = lines[-1][:-1]  # "\ No newline at end of file"
    flush()
    return files


# --- the metric -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WebCodeBLEU:
    ngram_match: float
    weighted_ngram_match: float
    syntax_match: float
    dataflow_match: float
    kw_f1: float

    @property
    def score(self) -> float:
        return 0.2 * (self.ngram_match + self.weighted_ngram_match + self.syntax_match + self.dataflow_match
                      + self.kw_f1)  # fmt: skip

    def to_dict(self) -> dict[str, float]:
        return {**asdict(self), "web_codebleu": self.score}


class CodeBLEUUnavailable(RuntimeError):
    pass


@lru_cache(maxsize=1)
def versions() -> dict[str, str]:
    """The packages behind the four CodeBLEU components: grammar versions move the syntax and data-flow
    matches a little (JavaScript data-flow by up to ~0.04 between tree-sitter-javascript 0.21 and 0.25),
    so reports name them and cached scores are keyed by them."""
    from importlib.metadata import PackageNotFoundError, version

    found = {}
    for name in ("codebleu", "tree-sitter", "tree-sitter-python", "tree-sitter-javascript"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "missing"
    return found


@lru_cache(maxsize=1)
def _calc():
    try:
        import logging

        from codebleu import calc_codebleu

        logging.getLogger("codebleu").setLevel(logging.ERROR)
    except ImportError as exc:  # codebleu or its grammars missing
        raise CodeBLEUUnavailable(f"the codebleu package is not installed ({exc}); pip install codebleu") from None
    return calc_codebleu


def web_codebleu(candidate: str, reference: str, language: str) -> WebCodeBLEU:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; valid: {', '.join(LANGUAGES)}")
    keywords = kw_f1(candidate, reference, language)
    if not candidate.strip() or not reference.strip():
        return WebCodeBLEU(0.0, 0.0, 0.0, 0.0, keywords.f1 if candidate.strip() or reference.strip() else 0.0)
    calc = _calc()
    try:
        with warnings.catch_warnings():  # newer tree-sitter deprecates how codebleu 0.7 loads grammars
            warnings.simplefilter("ignore", DeprecationWarning)
            parts = calc([reference], [candidate], lang=language)
    except ImportError as exc:  # the grammar package of this language is missing
        raise CodeBLEUUnavailable(f"codebleu cannot parse {language}: {exc}") from None
    return WebCodeBLEU(
        ngram_match=float(parts["ngram_match_score"]),
        weighted_ngram_match=float(parts["weighted_ngram_match_score"]),
        syntax_match=float(parts["syntax_match_score"]),
        dataflow_match=float(parts["dataflow_match_score"]),
        kw_f1=keywords.f1,
    )


def compare_directories(candidate_dir: Path, reference_dir: Path, language: str | None = None) -> tuple[WebCodeBLEU, str]:
    """Web-CodeBLEU of two solution trees; the language is detected from the reference when not given."""
    reference_files = directory_files(reference_dir)
    candidate_files = directory_files(candidate_dir)
    language = language or detect_language(list(reference_files) or list(candidate_files))
    return web_codebleu(concatenate(candidate_files, language), concatenate(reference_files, language), language), language
