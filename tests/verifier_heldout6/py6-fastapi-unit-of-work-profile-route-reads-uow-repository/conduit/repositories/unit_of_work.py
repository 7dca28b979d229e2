from conduit.db import session_factory
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository


class UnitOfWork:
    """One session, one transaction, the repositories bound to it."""

    async def __aenter__(self) -> "UnitOfWork":
        self.session = session_factory()
        self.users = UserRepository(self.session)
        self.articles = ArticleRepository(self.session)
        return self

    async def __aexit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            await self.session.commit()
        else:
            await self.session.rollback()
        await self.session.close()


def get_uow() -> UnitOfWork:
    return UnitOfWork()
