import re

from conduit.models.article import Article
from conduit.models.user import User
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import Forbidden, NotFound


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self._articles = articles

    async def get(self, slug: str) -> Article:
        article = await self._articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def list(self, **filters) -> tuple[list[Article], int]:
        return await self._articles.list(**filters)

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        article = Article(slug=slugify(title), title=title, description=description, body=body, author=author)
        article.tags = await self._articles.tags_named(tags)
        return await self._articles.add(article)

    async def delete(self, user: User, slug: str) -> None:
        article = await self.get(slug)
        if article.author_id != user.id:
            raise Forbidden(slug)
        await self._articles.delete(article)

    async def tags(self) -> list[str]:
        return await self._articles.all_tag_names()
