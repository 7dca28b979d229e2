import re

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.services.errors import DomainError


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def list(self, tag: str | None, author: str | None, limit: int, offset: int):
        return self.articles.page(tag, author, limit, offset)

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise DomainError(404, "article", "not found")
        return article

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if self.articles.by_slug(slug):
            raise DomainError(422, "title", "must be unique")
        article = Article(slug=slug, title=title, description=description, body=body, author=author)
        article.tags = [self.articles.tag(n) for n in dict.fromkeys(tags)]
        return self.articles.save(article)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
