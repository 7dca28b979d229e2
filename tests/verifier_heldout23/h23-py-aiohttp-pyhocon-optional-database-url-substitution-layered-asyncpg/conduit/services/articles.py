import re

from ..models import ArticleRecord, UserRecord
from ..repositories.articles import ArticleRepository
from .errors import NotFound, ServiceError
from .users import UserService


class ArticleService:
    def __init__(self, repo: ArticleRepository, users: UserService):
        self.repo = repo
        self.users = users

    async def _json(self, a: ArticleRecord) -> dict:
        author = await self.users.profile_of(a.author_id)
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": sorted(a.tags), "createdAt": a.created_at.isoformat(),
                "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
                "author": author.as_dict()}

    async def list(self, tag, limit, offset) -> dict:
        rows, total = await self.repo.page(tag, limit, offset)
        return {"articles": [await self._json(a) for a in rows], "articlesCount": total}

    async def get(self, slug: str) -> dict:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return await self._json(article)

    async def create(self, author: UserRecord, data: dict) -> dict:
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise ServiceError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = await self.repo.insert(slug, data["title"], data["description"], data["body"],
                                         sorted(set(data.get("tagList") or [])), author.id)
        return await self._json(article)

    async def tags(self) -> list[str]:
        return await self.repo.all_tags()
