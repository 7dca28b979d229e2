from contextlib import asynccontextmanager

from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.repositories.users import UserRepository
from conduit.services.users import UserService


def user_service_factory(sessions: async_sessionmaker):
    """Wire a UserService to a fresh session for one request."""

    @asynccontextmanager
    async def make():
        async with sessions() as session:
            yield UserService(UserRepository(session))

    return make
