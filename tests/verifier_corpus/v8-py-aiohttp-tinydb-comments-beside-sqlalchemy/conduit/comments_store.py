from datetime import datetime, timezone
from pathlib import Path

from tinydb import Query, TinyDB

_db = TinyDB(Path(__file__).resolve().parent.parent / "data" / "comments.json")
_comments = _db.table("comments")


def add_comment(slug: str, author: str, body: str) -> dict:
    now = datetime.now(timezone.utc).isoformat()
    doc = {"slug": slug, "author": author, "body": body, "createdAt": now, "updatedAt": now}
    doc_id = _comments.insert(doc)
    return {"id": doc_id, **doc}


def comments_for(slug: str) -> list[dict]:
    return [{"id": d.doc_id, **d} for d in _comments.search(Query().slug == slug)]


def delete_comment(comment_id: int) -> None:
    _comments.remove(doc_ids=[comment_id])
