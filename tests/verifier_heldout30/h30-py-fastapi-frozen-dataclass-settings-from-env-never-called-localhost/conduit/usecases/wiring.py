from fastapi import Depends, Header
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.database import get_session
from conduit.repositories.users import UserRepository
from conduit.usecases.accounts import Accounts
from conduit.usecases.errors import UseCaseError
from conduit.usecases.publishing import Publishing


def accounts(session: AsyncSession = Depends(get_session)) -> Accounts:
    return Accounts(UserRepository(session))


def publishing(session: AsyncSession = Depends(get_session)) -> Publishing:
    return Publishing(ArticleRepository(session))


async def viewer(authorization: str | None = Header(None), acc: Accounts = Depends(accounts)) -> User | None:
    token = authorization[6:] if authorization and authorization.startswith("Token ") else None
    return await acc.identify(token)


async def signed_in(user: User | None = Depends(viewer)) -> User:
    if user is None:
        raise UseCaseError(401, "authentication required")
    return user
