from flask import Blueprint, request, jsonify, g

from .helpers import current_user, error_response
from ..services.article_service import ArticleService
from ..services.user_service import ServiceError

bp = Blueprint("articles", __name__)
service = ArticleService()


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@bp.get("/articles")
@current_user(optional=True)
def list_articles():
    args = request.args
    rows, total = service.list(tag=args.get("tag"), author=args.get("author"), favorited=args.get("favorited"),
                               limit=int(args.get("limit", 20)), offset=int(args.get("offset", 0)))
    return jsonify({"articles": [article_json(a) for a in rows], "articlesCount": total})


@bp.post("/articles")
@current_user()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = service.create(g.user, data)
    return jsonify({"article": article_json(article)}), 201


@bp.get("/articles/<slug>")
@current_user(optional=True)
def get_article(slug):
    try:
        return jsonify({"article": article_json(service.get(slug))})
    except ServiceError as err:
        return error_response(err)


@bp.delete("/articles/<slug>")
@current_user()
def delete_article(slug):
    try:
        service.delete(g.user, slug)
    except ServiceError as err:
        return error_response(err)
    return "", 204


@bp.get("/tags")
def tags():
    return jsonify({"tags": service.tags()})
