import re

from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def create(self, author_id: int, title: str, description: str, body: str) -> Article:
        return self.repo.add(Article(slug=slugify(title), title=title, description=description, body=body,
                                     author_id=author_id))

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
