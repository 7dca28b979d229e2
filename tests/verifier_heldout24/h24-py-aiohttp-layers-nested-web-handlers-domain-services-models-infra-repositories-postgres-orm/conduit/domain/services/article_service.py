import re
import uuid

from conduit.domain.models import Article
from conduit.infra.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def list(self, **filters):
        return await self.repo.list(**filters)

    async def feed(self, user_id, limit, offset):
        return await self.repo.feed(user_id, limit, offset)

    async def tags(self):
        return await self.repo.tag_names()

    async def create(self, author_id, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"], author_id=author_id)
        return await self.repo.add(article, data.get("tagList") or [])
