import re
import secrets

from ..models import Article, User
from ..repositories.articles import ArticleRepository
from .errors import NotFound, ServiceError


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def list(self, tag=None, author=None, limit=20, offset=0):
        rows = await self.repo.page(tag, author, limit, offset)
        return rows, await self.repo.count(tag, author)

    async def get(self, slug: str) -> Article:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    async def create(self, author: User, data: dict) -> Article:
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise ServiceError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
        article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                          author_id=author.id)
        return await self.repo.add(article, data.get("tagList") or [])
