from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def get(self, slug: str):
        article = self.repository.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, author=None, limit=20, offset=0):
        return self.repository.list(author=author, limit=limit, offset=offset)
