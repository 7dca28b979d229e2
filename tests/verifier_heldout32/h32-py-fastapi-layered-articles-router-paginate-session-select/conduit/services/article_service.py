from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def get(self, slug: str):
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
