import re
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


async def create_article(session: AsyncSession, author_id: int, data: dict) -> Article:
    repo = ArticleRepository(session)
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    if await repo.slug_exists(slug):
        slug = f"{slug}-{uuid.uuid4().hex[:6]}"
    return await repo.add(Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                            author_id=author_id))
