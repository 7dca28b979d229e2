"""Comments live in a small key/value store next to the app.

They are only ever read per article, so a shelf keyed by article slug is
simpler than another relational table.
"""
import itertools
import shelve
import threading
from datetime import datetime, timezone
from pathlib import Path

_PATH = str(Path(__file__).resolve().parent.parent / "data" / "comments")
_lock = threading.Lock()


def _next_id(shelf) -> int:
    current = shelf.get("__seq__", 0) + 1
    shelf["__seq__"] = current
    return current


def add(slug: str, author: str, body: str) -> dict:
    now = datetime.now(timezone.utc).isoformat()
    with _lock, shelve.open(_PATH) as shelf:
        comment = {"id": _next_id(shelf), "body": body, "author": author, "createdAt": now, "updatedAt": now}
        shelf[slug] = [*shelf.get(slug, []), comment]
        return comment


def list_for(slug: str) -> list[dict]:
    with _lock, shelve.open(_PATH) as shelf:
        return list(shelf.get(slug, []))


def delete(slug: str, comment_id: int) -> bool:
    with _lock, shelve.open(_PATH) as shelf:
        before = shelf.get(slug, [])
        after = [c for c in before if c["id"] != comment_id]
        shelf[slug] = after
        return len(after) != len(before)


def all_ids() -> list[int]:
    with _lock, shelve.open(_PATH) as shelf:
        return list(itertools.chain.from_iterable(
            (c["id"] for c in v) for k, v in shelf.items() if k != "__seq__"))
