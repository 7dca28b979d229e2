"""Relations kept in a key-value store or a cache beside the database: used code that writes the
follow or favorite relation into Redis (`redis.sadd("following:" + id, …)`), an in-process
cache (aiocache's SimpleMemoryCache, Django's cache, cachetools, node-cache) or a module-level
container (`const follows = new Map()`, `_favorites = defaultdict(set)`) while no table or model
of the project holds that relation. The store is then where the relation lives, a second
store beside the required database (in memory, it is also lost at each restart). A cache in front
of a table that holds the relation is only a cache and is not counted."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.evidence import short
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_STORES = {
    "python": ("redis", "aioredis", "aiocache", "cachetools", "django.core.cache", "pymemcache", "cachelib", "expiringdict"),
    "node": ("redis", "ioredis", "@redis/client", "node-cache", "lru-cache", "memory-cache", "cache-manager", "keyv"),
}
# a write into the store: Redis commands and the caches' set/add/put
_WRITE = re.compile(r"\.\s*(?:sadd|srem|hset|hsetnx|hmset|zadd|lpush|rpush|set|setex|add|put|set_many|mset|push|append|setdefault)\s*\(|\]\s*=(?!=)")
# a module-level container: the process's memory is the store
_MEMORY = re.compile(
    r"""^(?:export\s+)?(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?=\s*"""
    r"""(?:new\s+(?:Map|Set)\b|\{\s*\}|\[\s*\]|dict\(\s*\)|set\(\s*\)|(?:collections\.)?defaultdict\()""",
    re.MULTILINE,
)
_RELATIONS = {"follow": r"follow", "favorite": r"favou?rit"}
# Keyv (or cache-manager) over a SQL database keeps the relation in that database, not beside it
_SQL_BACKED = re.compile(
    r"""@keyv/(?:sqlite|postgres|mysql)|\bnew\s+Keyv\(\s*(?:\{[^}]*\buri\s*:\s*)?['"`](?:sqlite|postgres(?:ql)?|mysql)://"""
    r"""|\bnew\s+\w*Keyv\w*\(\s*\{[^}]*\bstore\s*:\s*new\s+Keyv(?:Sqlite|Postgres|Mysql)\b"""
)


def _has_table(project: Project, word: str) -> bool:
    """A table, model or association of the project that holds the relation."""
    pattern = re.compile(
        rf"create\s+table\s+(?:if\s+not\s+exists\s+)?[\"'`]?\w*{word}"
        rf"|__tablename__\s*=\s*['\"]\w*{word}|\b(?:db\.)?Table\(\s*['\"]\w*{word}"
        rf"|\bclass\s+\w*{word}\w*\s*\(|\bdefine\(\s*['\"`]\w*{word}|\bextends\s+Model\b[^\n]*\n?[^\n]*{word}"
        rf"|\b\w*{word}\w*\s*=\s*(?:models\.)?ManyToManyField\(|\bthrough\s*:\s*['\"`]?\w*{word}|^\s*model\s+\w*{word}",
        re.IGNORECASE,
    )
    return any(pattern.search(text) for path, text in project.texts.items() if not path.endswith((".md", ".txt")))


# the expression a write is called on: `redis.multi()`, `_follows[user_id]`, `setOf(follows, id)`
_RECEIVER = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)(?:\s*\[[^\]\n]*\]|\s*\([^()\n]*\)|\s*\.\s*[\w$]+\s*\([^()\n]*\)|\s*\.\s*[\w$]+)*\s*$")


def _store_handles(parsed, stores: tuple[str, ...]) -> set[str]:
    """Names that hold the store: what the file imports from it (`cache` of django.core.cache,
    `Redis`) and what it assigns by calling one of those (`_graph = SimpleMemoryCache(…)`,
    `const redis = new Redis(…)`, `const client = createClient(…)`)."""
    names = {name for name, (_, spec, _) in parsed.bindings.items()
             if any(spec == s or spec.startswith((s + ".", s + "/")) for s in stores)}  # fmt: skip
    for _ in range(2):
        for match in re.finditer(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?=\s*(?:await\s+)?(?:new\s+)?([A-Za-z_$][\w$]*)[\w$.]*\s*\(", parsed.code):
            if match.group(2) in names:
                names.add(match.group(1))
    return names


def relation_stores(project: Project, result: "Scan") -> None:
    """Add each used module that writes a relation no table holds into a key-value store or cache."""
    for path in result.code:
        parsed = project.parsed.get(path)
        if parsed is None or path in project.test_files:
            continue
        stores = _STORES["python" if parsed.language == "python" else "node"]
        imported = [e.external for e in project.external_imports([path])
                    if e.external and any(e.external == s or e.external.startswith(s + ".") or e.external.startswith(s + "/") for s in stores)]  # fmt: skip
        if _SQL_BACKED.search(parsed.code):
            continue
        lines = parsed.code.splitlines()
        handles = _store_handles(parsed, stores) if imported else set()
        memory = {m.group(1) for m in _MEMORY.finditer(parsed.code)} - handles
        for match in _WRITE.finditer(parsed.code):
            number = parsed.code.count("\n", 0, match.start()) + 1
            receiver = _RECEIVER.search(parsed.code, 0, match.start())
            named = [w for w in re.findall(r"[A-Za-z_$][\w$]*", receiver.group(0)) if w in handles | memory] if receiver else []
            if not named:  # `ids.add(x)`: a set of the code, not the store
                continue
            store = imported[0] if named[0] in handles else f"the process's memory ({named[0]})"
            # the call and the function around it (a store's key: `following:${id}`); for a plain container,
            # its own name or the line (a cache of profiles beside a follow function is no follow store)
            context = "\n".join(lines[max(0, number - 4) : number]) if named[0] in handles else named[0] + " " + lines[number - 1]
            relation = next((name for name, word in _RELATIONS.items() if re.search(word, context, re.IGNORECASE)), None)
            if relation is None or _has_table(project, _RELATIONS[relation]) or not result.live(path, number, 0):
                continue
            result.found["key_value_store"].append({
                "file": path, "line": number, "text": short(lines[number - 1]),
                "evidence": f"the {relation} relation written to {store}, and no table of the project holds it",
            })  # fmt: skip
            break
