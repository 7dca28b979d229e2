import re

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository


class Publishing:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    async def latest(self, limit: int, offset: int):
        return await self.articles.latest(limit, offset)

    async def feed(self, viewer: User, limit: int, offset: int):
        return await self.articles.feed(viewer.id, limit, offset)

    async def publish(self, author: User, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.articles.add(Article(slug=slug, title=title, description=description, body=body,
                                               author=author))
