import re
import uuid

from ..extensions import db
from ..models import Article, Tag, User
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
        article.tags = [self._tag(name) for name in data.get("tagList", [])]
        # unit of work: the service owns the transaction
        db.session.add(article)
        db.session.commit()
        return article

    def _tag(self, name: str) -> Tag:
        return self.articles.tag_by_name(name) or Tag(name=name)

    def delete(self, user: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise ServiceError(403, {"article": ["forbidden"]})
        db.session.delete(article)
        db.session.commit()

    def favorite(self, user: User, slug: str) -> Article:
        article = self.get(slug)
        if user not in article.favorited_by:
            article.favorited_by.append(user)
            db.session.commit()
        return article

    def tags(self) -> list[str]:
        return self.articles.all_tags()
