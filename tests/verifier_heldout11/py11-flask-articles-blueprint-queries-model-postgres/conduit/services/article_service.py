import re
import uuid

from ..models import Article, User
from ..repositories.article_repository import ArticleRepository
from . import ServiceError


def slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def list(self, **filters):
        return self.articles.list(**filters)

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, {"article": ["not found"]})
        return article

    def create(self, author: User, data: dict) -> Article:
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author=author,
        )
        article.tags = [self.articles.tag(name) for name in data.get("tagList", [])]
        return self.articles.add(article)

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise ServiceError(403, {"article": ["forbidden"]})
        self.articles.delete(article)

    def favorite(self, user: User, slug: str) -> Article:
        article = self.get(slug)
        if user not in article.favorited_by:
            article.favorited_by.append(user)
        return self.articles.save(article)

    def tags(self) -> list[str]:
        return self.articles.all_tags()
