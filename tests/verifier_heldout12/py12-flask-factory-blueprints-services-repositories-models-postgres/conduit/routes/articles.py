from flask import Blueprint, g, request

from conduit.routes.auth import load_user
from conduit.services import article_service

bp = Blueprint("articles", __name__)


def article_json(a):
    viewer = g.get("user")
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer is not None and viewer in a.favorited_by,
            "favoritesCount": article_service.favorites_count(a),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": viewer is not None and a.author in viewer.following}}


@bp.get("/articles")
@load_user(required=False)
def list_articles():
    args = request.args
    items, total = article_service.list_articles(
        tag=args.get("tag"), author=args.get("author"), favorited=args.get("favorited"),
        limit=args.get("limit", 20, type=int), offset=args.get("offset", 0, type=int))
    return {"articles": [article_json(a) for a in items], "articlesCount": total}


@bp.post("/articles")
@load_user()
def create_article():
    return {"article": article_json(article_service.create(g.user, request.get_json()["article"]))}, 201


@bp.delete("/articles/<slug>")
@load_user()
def delete_article(slug):
    article_service.delete(g.user, slug)
    return "", 204


@bp.get("/tags")
def tags():
    return {"tags": article_service.tags()}
