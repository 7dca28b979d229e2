from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def get(self, slug: str):
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, tag: str | None, limit: int, offset: int):
        return self.repository.list(tag, limit, offset)
