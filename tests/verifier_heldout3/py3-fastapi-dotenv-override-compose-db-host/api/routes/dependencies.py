from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from api.db import SessionLocal
from api.models import User
from api.services.articles import ArticleService
from api.services.auth import AuthError, AuthService
from api.services.wiring import article_service, auth_service


def get_db() -> Iterator[Session]:
    with SessionLocal() as db:
        yield db


def get_auth(db: Annotated[Session, Depends(get_db)]) -> AuthService:
    return auth_service(db)


def get_articles(db: Annotated[Session, Depends(get_db)]) -> ArticleService:
    return article_service(db)


def current_user(auth: Annotated[AuthService, Depends(get_auth)],
                 authorization: Annotated[str | None, Header()] = None) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401)
    try:
        return auth.resolve(authorization[6:])
    except AuthError:
        raise HTTPException(401)
