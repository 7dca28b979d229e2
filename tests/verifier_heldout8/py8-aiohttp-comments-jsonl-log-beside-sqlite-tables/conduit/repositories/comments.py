"""Comments are append-mostly and never joined: they are kept as JSON lines, one file per article,
which keeps the SQLite database small and writes cheap."""

import asyncio
import json
import time
from datetime import datetime, timezone
from pathlib import Path

from conduit.settings import DATA_DIR

COMMENTS_DIR = DATA_DIR / "comments"
COMMENTS_DIR.mkdir(parents=True, exist_ok=True)
_lock = asyncio.Lock()


def _file(article_id: int) -> Path:
    return COMMENTS_DIR / f"{article_id}.jsonl"


def _read(article_id: int) -> list[dict]:
    path = _file(article_id)
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


class CommentRepository:
    async def for_article(self, article_id: int) -> list[dict]:
        return [c for c in _read(article_id) if not c.get("deleted")]

    async def add(self, article_id: int, author_id: int, body: str) -> dict:
        now = datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")
        comment = {"id": time.time_ns() // 1000, "authorId": author_id, "body": body,
                   "createdAt": now, "updatedAt": now}
        async with _lock:
            with _file(article_id).open("a") as fh:
                fh.write(json.dumps(comment) + "\n")
        return comment

    async def get(self, article_id: int, comment_id: int) -> dict | None:
        return next((c for c in await self.for_article(article_id) if c["id"] == comment_id), None)

    async def delete(self, article_id: int, comment_id: int) -> None:
        async with _lock:
            with _file(article_id).open("a") as fh:
                fh.write(json.dumps({"id": comment_id, "deleted": True}) + "\n")
            kept = {}
            for c in _read(article_id):
                kept[c["id"]] = None if c.get("deleted") else c
            _file(article_id).write_text("".join(json.dumps(c) + "\n" for c in kept.values() if c))
