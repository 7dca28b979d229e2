import re
import secrets

from conduit.repositories.articles import ArticleRepository
from conduit.services import ServiceError


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def list(self, **filters):
        return await self.repo.page(**filters)

    async def get(self, slug: str):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article not found")
        return article

    async def create(self, author, data: dict):
        for field in ("title", "description", "body"):
            if not data.get(field):
                raise ServiceError(422, f"{field} can't be blank")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
        return await self.repo.create(
            author.id, data.get("tagList", []),
            slug=slug, title=data["title"], description=data["description"], body=data["body"],
        )

    async def tags(self):
        return await self.repo.tag_names()
