import re

from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository, tags: TagRepository):
        self.articles = articles
        self.tags = tags

    async def create(self, author_id: int, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        article = Article(
            slug=slug, title=title, description=description, body=body, author_id=author_id,
            tags=await self.tags.get_or_create(tag_list),
        )
        return await self.articles.add(article)

    async def feed(self, tag: str | None, limit: int, offset: int):
        return await self.articles.list(tag, limit, offset)

    async def tag_names(self) -> list[str]:
        return await self.tags.all_names()
