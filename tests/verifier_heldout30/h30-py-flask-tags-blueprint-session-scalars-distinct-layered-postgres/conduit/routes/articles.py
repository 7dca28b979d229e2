from flask import Blueprint, request

from conduit.routes import error, viewer
from conduit.services import article_service
from conduit.services.errors import DomainError

bp = Blueprint("articles", __name__)


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
def list_articles():
    items, total = article_service.list_articles(
        tag=request.args.get("tag"), author=request.args.get("author"),
        limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int),
    )
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@bp.post("/articles")
def create_article():
    data = (request.get_json(silent=True) or {}).get("article", {})
    try:
        article = article_service.create(viewer(), data.get("title", ""), data.get("description", ""),
                                         data.get("body", ""), data.get("tagList", []))
    except DomainError as err:
        return error(err)
    return {"article": _article(article)}, 201


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": _article(article_service.get(slug))}
    except DomainError as err:
        return error(err)
