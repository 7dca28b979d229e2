import asyncpg

from app.entities import Comment

_SELECT = """
SELECT c.id, c.body, c.created_at, c.updated_at, u.username, u.bio, u.image
FROM comments c JOIN users u ON u.id = c.author_id
"""


def _to_entity(row: asyncpg.Record) -> Comment:
    return Comment(id=row["id"], body=row["body"], created_at=row["created_at"], updated_at=row["updated_at"],
                   author_username=row["username"], author_bio=row["bio"], author_image=row["image"])


class CommentRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def article_id(self, slug: str) -> int | None:
        return await self.pool.fetchval("SELECT id FROM articles WHERE slug = $1", slug)

    async def for_article(self, article_id: int) -> list[Comment]:
        rows = await self.pool.fetch(_SELECT + " WHERE c.article_id = $1 ORDER BY c.id", article_id)
        return [_to_entity(r) for r in rows]

    async def add(self, article_id: int, author_id: int, body: str) -> Comment:
        new_id = await self.pool.fetchval(
            "INSERT INTO comments (article_id, author_id, body) VALUES ($1, $2, $3) RETURNING id",
            article_id, author_id, body)
        row = await self.pool.fetchrow(_SELECT + " WHERE c.id = $1", new_id)
        return _to_entity(row)

    async def author_of(self, comment_id: int) -> int | None:
        return await self.pool.fetchval("SELECT author_id FROM comments WHERE id = $1", comment_id)

    async def delete(self, comment_id: int) -> None:
        await self.pool.execute("DELETE FROM comments WHERE id = $1", comment_id)
