from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from ..db import get_session
from ..repositories.articles import ArticlesRepository
from ..repositories.users import UsersRepository
from ..services.articles import ArticlesService
from ..services.exceptions import Unauthorized
from ..services.users import UsersService


def users_service(session: Session = Depends(get_session)) -> UsersService:
    return UsersService(UsersRepository(session))


def articles_service(session: Session = Depends(get_session)) -> ArticlesService:
    return ArticlesService(ArticlesRepository(session), UsersService(UsersRepository(session)))


def optional_user(authorization: str | None = Header(None), users: UsersService = Depends(users_service)):
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        return users.authenticate_token(authorization.removeprefix("Token "))
    except Unauthorized:
        raise HTTPException(401, "invalid token")


def required_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(401, "missing token")
    return user
