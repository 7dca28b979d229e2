import re
import uuid

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, session):
        self.articles = ArticleRepository(session)

    async def create(self, author_id: int, data: dict) -> Article:
        base = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        slug = f"{base}-{uuid.uuid4().hex[:6]}"
        article = Article(slug=slug, title=data["title"], description=data.get("description", ""),
                          body=data["body"], author_id=author_id)
        return await self.articles.add(article)
