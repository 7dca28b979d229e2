import re

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    async def publish(self, author: User, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.articles.add(Article(slug=slug, title=title, description=description, body=body,
                                               author_id=author.id))

    async def get(self, slug: str) -> Article | None:
        return await self.articles.by_slug(slug)

    async def latest(self, limit: int, offset: int) -> tuple[list[Article], int]:
        return await self.articles.page(limit, offset), await self.articles.count()

    async def favorite(self, user: User, slug: str, on: bool) -> Article | None:
        article = await self.articles.by_slug(slug)
        if article is not None:
            await self.articles.set_favorite(article.id, user.id, on)
        return article

    async def favorites_count(self, article: Article) -> int:
        return await self.articles.favorites(article.id)
