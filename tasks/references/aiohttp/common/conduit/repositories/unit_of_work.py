from collections.abc import Callable
from types import TracebackType
from typing import Self

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.repositories.articles import ArticleRepository  # feature-line: articles
from conduit.repositories.comments import CommentRepository  # feature-line: comments
from conduit.repositories.tags import TagRepository  # feature-line: articles
from conduit.repositories.users import UserRepository


class UnitOfWork:
    """One transaction: repositories sharing a session, committed only if the block succeeds."""

    users: UserRepository
    articles: ArticleRepository  # feature-line: articles
    comments: CommentRepository  # feature-line: comments
    tags: TagRepository  # feature-line: articles

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def __aenter__(self) -> Self:
        self._session = self._sessions()
        self.users = UserRepository(self._session)
        self.articles = ArticleRepository(self._session)  # feature-line: articles
        self.comments = CommentRepository(self._session)  # feature-line: comments
        self.tags = TagRepository(self._session)  # feature-line: articles
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        try:
            if exc_type is None:
                await self._session.commit()
            else:
                await self._session.rollback()
        finally:
            await self._session.close()


UnitOfWorkFactory = Callable[[], UnitOfWork]
