import re
import uuid

from app.models import Article, User
from app.repositories.articles import ArticlesRepository
from app.repositories.users import UsersRepository
from app.services.errors import Forbidden, NotFound


def _slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:8]}"


class ArticlesService:
    def __init__(self, articles: ArticlesRepository, users: UsersRepository) -> None:
        self.articles = articles
        self.users = users

    def view(self, article: Article, viewer: User | None) -> dict:
        return {
            "article": article,
            "favorited": bool(viewer) and self.articles.is_favorited(article.id, viewer.id),
            "favorites_count": self.articles.favorites_count(article.id),
            "following": bool(viewer) and self.users.is_following(viewer.id, article.author_id),
        }

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article", "not found")
        return article

    def list(self, viewer, **filters) -> tuple[list[dict], int]:
        items, count = self.articles.search(**filters)
        return [self.view(a, viewer) for a in items], count

    def feed(self, viewer: User, limit: int, offset: int) -> tuple[list[dict], int]:
        items, count = self.articles.feed(viewer.id, limit, offset)
        return [self.view(a, viewer) for a in items], count

    def create(self, viewer: User, title: str, description: str, body: str, tags: list[str]) -> dict:
        article = self.articles.create(viewer.id, _slugify(title), title, description, body, tags)
        return self.view(article, viewer)

    def delete(self, viewer: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != viewer.id:
            raise Forbidden("article", "forbidden")
        self.articles.remove(article)

    def favorite(self, viewer: User, slug: str, on: bool) -> dict:
        article = self.get(slug)
        self.articles.set_favorite(article.id, viewer.id, on)
        return self.view(article, viewer)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
