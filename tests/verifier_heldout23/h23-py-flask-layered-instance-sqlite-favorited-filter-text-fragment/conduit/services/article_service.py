import re
import uuid

from ..models import Article
from ..repositories import article_repository, user_repository
from . import ServiceError


def _slug(title):
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    if article_repository.find_by_slug(base):
        base = f"{base}-{uuid.uuid4().hex[:6]}"
    return base


def present(article, viewer=None):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": bool(viewer) and article_repository.is_favorited(viewer.id, article.id),
        "favoritesCount": article_repository.favorites_count(article.id),
        "author": {
            "username": article.author.username, "bio": article.author.bio, "image": article.author.image,
            "following": bool(viewer) and user_repository.is_following(viewer.id, article.author_id),
        },
    }


def list_articles(viewer, **filters):
    items, total = article_repository.search(**filters)
    return [present(a, viewer) for a in items], total


def create(author, data):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ServiceError("title, description and body are required")
    article = Article(slug=_slug(data["title"]), title=data["title"], description=data["description"],
                      body=data["body"], author_id=author.id)
    article.tags = [article_repository.get_or_create_tag(n) for n in data.get("tagList") or []]
    return present(article_repository.save(article), author)


def get(slug, viewer=None):
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ServiceError("article not found", 404)
    return article


def favorite(viewer, slug):
    article = get(slug)
    article_repository.add_favorite(viewer.id, article.id)
    return present(article, viewer)


def unfavorite(viewer, slug):
    article = get(slug)
    article_repository.remove_favorite(viewer.id, article.id)
    return present(article, viewer)


def tags():
    return article_repository.all_tags()
