from django.utils.text import slugify

from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.profile_repository import ProfileRepository
from conduit.services.errors import ServiceError


class ArticleService:
    def __init__(self, articles=None, profiles=None):
        self.articles = articles or ArticleRepository()
        self.profiles = profiles or ProfileRepository()

    def as_dict(self, article, viewer=None):
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags.all()),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": self.articles.favorites_count(article),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image,
                       "following": bool(viewer and self.profiles.is_following(viewer, article.author))},
        }

    def list(self, viewer=None, **filters):
        items, total = self.articles.page(**filters)
        return {"articles": [self.as_dict(a, viewer) for a in items], "articlesCount": total}

    def create(self, author, data):
        if not data.get("title"):
            raise ServiceError(422, "title", "can't be blank")
        article = self.articles.create(author, slugify(data["title"]), data["title"], data.get("description", ""),
                                       data.get("body", ""), data.get("tagList") or [])
        return self.as_dict(article, author)
