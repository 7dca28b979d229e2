"""FastAPI providers: build repositories and services per request."""
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from .core.config import settings
from .core.database import get_session
from .repositories.article_repository import ArticleRepository
from .services.article_service import ArticleService


def get_article_repository(session: Session = Depends(get_session)) -> ArticleRepository:
    return ArticleRepository(session)


def get_article_service(repository: ArticleRepository = Depends(get_article_repository)) -> ArticleService:
    return ArticleService(repository)


def current_user_id(authorization: str = Header(default="")) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), settings.jwt_secret, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="unauthorized")
