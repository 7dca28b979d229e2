from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, session: Session):
        self.articles = ArticleRepository(session)

    def get(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
