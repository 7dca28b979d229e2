import re

from conduit.models.article import Article
from conduit.models.user import User
from conduit.repositories.article_repository import SqlArticleRepository
from conduit.repositories.user_repository import SqlUserRepository
from conduit.services.errors import ServiceError


class ArticleService:
    def __init__(self, articles: SqlArticleRepository, users: SqlUserRepository) -> None:
        self.articles = articles
        self.users = users

    async def _view(self, article: Article, viewer: User | None) -> dict:
        favorited = viewer is not None and await self.articles.is_favorited(viewer.id, article.id)
        following = viewer is not None and await self.users.is_following(viewer.id, article.author_id)
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": await self.articles.favorites_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": following},
        }

    async def list(self, viewer, **filters):
        rows, total = await self.articles.search(**filters)
        return [await self._view(a, viewer) for a in rows], total

    async def feed(self, viewer: User, limit: int, offset: int):
        rows, total = await self.articles.feed(viewer.id, limit=limit, offset=offset)
        return [await self._view(a, viewer) for a in rows], total

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> dict:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if await self.articles.by_slug(slug):
            raise ServiceError(422, "title", "must be unique")
        article = await self.articles.create(author, slug, title, description, body, tags)
        return await self._view(article, author)

    async def favorite(self, viewer: User, slug: str) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        await self.articles.set_favorite(viewer.id, article.id, True)
        return await self._view(article, viewer)

    async def tags(self) -> list[str]:
        return await self.articles.tag_names()
