from fastapi import Depends
from sqlalchemy.orm import Session

from src.core.database import get_db
from src.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, db: Session = Depends(get_db)):
        self.repo = ArticleRepository(db)

    def favorite(self, user_id: int, slug: str):
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        self.repo.add_favorite(user_id, article)
        return article
