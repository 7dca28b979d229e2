import re
import secrets

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.services import DomainError


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(3)
        article = Article(slug=slug, title=title, description=description, body=body, author=author)
        article.tags = await self.articles.get_or_create_tags(tags)
        return await self.articles.add(article)

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise DomainError(404, "article not found")
        return article

    async def list(self, tag=None, author=None, limit=20, offset=0):
        return await self.articles.list(tag, author, limit, offset)

    async def feed(self, user: User, limit=20, offset=0):
        return await self.articles.feed(user.id, limit, offset)

    async def favorites_count(self, article: Article) -> int:
        return await self.articles.favorites_count(article.id)

    async def tags(self) -> list[str]:
        return await self.articles.tag_names()
