"""Abstract dependencies of the HTTP layer; conduit.main binds them to implementations."""
from typing import Annotated

from fastapi import Depends, Header

from conduit.models.user import User
from conduit.services.article_service import ArticleService
from conduit.services.errors import ServiceError
from conduit.services.user_service import UserService


def user_service() -> UserService:
    raise NotImplementedError("bound in conduit.main via app.dependency_overrides")


def article_service() -> ArticleService:
    raise NotImplementedError("bound in conduit.main via app.dependency_overrides")


Users = Annotated[UserService, Depends(user_service)]
Articles = Annotated[ArticleService, Depends(article_service)]


async def optional_user(users: Users, authorization: Annotated[str | None, Header()] = None) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return await users.from_token(authorization[6:])


async def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    if user is None:
        raise ServiceError(401, "token", "missing or invalid")
    return user


Viewer = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]
