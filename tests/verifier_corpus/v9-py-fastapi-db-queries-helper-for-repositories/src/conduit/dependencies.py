from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db.session import get_session
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))
