from app.repositories.articles import ArticleRepository
from app.services.errors import NotFoundError


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFoundError(slug)
        return self._to_dict(article)

    def list(self, limit: int = 20, offset: int = 0) -> dict:
        items = [self._to_dict(a) for a in self.articles.recent(limit, offset)]
        return {"articles": items, "articlesCount": len(items)}

    @staticmethod
    def _to_dict(article) -> dict:
        return {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "createdAt": article.created_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
        }
