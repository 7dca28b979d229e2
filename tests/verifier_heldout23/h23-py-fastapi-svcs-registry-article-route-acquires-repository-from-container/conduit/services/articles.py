import re

from ..models import Article, User
from ..repositories.articles import ArticleRepository
from .serialize import article_view


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def feed_page(self, limit: int, offset: int) -> dict:
        rows, total = await self.repo.latest(limit, offset)
        return {"articles": [article_view(a) for a in rows], "articlesCount": total}

    async def publish(self, author: User, data: dict) -> dict:
        missing = [k for k in ("title", "description", "body") if not data.get(k)]
        if missing:
            raise ValueError(f"missing fields: {', '.join(missing)}")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = await self.repo.add(Article(slug=slug, title=data["title"], description=data["description"],
                                              body=data["body"], author_id=author.id))
        return article_view(await self.repo.get_by_slug(article.slug))
