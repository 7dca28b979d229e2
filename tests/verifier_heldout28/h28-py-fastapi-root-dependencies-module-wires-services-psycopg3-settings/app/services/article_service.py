import re
import uuid

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.exceptions import ForbiddenError, NotFoundError, ServiceException


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    def _slug(self, title: str) -> str:
        base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article"
        return base if self.articles.get_by_slug(base) is None else f"{base}-{uuid.uuid4().hex[:6]}"

    def serialize(self, article: Article, viewer: User | None) -> dict:
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer and self.articles.is_favorited(viewer.id, article.id)),
            "favoritesCount": self.articles.favorite_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio or "",
                       "image": article.author.image,
                       "following": bool(viewer and self.users.is_following(viewer.id, article.author_id))},
        }

    def list(self, viewer: User | None, **filters) -> dict:
        rows, total = self.articles.list(**filters)
        return {"articles": [self.serialize(a, viewer) for a in rows], "articlesCount": total}

    def feed(self, viewer: User, limit: int, offset: int) -> dict:
        rows, total = self.articles.feed(viewer.id, limit, offset)
        return {"articles": [self.serialize(a, viewer) for a in rows], "articlesCount": total}

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFoundError("article", "not found")
        return article

    def create(self, author: User, data: dict) -> Article:
        for field in ("title", "description", "body"):
            if not data.get(field):
                raise ServiceException(field, "can't be blank")
        article = Article(slug=self._slug(data["title"]), title=data["title"], description=data["description"],
                          body=data["body"], author_id=author.id)
        article.tags = [self.articles.tag(name) for name in dict.fromkeys(data.get("tagList") or [])]
        return self.articles.add(article)

    def delete(self, viewer: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != viewer.id:
            raise ForbiddenError("article", "forbidden")
        self.articles.delete(article)

    def favorite(self, viewer: User, slug: str, on: bool) -> Article:
        article = self.get(slug)
        self.articles.set_favorite(viewer.id, article.id, on)
        return article

    def tags(self) -> list[str]:
        return self.articles.all_tags()
