from flask import Blueprint, request

from conduit.routes import current_user
from conduit.services import article_service
from conduit.services.errors import NotFound

bp = Blueprint("articles", __name__)


def _json(v):
    a = v["article"]
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": v["favorited"],
            "favoritesCount": v["favoritesCount"],
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
def list_articles():
    views, total = article_service.list_articles(
        current_user(), tag=request.args.get("tag"), author=request.args.get("author"),
        limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int),
    )
    return {"articles": [_json(v) for v in views], "articlesCount": total}


@bp.post("/articles")
def create_article():
    user = current_user()
    if user is None:
        return {"errors": {"token": ["missing"]}}, 401
    data = (request.get_json(silent=True) or {}).get("article", {})
    v = article_service.create(user, data.get("title", ""), data.get("description", ""),
                               data.get("body", ""), data.get("tagList", []))
    return {"article": _json(v)}, 201


@bp.post("/articles/<slug>/favorite")
def favorite(slug):
    user = current_user()
    if user is None:
        return {"errors": {"token": ["missing"]}}, 401
    try:
        return {"article": _json(article_service.favorite(user, slug))}
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@bp.delete("/articles/<slug>/favorite")
def unfavorite(slug):
    user = current_user()
    if user is None:
        return {"errors": {"token": ["missing"]}}, 401
    try:
        return {"article": _json(article_service.unfavorite(user, slug))}
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404
