from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()

    def get(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def recent(self, limit: int, offset: int):
        return self.articles.recent(limit, offset)
