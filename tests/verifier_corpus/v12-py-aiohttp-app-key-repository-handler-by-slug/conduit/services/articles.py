import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    @staticmethod
    def slugify(title: str) -> str:
        return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def create(self, author: str, title: str, description: str, body: str) -> Article:
        article = Article(slug=self.slugify(title), title=title, description=description, body=body, author=author)
        return await self.articles.add(article)
