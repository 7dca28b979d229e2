from sqlalchemy import delete, select

from conduit.db import Session
from conduit.models import Comment


class CommentRepository:
    async def for_article(self, slug: str) -> list[Comment]:
        async with Session() as s:
            rows = await s.scalars(select(Comment).where(Comment.article_slug == slug)
                                   .order_by(Comment.created_at.desc()))
            return list(rows.unique())

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        async with Session() as s:
            comment = Comment(article_slug=slug, author_id=author_id, body=body)
            s.add(comment)
            await s.commit()
            return await s.scalar(select(Comment).where(Comment.id == comment.id))

    async def remove(self, comment_id: int, author_id: int) -> int:
        async with Session() as s:
            result = await s.execute(delete(Comment).where(Comment.id == comment_id,
                                                           Comment.author_id == author_id))
            await s.commit()
            return result.rowcount
