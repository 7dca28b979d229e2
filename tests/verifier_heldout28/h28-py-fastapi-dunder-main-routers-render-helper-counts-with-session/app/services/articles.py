import re

from fastapi import HTTPException

from app.models import Article, User
from app.repositories.articles import ArticleRepository
from app.services.errors import not_found


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def create(self, author: User, data: dict) -> Article:
        if not data.get("title"):
            raise HTTPException(422, "title can't be blank")
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"),
                          title=data["title"], description=data.get("description", ""),
                          body=data.get("body", ""), author_id=author.id)
        article.tags = [self.articles.tag(n) for n in data.get("tagList") or []]
        return self.articles.save(article)

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise not_found("article")
        return article

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise HTTPException(403, "forbidden")
        self.articles.delete(article)
