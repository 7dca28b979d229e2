import re

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def list(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return self.articles.latest(limit, offset)

    def create(self, author_id: int, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.articles.add(Article(slug=slug, title=title, description=description, body=body, author_id=author_id))
