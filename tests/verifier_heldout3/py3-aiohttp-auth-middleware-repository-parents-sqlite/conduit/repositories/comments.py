from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Comment


class CommentRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self.sessions = sessions

    async def for_article(self, slug: str) -> list[Comment]:
        async with self.sessions() as s:
            return list(await s.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))

    async def insert(self, comment: Comment) -> Comment:
        async with self.sessions() as s:
            s.add(comment)
            await s.commit()
            return comment
