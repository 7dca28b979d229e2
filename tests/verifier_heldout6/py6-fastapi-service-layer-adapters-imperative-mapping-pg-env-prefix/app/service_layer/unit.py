from contextlib import asynccontextmanager
from typing import AsyncIterator

from app.adapters.orm.engine import SessionFactory
from app.adapters.repository.articles import ArticleRepository
from app.adapters.repository.users import UserRepository


class Repositories:
    def __init__(self, session) -> None:
        self.users = UserRepository(session)
        self.articles = ArticleRepository(session)


@asynccontextmanager
async def transaction() -> AsyncIterator[Repositories]:
    async with SessionFactory() as session:
        async with session.begin():
            yield Repositories(session)
