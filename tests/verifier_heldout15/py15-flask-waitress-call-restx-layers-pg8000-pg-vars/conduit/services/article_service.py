import re
import secrets

from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.profile_repository import ProfileRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles=None, profiles=None):
        self.articles = articles or ArticleRepository()
        self.profiles = profiles or ProfileRepository()

    def list(self, tag, author, favorited, limit, offset, viewer_id):
        rows, total = self.articles.search(tag, author, favorited, limit, offset)
        return {"articles": [self._out(a, viewer_id) for a in rows], "articlesCount": total}

    def get(self, slug, viewer_id):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return self._out(article, viewer_id)

    def create(self, author_id, payload):
        slug = re.sub(r"[^a-z0-9]+", "-", payload["title"].lower()).strip("-")
        if self.articles.by_slug(slug):
            slug = f"{slug}-{secrets.token_hex(3)}"
        article = self.articles.add(author_id=author_id, slug=slug, title=payload["title"],
                                    description=payload["description"], body=payload["body"],
                                    tag_names=payload.get("tagList", []))
        return self._out(article, author_id)

    def delete(self, slug, user_id):
        article = self.articles.by_slug(slug)
        if article is None or article.author_id != user_id:
            raise ArticleNotFound(slug)
        self.articles.remove(article)

    def _out(self, article, viewer_id):
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": [t.name for t in article.tags],
                "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
                "favorited": self.articles.is_favorited(article.id, viewer_id),
                "favoritesCount": self.articles.favorites_count(article.id),
                "author": self.profiles.as_profile(article.author, viewer_id)}
