import re
import secrets

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository
from conduit.services import users
from conduit.services.errors import ApiError

_articles = ArticleRepository()


def as_json(a: Article, viewer: User | None) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": a.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": viewer is not None and _articles.favorited(a.id, viewer.id),
        "favoritesCount": _articles.favorites_count(a.id),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": users.is_following(viewer, a.author_id)},
    }


def listing(viewer, **filters):
    rows, total = _articles.page(**filters)
    return [as_json(a, viewer) for a in rows], total


def create(author: User, data: dict) -> dict:
    title = (data.get("title") or "").strip()
    if not title:
        raise ApiError(422, "title", "can't be blank")
    slug = f"{re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')}-{secrets.token_hex(3)}"
    article = Article(slug=slug, title=title, description=data.get("description", ""),
                      body=data.get("body", ""), author_id=author.id)
    return as_json(_articles.add(article, data.get("tagList") or []), author)


def get(slug: str, viewer) -> dict:
    article = _articles.by_slug(slug)
    if article is None:
        raise ApiError(404, "article", "not found")
    return as_json(article, viewer)


def delete(slug: str, user: User) -> None:
    article = _articles.by_slug(slug)
    if article is None:
        raise ApiError(404, "article", "not found")
    if article.author_id != user.id:
        raise ApiError(403, "article", "forbidden")
    _articles.remove(article.id)


def all_tags() -> list[str]:
    return _articles.tag_names()
