import re

from conduit.models.article import Article
from conduit.repositories.article_repository import ArticleRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def create(self, author_id: int, slug: str, data: dict) -> Article:
        return await self.repo.insert(slug, data["title"], data.get("description", ""),
                                      data["body"], author_id)
