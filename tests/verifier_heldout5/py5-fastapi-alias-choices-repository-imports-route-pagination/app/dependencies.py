from collections.abc import Iterator

from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import SessionFactory
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


def session() -> Iterator[Session]:
    with SessionFactory() as s:
        yield s


def article_service(s: Session = Depends(session)) -> ArticleService:
    return ArticleService(ArticleRepository(s))
