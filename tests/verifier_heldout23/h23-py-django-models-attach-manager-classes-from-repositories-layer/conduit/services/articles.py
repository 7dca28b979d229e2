from django.utils.text import slugify

from ..models import Article
from .accounts import AccountError


def _view(article):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def listing(author=None, limit=20, offset=0):
    rows, total = Article.objects.listing(author, limit, offset)
    return {"articles": [_view(a) for a in rows], "articlesCount": total}


def feed(viewer, limit=20, offset=0):
    rows, total = Article.objects.feed_for(viewer, limit, offset)
    return {"articles": [_view(a) for a in rows], "articlesCount": total}


def get(slug):
    article = Article.objects.by_slug(slug)
    if article is None:
        err = AccountError("article not found")
        err.status = 404
        raise err
    return _view(article)


def publish(author, data):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise AccountError("title, description and body are required")
    article = Article.objects.publish(author, slugify(data["title"]), data["title"], data["description"], data["body"])
    return get(article.slug)
