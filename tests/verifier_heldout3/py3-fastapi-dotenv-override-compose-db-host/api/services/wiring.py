from sqlalchemy.orm import Session

from api.repositories.articles import ArticleRepository
from api.repositories.users import UserRepository
from api.services.articles import ArticleService
from api.services.auth import AuthService


def auth_service(db: Session) -> AuthService:
    return AuthService(UserRepository(db))


def article_service(db: Session) -> ArticleService:
    return ArticleService(ArticleRepository(db))
