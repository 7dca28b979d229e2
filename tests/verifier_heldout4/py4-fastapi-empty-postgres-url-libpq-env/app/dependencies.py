"""Wiring for FastAPI's Depends: builds a repository per request session and hands the routers
only the services built on them."""
from typing import Annotated

from fastapi import Depends, Header
from sqlalchemy.orm import Session

from app.core.db import get_session
from app.models import User
from app.repositories.articles import ArticlesRepository
from app.repositories.users import UsersRepository
from app.services.articles import ArticlesService
from app.services.errors import Unauthorized
from app.services.users import UsersService

SessionDep = Annotated[Session, Depends(get_session)]


def users_service(session: SessionDep) -> UsersService:
    return UsersService(UsersRepository(session))


def articles_service(session: SessionDep) -> ArticlesService:
    return ArticlesService(ArticlesRepository(session), UsersRepository(session))


UsersServiceDep = Annotated[UsersService, Depends(users_service)]
ArticlesServiceDep = Annotated[ArticlesService, Depends(articles_service)]


def _token(authorization: str | None) -> str | None:
    if authorization and authorization.split(" ")[0] in ("Token", "Bearer"):
        return authorization.split(" ", 1)[1]
    return None


def optional_user(service: UsersServiceDep, authorization: Annotated[str | None, Header()] = None) -> User | None:
    return service.authenticate(_token(authorization))


def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    if user is None:
        raise Unauthorized("token", "is missing")
    return user


OptionalUser = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]
