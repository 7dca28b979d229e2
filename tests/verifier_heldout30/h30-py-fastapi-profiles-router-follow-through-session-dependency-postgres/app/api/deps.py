from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db.session import get_db
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.auth_service import AuthService


def get_auth_service(db: Session = Depends(get_db)) -> AuthService:
    return AuthService(UserRepository(db))


def get_article_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


def get_optional_user(authorization: str | None = Header(None), auth: AuthService = Depends(get_auth_service)):
    if not authorization or not authorization.startswith("Token "):
        return None
    return auth.user_from_token(authorization[6:])


def get_current_user(user=Depends(get_optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail={"errors": {"token": ["missing"]}})
    return user
