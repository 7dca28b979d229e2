import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.repositories.articles import ArticleRepository
from app.services.articles import ArticleService

SECRET = "conduit"


def article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


def current_user_id(authorization: str = Header(...)) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
