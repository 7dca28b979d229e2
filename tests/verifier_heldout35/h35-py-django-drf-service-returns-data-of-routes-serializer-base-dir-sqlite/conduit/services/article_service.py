from conduit.repositories.article_repository import ArticleRepository
from conduit.routes.serializers import ArticleSerializer


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    def get(self, slug: str) -> dict:
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return ArticleSerializer(article).data

    def page(self, limit: int, offset: int) -> dict:
        items, count = self.repo.page(limit, offset)
        return {"articles": ArticleSerializer(items, many=True).data, "articlesCount": count}
