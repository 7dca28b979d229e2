from flask import Blueprint, jsonify, request

from app.controllers import current_user, error_response, services
from app.services.errors import ServiceError

bp = Blueprint("articles", __name__)


def _article_json(article, viewer):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": viewer is not None and any(u.id == viewer.id for u in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
def list_articles():
    viewer = current_user(required=False)
    articles, total = services()["articles"].list(
        viewer,
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return jsonify({"articles": [_article_json(a, viewer) for a in articles], "articlesCount": total})


@bp.post("/articles")
def create_article():
    try:
        user = current_user()
        data = (request.get_json(silent=True) or {}).get("article", {})
        article = services()["articles"].create(
            user, data.get("title", ""), data.get("description", ""), data.get("body", ""), data.get("tagList", [])
        )
    except ServiceError as err:
        return error_response(err)
    return jsonify({"article": _article_json(article, user)}), 201


@bp.delete("/articles/<slug>")
def delete_article(slug):
    try:
        services()["articles"].delete(current_user(), slug)
    except ServiceError as err:
        return error_response(err)
    return "", 204


@bp.post("/articles/<slug>/favorite")
def favorite(slug):
    try:
        user = current_user()
        article = services()["articles"].favorite(user, slug)
    except ServiceError as err:
        return error_response(err)
    return jsonify({"article": _article_json(article, user)})
