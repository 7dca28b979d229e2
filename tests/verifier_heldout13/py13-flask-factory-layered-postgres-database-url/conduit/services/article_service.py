import re
import uuid

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import Forbidden, NotFound


def _slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{base}-{uuid.uuid4().hex[:6]}"


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def list(self, **filters):
        return self.repo.list(**filters)

    def feed(self, user_id: int, limit: int, offset: int):
        return self.repo.feed(user_id, limit, offset)

    def create(self, author_id: int, data: dict) -> Article:
        article = Article(
            slug=_slugify(data["title"]), title=data["title"], description=data["description"],
            body=data["body"], author_id=author_id,
        )
        article.tags = self.repo.tags_named(list(dict.fromkeys(data.get("tagList") or [])))
        return self.repo.add(article)

    def delete(self, slug: str, user_id: int) -> None:
        article = self.get(slug)
        if article.author_id != user_id:
            raise Forbidden("only the author may delete an article")
        self.repo.delete(article)

    def favorite(self, slug: str, user_id: int) -> Article:
        article = self.get(slug)
        self.repo.favorite(user_id, article.id)
        return article

    def unfavorite(self, slug: str, user_id: int) -> Article:
        article = self.get(slug)
        self.repo.unfavorite(user_id, article.id)
        return article

    def view(self, article: Article, viewer_id: int | None) -> dict:
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": self.repo.is_favorited(viewer_id, article.id),
            "favoritesCount": self.repo.favorites_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False},
        }
