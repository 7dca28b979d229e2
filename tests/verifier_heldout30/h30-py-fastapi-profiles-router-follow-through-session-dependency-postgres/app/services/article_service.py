import re

from fastapi import HTTPException

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def list(self, **filters):
        return self.articles.list(**filters)

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise HTTPException(status_code=404, detail={"errors": {"article": ["not found"]}})
        return article

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        article = Article(slug=slug, title=title, description=description, body=body, author=author)
        article.tags = [self.articles.get_or_create_tag(t) for t in dict.fromkeys(tags)]
        return self.articles.add(article)
