import re
import uuid

from conduit.models import Article, User
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import Forbidden, NotFound


def slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.users = UserRepository()

    def present(self, article: Article, viewer: User | None) -> dict:
        return {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
            "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
            "favorited": bool(viewer) and self.articles.is_favorited(article.id, viewer.id),
            "favoritesCount": self.articles.favorites_count(article.id),
            "author": {
                "username": article.author.username,
                "bio": article.author.bio,
                "image": article.author.image,
                "following": bool(viewer) and self.users.is_following(viewer.id, article.author_id),
            },
        }

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article", "not found")
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def create(self, author: User, data: dict) -> Article:
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author.id,
        )
        article.tags = self.articles.get_or_create_tags(data.get("tagList") or [])
        return self.articles.add(article)

    def delete(self, slug: str, user: User) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("article", "forbidden")
        self.articles.delete(article)

    def favorite(self, slug: str, user: User) -> Article:
        article = self.get(slug)
        self.articles.favorite(article.id, user.id)
        return article

    def unfavorite(self, slug: str, user: User) -> Article:
        article = self.get(slug)
        self.articles.unfavorite(article.id, user.id)
        return article

    def tags(self) -> list[str]:
        return self.articles.all_tag_names()
