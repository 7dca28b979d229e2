import re

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    def present(self, article: Article) -> dict:
        author = self.users.get(article.author_id)
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": article.tag_list,
            "createdAt": article.created_at, "updatedAt": article.updated_at,
            "favorited": False, "favoritesCount": self.articles.favorites_count(article.id),
            "author": {"username": author.username, "bio": author.bio, "image": author.image, "following": False},
        }

    def create(self, author: User, data: dict) -> dict:
        title = data.get("title") or ""
        if not title:
            raise ServiceError(422, "title", "can't be blank")
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if self.articles.by_slug(slug):
            raise ServiceError(409, "slug", "has already been taken")
        article = self.articles.insert(slug, title, data.get("description", ""), data.get("body", ""),
                                       author.id, data.get("tagList") or [])
        return self.present(article)

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        return self.present(article)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
