import re

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None) -> None:
        self.repository = repository or ArticleRepository()

    async def feed(self, limit: int, offset: int) -> tuple[list[Article], int]:
        return await self.repository.page(limit, offset)

    async def get(self, slug: str) -> Article | None:
        return await self.repository.by_slug(slug)

    async def publish(self, author: User, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.repository.create(slug=slug, title=title, description=description, body=body, author=author)
