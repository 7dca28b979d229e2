from sqlalchemy.orm import Session

from app.repositories.articles import ArticleRepository
from app.services.errors import NotFound


def _view(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
    }


class ArticleService:
    def __init__(self, session: Session) -> None:
        self.articles = ArticleRepository(session)

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return _view(article)

    def listing(self, limit: int, offset: int) -> dict:
        items = [_view(a) for a in self.articles.recent(limit, offset)]
        return {"articles": items, "articlesCount": self.articles.count()}
