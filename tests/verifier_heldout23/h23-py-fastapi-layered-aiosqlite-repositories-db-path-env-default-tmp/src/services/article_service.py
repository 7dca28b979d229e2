import re

from ..models import Article, ArticleCreate, User
from ..repositories.article_repository import ArticleRepository
from .errors import ServiceError
from .user_service import UserService


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None, users: UserService | None = None):
        self.repo = repo or ArticleRepository()
        self.users = users or UserService()

    async def present(self, article: Article) -> dict:
        author = await self.users.by_id(article.author_id)
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": article.tags, "createdAt": article.created_at,
                "updatedAt": article.updated_at, "favorited": False, "favoritesCount": 0,
                "author": {"username": author.username, "bio": author.bio, "image": author.image,
                           "following": False}}

    async def list(self, limit: int, offset: int) -> dict:
        rows, total = await self.repo.page(limit, offset)
        return {"articles": [await self.present(a) for a in rows], "articlesCount": total}

    async def create(self, author: User, data: ArticleCreate) -> dict:
        slug = re.sub(r"[^a-z0-9]+", "-", data.title.lower()).strip("-")
        if await self.repo.by_slug(slug):
            raise ServiceError("article with this title already exists")
        article = await self.repo.create(slug, data.title, data.description, data.body, author.id,
                                         list(dict.fromkeys(data.tagList)))
        return await self.present(article)

    async def get(self, slug: str) -> dict:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ServiceError("article not found", 404)
        return await self.present(article)

    async def tags(self) -> list[str]:
        return await self.repo.tag_names()
