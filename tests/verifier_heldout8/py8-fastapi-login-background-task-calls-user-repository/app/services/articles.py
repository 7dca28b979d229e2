import re
import secrets

from sqlalchemy.orm import Session

from app.models import Article, User
from app.repositories.articles import ArticleRepository
from app.repositories.users import UserRepository
from app.services.exceptions import NotFoundError, PermissionDenied


class ArticleService:
    def __init__(self, session: Session):
        self.articles = ArticleRepository(session)
        self.users = UserRepository(session)

    def to_dict(self, article: Article, viewer: User | None) -> dict:
        author = article.author
        return {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at,
            "updatedAt": article.updated_at,
            "favorited": viewer is not None and self.articles.is_favorited(article.id, viewer.id),
            "favoritesCount": self.articles.favorites_count(article.id),
            "author": {
                "username": author.username,
                "bio": author.bio,
                "image": author.image,
                "following": viewer is not None and self.users.is_following(viewer.id, author.id),
            },
        }

    def list(self, viewer, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        rows, total = self.articles.search(tag, author, favorited, limit, offset)
        return [self.to_dict(a, viewer) for a in rows], total

    def feed(self, viewer: User, limit: int, offset: int):
        rows, total = self.articles.feed(viewer.id, limit, offset)
        return [self.to_dict(a, viewer) for a in rows], total

    def get(self, slug: str) -> Article:
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFoundError({"article": ["not found"]})
        return article

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = f"{re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')}-{secrets.token_hex(3)}"
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author.id)
        return self.articles.create(article, tags)

    def delete(self, slug: str, user: User) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise PermissionDenied({"article": ["forbidden"]})
        self.articles.delete(article)

    def favorite(self, slug: str, user: User, on: bool) -> Article:
        article = self.get(slug)
        self.articles.set_favorite(article.id, user.id, on)
        return article

    def tags(self) -> list[str]:
        return self.articles.tag_names()
