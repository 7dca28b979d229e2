import re
import secrets

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    @staticmethod
    def _slug(title: str) -> str:
        return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(3)

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        article = Article(slug=self._slug(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = await self.repo.tags_by_name(sorted(set(tags)))
        return await self.repo.add(article)

    async def get(self, slug: str) -> Article:
        article = await self.repo.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, **filters):
        return await self.repo.list(**filters)

    async def tags(self) -> list[str]:
        return await self.repo.all_tags()
