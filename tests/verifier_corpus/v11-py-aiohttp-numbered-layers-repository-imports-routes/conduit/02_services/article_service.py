import importlib
import re

repositories = importlib.import_module("conduit.03_repositories.article_repository")


class NotFound(Exception):
    pass


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or repositories.ArticleRepository()

    async def get(self, slug: str):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def feed(self, limit: int = 20, offset: int = 0):
        return await self.repo.latest(limit, offset)

    async def create(self, title: str, description: str, body: str):
        return await self.repo.add(slug=slugify(title), title=title, description=description, body=body)
