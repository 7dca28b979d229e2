import re

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository
from conduit.services.errors import ServiceError

_repo = ArticleRepository()


def to_json(article: Article, viewer: User | None) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer and viewer in article.favorited_by),
            "favoritesCount": len(article.favorited_by),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image,
                       "following": bool(viewer and article.author in viewer.following)}}


def search(viewer: User | None, **filters) -> dict:
    rows, total = _repo.filter(**filters)
    return {"articles": [to_json(a, viewer) for a in rows], "articlesCount": total}


def create(author: User, data: dict) -> dict:
    if not data.get("title"):
        raise ServiceError(422, "title", "can't be blank")
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data.get("description", ""), body=data.get("body", ""), author=author)
    article.tags = [_repo.tag(n) for n in data.get("tagList") or []]
    return to_json(_repo.add(article), author)


def get(slug: str, viewer: User | None) -> dict:
    article = _repo.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    return to_json(article, viewer)


def favorite(viewer: User, slug: str, on: bool) -> dict:
    article = _repo.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    if on and viewer not in article.favorited_by:
        article.favorited_by.append(viewer)
    if not on and viewer in article.favorited_by:
        article.favorited_by.remove(viewer)
    _repo.commit()
    return to_json(article, viewer)


def tags() -> list[str]:
    return _repo.tag_names()
