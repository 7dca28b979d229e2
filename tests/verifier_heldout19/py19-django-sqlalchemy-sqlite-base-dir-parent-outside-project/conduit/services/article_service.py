from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository=None):
        self.repository = repository or ArticleRepository()

    def get(self, slug):
        article = self.repository.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, limit=20, offset=0):
        return self.repository.page(limit, offset)
