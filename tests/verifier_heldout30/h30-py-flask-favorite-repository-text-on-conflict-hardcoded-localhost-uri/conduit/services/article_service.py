import re

from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.favorite_repository import FavoriteRepository
from conduit.services.exceptions import ServiceException


class ArticleService:
    def __init__(self, articles=None, favorites=None):
        self.articles = articles or ArticleRepository()
        self.favorites = favorites or FavoriteRepository()

    def to_dict(self, article, viewer=None):
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(article.tag_list or []),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and self.favorites.exists(viewer.id, article.id),
            "favoritesCount": self.favorites.count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False},
        }

    def list(self, viewer, limit, offset):
        items, total = self.articles.list(limit=limit, offset=offset)
        return [self.to_dict(a, viewer) for a in items], total

    def create(self, author, title, description, body, tag_list):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        if self.articles.find_by_slug(slug):
            raise ServiceException("title must be unique")
        article = self.articles.create(slug=slug, title=title, description=description, body=body,
                                       tag_list=tag_list, author_id=author.id)
        return self.to_dict(article, author)

    def favorite(self, user, slug):
        article = self._get(slug)
        self.favorites.add(user.id, article.id)
        return self.to_dict(article, user)

    def unfavorite(self, user, slug):
        article = self._get(slug)
        self.favorites.remove(user.id, article.id)
        return self.to_dict(article, user)

    def _get(self, slug):
        article = self.articles.find_by_slug(slug)
        if article is None:
            raise ServiceException("article not found", 404)
        return article
