from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db.session import get_session
from app.repositories.user_repository import UserRepository
from app.repositories.article_repository import ArticleRepository
from app.services.user_service import UserService
from app.services.article_service import ArticleService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


def optional_user(authorization: str | None = Header(default=None), users: UserService = Depends(user_service)):
    if authorization and authorization.startswith("Token "):
        return users.from_token(authorization[6:])
    return None


def required_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user
