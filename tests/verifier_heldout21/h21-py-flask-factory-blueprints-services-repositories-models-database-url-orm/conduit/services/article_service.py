import re

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None) -> None:
        self.repository = repository or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.repository.get_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def list(self, tag=None, limit=20, offset=0):
        return self.repository.list(tag, limit, offset)

    def create(self, author_id: int, data: dict) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author_id=author_id)
        return self.repository.add(article)

    def tags(self) -> list[str]:
        return self.repository.all_tag_names()
