import re
import uuid

from conduit.models.article import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug):
        return await self.repo.by_slug(slug)

    async def create(self, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        return await self.repo.add(Article(slug, data["title"], data["description"], data["body"]))
