"""Règles métier des articles — création, lecture 📚"""
import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def to_json(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat() if article.created_at else None,
    }


class ArticleService:
    def __init__(self, repo: ArticleRepository) -> None:
        self._repo = repo

    async def get(self, slug: str) -> dict | None:
        article = await self._repo.get_by_slug(slug)
        return to_json(article) if article else None

    async def create(self, data: dict) -> dict:
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data.get("description", ""),
            body=data["body"],
        )
        return to_json(await self._repo.add(article))
