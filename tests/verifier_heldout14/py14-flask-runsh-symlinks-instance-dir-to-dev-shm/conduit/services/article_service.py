import re
import uuid

from conduit.models import Article, User
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import Forbidden, NotFound


def _slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def list(self, **filters) -> tuple[list[Article], int]:
        return self.articles.list(**filters)

    def feed(self, user: User, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.feed(user.id, limit, offset)

    def create(self, author: User, data: dict) -> Article:
        article = Article(
            slug=_slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author.id,
        )
        article.tags = self.articles.tags_by_name(data.get("tagList") or [])
        return self.articles.add(article)

    def update(self, user: User, slug: str, data: dict) -> Article:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("only the author may edit this article")
        for field in ("title", "description", "body"):
            if field in data:
                setattr(article, field, data[field])
        if "title" in data:
            article.slug = _slugify(data["title"])
        self.articles.save()
        return article

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("only the author may delete this article")
        self.articles.delete(article)

    def tags(self) -> list[str]:
        return self.articles.all_tag_names()
