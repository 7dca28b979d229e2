import re

from conduit.repositories import articles, users
from conduit.services.errors import ServiceError


def _present(rows, viewer):
    fav = articles.favorited_ids(viewer.id, [r["article"].id for r in rows]) if viewer else set()
    out = []
    for r in rows:
        a, author = r["article"], r["author"]
        out.append({
            "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": r["tags"], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": a.id in fav, "favoritesCount": r["favorites"],
            "author": {"username": author.username, "bio": author.bio, "image": author.image,
                       "following": bool(viewer) and users.is_following(viewer.id, author.id)},
        })
    return out


def list_articles(viewer, **filters):
    rows, total = articles.search(**filters)
    return _present(rows, viewer), total


def feed(viewer, limit, offset):
    rows, total = articles.feed(viewer.id, limit, offset)
    return _present(rows, viewer), total


def create(viewer, title, description, body, tags):
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    if not slug or articles.by_slug(slug):
        raise ServiceError(422, "title", "must be unique")
    articles.create(viewer.id, slug, title, description, body, tags)
    return _present([articles.by_slug(slug)], viewer)[0]


def tags():
    return articles.popular_tags()
