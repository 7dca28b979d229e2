import re
import secrets

from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository
from conduit.services.errors import ServiceError


class ArticleService:
    def __init__(self, session: AsyncSession, users):
        self.repo = ArticleRepository(session)
        self.users = users

    async def to_json(self, a: Article, viewer: User | None) -> dict:
        return {
            "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags),
            "createdAt": a.created_at.isoformat().replace("+00:00", "Z"),
            "updatedAt": a.updated_at.isoformat().replace("+00:00", "Z"),
            "favorited": viewer is not None and await self.repo.is_favorite(a.id, viewer.id),
            "favoritesCount": await self.repo.favorites_count(a.id),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": await self.users.following(viewer, a.author_id)},
        }

    async def listing(self, viewer, **filters):
        rows, total = await self.repo.page(**filters)
        return [await self.to_json(a, viewer) for a in rows], total

    async def get(self, slug: str) -> Article:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        return article

    async def create(self, author: User, data: dict) -> Article:
        title = (data.get("title") or "").strip()
        if not title:
            raise ServiceError(422, "title", "can't be blank")
        slug = f"{re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')}-{secrets.token_hex(3)}"
        article = Article(slug=slug, title=title, description=data.get("description", ""),
                          body=data.get("body", ""), author_id=author.id)
        return await self.repo.add(article, data.get("tagList") or [])

    async def delete(self, slug: str, user: User) -> None:
        article = await self.get(slug)
        if article.author_id != user.id:
            raise ServiceError(403, "article", "forbidden")
        await self.repo.remove(article)

    async def favorite(self, slug: str, user: User, on: bool) -> Article:
        article = await self.get(slug)
        await self.repo.set_favorite(article.id, user.id, on)
        return article

    async def tags(self) -> list[str]:
        return await self.repo.tag_names()
