from datetime import datetime, timezone

from tinydb import Query

from app.models.entities import Comment
from app.storage import documents

_table = documents.table("comments")


class CommentRepository:
    def for_article(self, slug: str) -> list[Comment]:
        rows = _table.search(Query().article_slug == slug)
        return [Comment(id=row.doc_id, **row) for row in rows]

    def add(self, slug: str, author: str, body: str) -> Comment:
        record = {"article_slug": slug, "author": author, "body": body,
                  "created_at": datetime.now(timezone.utc).isoformat()}
        doc_id = _table.insert(record)
        return Comment(id=doc_id, **record)

    def delete(self, comment_id: int, author: str) -> bool:
        row = _table.get(doc_id=comment_id)
        if row is None or row["author"] != author:
            return False
        _table.remove(doc_ids=[comment_id])
        return True
