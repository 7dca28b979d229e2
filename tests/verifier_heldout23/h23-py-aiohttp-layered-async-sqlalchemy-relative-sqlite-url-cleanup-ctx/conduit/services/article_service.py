import re

from ..models import Article, User
from ..repositories.article_repository import ArticleRepository
from ..repositories.user_repository import UserRepository
from .errors import NotFound, ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    async def view(self, a: Article, viewer: User | None) -> dict:
        favorited, count = await self.articles.favorite_state(a.id, viewer.id if viewer else None)
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": sorted(a.tag_list or []), "createdAt": a.created_at.isoformat() + "Z",
                "updatedAt": a.updated_at.isoformat() + "Z", "favorited": favorited, "favoritesCount": count,
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                           "following": False}}

    async def list(self, viewer, author=None, favorited=None, limit=20, offset=0) -> dict:
        rows, total = await self.articles.page(author, favorited, limit, offset)
        return {"articles": [await self.view(a, viewer) for a in rows], "articlesCount": total}

    async def get(self, slug: str, viewer=None) -> dict:
        a = await self.articles.by_slug(slug)
        if a is None:
            raise NotFound("article not found")
        return await self.view(a, viewer)

    async def create(self, author: User, data: dict) -> dict:
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise ServiceError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        await self.articles.add(Article(slug=slug, title=data["title"], description=data["description"],
                                        body=data["body"], tag_list=data.get("tagList") or [],
                                        author_id=author.id))
        return await self.get(slug, author)

    async def favorite(self, slug: str, viewer: User, on: bool) -> dict:
        a = await self.articles.by_slug(slug)
        if a is None:
            raise NotFound("article not found")
        await self.articles.set_favorite(a.id, viewer.id, on)
        return await self.view(a, viewer)

    async def tags(self) -> list[str]:
        names: set[str] = set()
        for tag_list in await self.articles.tag_lists():
            names.update(tag_list or [])
        return sorted(names)
