import re
import secrets

from conduit.models import Article, User
from conduit.repositories import ArticleRepository, UserRepository
from conduit.services.errors import ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    async def view(self, article: Article, viewer: User | None) -> dict:
        return {
            "article": article,
            "favorited": bool(viewer) and await self.articles.is_favorite(article.id, viewer.id),
            "favorites": await self.articles.favorites(article.id),
            "following": bool(viewer) and await self.users.is_following(viewer.id, article.author_id),
        }

    async def create(self, author: User, data: dict) -> dict:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
        article = await self.articles.add(author.id, slug, data["title"], data["description"], data["body"],
                                          sorted(set(data.get("tagList") or [])))
        return await self.view(article, author)

    async def get(self, slug: str, viewer: User | None) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        return await self.view(article, viewer)

    async def favorite(self, slug: str, viewer: User, on: bool) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        await self.articles.set_favorite(article.id, viewer.id, on)
        return await self.view(article, viewer)

    async def list(self, viewer: User | None, tag=None, author=None, limit=20, offset=0):
        rows, total = await self.articles.page(tag, author, limit, offset)
        return [await self.view(a, viewer) for a in rows], total

    async def tags(self) -> list[str]:
        return await self.articles.tag_names()
