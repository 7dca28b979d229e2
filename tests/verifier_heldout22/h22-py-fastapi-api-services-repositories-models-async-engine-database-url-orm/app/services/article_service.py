import re
import uuid

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.services.errors import Forbidden, NotFound


def slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    async def list_articles(self, tag=None, author=None, limit=20, offset=0):
        return await self.articles.list(tag, author, limit, offset)

    async def create(self, author: User, data: dict) -> Article:
        tags = await self.articles.get_or_create_tags(data.get("tagList") or [])
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author.id,
            tags=tags,
        )
        return await self.articles.add(article)

    async def get(self, slug: str) -> Article:
        article = await self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    async def ensure_author(self, slug: str, user: User) -> Article:
        article = await self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("not the author")
        return article
