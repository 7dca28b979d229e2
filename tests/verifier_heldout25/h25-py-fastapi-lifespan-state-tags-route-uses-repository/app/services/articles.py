import re
import secrets

from ..models import Article, User
from ..repositories import ArticleRepository
from .errors import NotFound, ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    async def list(self, tag=None, author=None, limit=20, offset=0):
        return await self.articles.page(tag, author, limit, offset)

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    async def create(self, author: User, data: dict) -> Article:
        missing = [k for k in ("title", "description", "body") if not data.get(k)]
        if missing:
            raise ServiceError(f"missing: {', '.join(missing)}")
        slug = f"{re.sub(r'[^a-z0-9]+', '-', data['title'].lower()).strip('-')}-{secrets.token_hex(3)}"
        article = Article(
            slug=slug, title=data["title"], description=data["description"], body=data["body"], author_id=author.id
        )
        return await self.articles.create(article, data.get("tagList") or [])
