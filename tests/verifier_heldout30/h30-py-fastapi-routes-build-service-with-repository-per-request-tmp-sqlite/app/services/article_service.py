import re

from fastapi import HTTPException

from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def list(self, limit: int, offset: int):
        return self.repo.list(limit, offset)

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if not article:
            raise HTTPException(status_code=404, detail={"errors": {"article": ["not found"]}})
        return article

    def create(self, author, title, description, body) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.repo.create(Article(slug=slug, title=title, description=description, body=body,
                                        author_id=author.id))
