from django.utils.text import slugify

from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def list(self, limit=20, offset=0):
        return self.repository.list(limit, offset)

    def get(self, slug):
        article = self.repository.get(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def create(self, author_id, title, description, body):
        return self.repository.create(slug=slugify(title), title=title, description=description,
                                      body=body, author_id=author_id)
