from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, session: Session):
        self.articles = ArticleRepository(session)

    def get(self, slug: str, viewer_id: int | None) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        favorited, count = self.articles.favorite_stats(article, viewer_id)
        return {
            "slug": article.slug,
            "title": article.title,
            "body": article.body,
            "favorited": favorited,
            "favoritesCount": count,
        }
