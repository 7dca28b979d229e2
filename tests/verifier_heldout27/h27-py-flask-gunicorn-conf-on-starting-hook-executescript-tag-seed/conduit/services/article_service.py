from ..repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None) -> None:
        self.articles = articles or ArticleRepository()

    def list(self, *, tag: str | None, limit: int, offset: int):
        return self.articles.page(tag=tag, limit=limit, offset=offset)

    def get(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
