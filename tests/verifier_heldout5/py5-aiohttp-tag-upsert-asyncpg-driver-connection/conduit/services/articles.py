import re

from conduit.database import sessions
from conduit.models import Article
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.tags import TagRepository


class ArticleService:
    async def create(self, author_id: int, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        async with sessions() as session:
            tags = await TagRepository(session).ensure(sorted(set(tag_list)))
            slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
            article = Article(slug=slug, title=title, description=description, body=body,
                              author_id=author_id, tags=tags)
            return await ArticleRepository(session).add(article)

    async def tag_names(self) -> list[str]:
        async with sessions() as session:
            return await TagRepository(session).names()
