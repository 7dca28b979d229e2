import re
import uuid

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import ServiceError


def _slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    def create(self, author, data: dict) -> Article:
        for field in ("title", "description", "body"):
            if not data.get(field):
                raise ServiceError(f"{field} can't be blank")
        article = Article(
            slug=_slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author.id,
        )
        article.tags = self.repo.get_or_create_tags(data.get("tagList") or [])
        return self.repo.add(article)

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise ServiceError("article not found", 404)
        return article

    def list(self, **filters):
        return self.repo.list(**filters)

    def delete(self, user, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise ServiceError("forbidden", 403)
        self.repo.delete(article)

    def tags(self):
        return self.repo.all_tag_names()
