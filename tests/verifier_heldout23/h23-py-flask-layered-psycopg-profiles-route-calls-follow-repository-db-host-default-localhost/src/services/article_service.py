import re

from ..repositories.article_repository import ArticleRepository
from .errors import AppError
from .profile_service import ProfileService


class ArticleService:
    def __init__(self, articles=None, profiles=None):
        self.articles = articles or ArticleRepository()
        self.profiles = profiles or ProfileService()

    def to_dict(self, article, viewer=None):
        author = self.profiles.users.find_by_id(article.author_id)
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(article.tag_list),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": self.articles.favorites_count(article.id),
            "author": self.profiles.get(author.username, viewer).to_dict(),
        }

    def list(self, viewer=None, **filters):
        rows, total = self.articles.list(**filters)
        return [self.to_dict(a, viewer) for a in rows], total

    def create(self, author, data):
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise AppError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = self.articles.create(slug, data["title"], data["description"], data["body"],
                                       data.get("tagList") or [], author.id)
        return self.to_dict(article, author)

    def tags(self):
        return self.articles.tags()
