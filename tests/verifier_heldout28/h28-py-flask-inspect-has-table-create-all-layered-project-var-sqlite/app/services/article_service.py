import re

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import DomainError


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None, users: UserRepository | None = None):
        self.articles = articles or ArticleRepository()
        self.users = users or UserRepository()

    def to_dict(self, article: Article, viewer: User | None) -> dict:
        return {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer and self.articles.is_favorited(viewer.id, article.id)),
            "favoritesCount": self.articles.favorites_count(article.id),
            "author": {
                "username": article.author.username,
                "bio": article.author.bio,
                "image": article.author.image,
                "following": bool(viewer and self.users.is_following(viewer.id, article.author_id)),
            },
        }

    def list(self, viewer: User | None, **filters) -> dict:
        items, total = self.articles.find(**filters)
        return {"articles": [self.to_dict(a, viewer) for a in items], "articlesCount": total}

    def create(self, author: User, data: dict) -> dict:
        title = (data.get("title") or "").strip()
        if not title:
            raise DomainError("title", "can't be blank")
        article = Article(
            slug=re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-"),
            title=title,
            description=data.get("description") or "",
            body=data.get("body") or "",
            author_id=author.id,
        )
        article.tags = [self.articles.tag(n) for n in data.get("tagList") or []]
        self.articles.save(article)
        return self.to_dict(article, author)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
