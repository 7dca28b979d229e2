import re

from conduit.models import Article
from conduit.repositories import ArticleRepository


class Forbidden(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def create(self, author: str, data: dict) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        return await self.repo.add(Article(slug=slug, title=data["title"], author=author,
                                           description=data["description"], body=data["body"]))

    async def delete(self, author: str, slug: str) -> bool:
        article = await self.repo.find_by_slug(slug)
        if article is None:
            return False
        if article.author != author:
            raise Forbidden(slug)
        await self.repo.remove(slug)
        return True
