from flask import g, request

from ..services import article_service
from . import bp
from .auth import auth_required


def _article(a, viewer):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": viewer in a.favorited_by if viewer else False,
        "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": a.author in viewer.followees if viewer else False},
    }


def _page():
    return int(request.args.get("limit", 20)), int(request.args.get("offset", 0))


@bp.get("/articles")
@auth_required(optional=True)
def list_articles():
    limit, offset = _page()
    page, total = article_service.list_articles(
        request.args.get("tag"), request.args.get("author"), request.args.get("favorited"), limit, offset)
    return {"articles": [_article(a, g.user) for a in page], "articlesCount": total}


@bp.get("/articles/feed")
@auth_required()
def feed():
    limit, offset = _page()
    page, total = article_service.feed(g.user, limit, offset)
    return {"articles": [_article(a, g.user) for a in page], "articlesCount": total}


@bp.post("/articles")
@auth_required()
def create():
    data = (request.get_json(silent=True) or {}).get("article", {})
    return {"article": _article(article_service.create(g.user, data), g.user)}, 201


@bp.get("/articles/<slug>")
@auth_required(optional=True)
def get_one(slug):
    return {"article": _article(article_service.get(slug), g.user)}


@bp.delete("/articles/<slug>")
@auth_required()
def delete(slug):
    article_service.delete(g.user, slug)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@auth_required()
def favorite(slug):
    return {"article": _article(article_service.favorite(g.user, slug), g.user)}


@bp.get("/tags")
def tags():
    return {"tags": article_service.tags()}
