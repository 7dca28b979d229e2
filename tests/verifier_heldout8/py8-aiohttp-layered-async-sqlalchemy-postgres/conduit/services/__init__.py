from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.services.articles import ArticleService
from conduit.services.users import UserService


@dataclass
class Services:
    """Entry point of the service layer: one unit of work (session) per call of `scope()`."""

    sessions: async_sessionmaker[AsyncSession]

    def scope(self) -> "Scope":
        return Scope(self.sessions())


class Scope:
    def __init__(self, session: AsyncSession):
        self._session = session
        self.users = UserService(session)
        self.articles = ArticleService(session, self.users)

    async def __aenter__(self) -> "Scope":
        return self

    async def __aexit__(self, *exc) -> None:
        await self._session.close()
