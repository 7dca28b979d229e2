from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import auth_optional, auth_required
from conduit.services.article_service import ArticleService
from conduit.services.errors import ServiceError

bp = Blueprint("articles", __name__)
service = ArticleService()


def _article_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.errorhandler(ServiceError)
def _service_error(err: ServiceError):
    return jsonify({"errors": {"body": [str(err)]}}), err.status


@bp.get("/articles")
@auth_optional
def list_articles():
    rows, total = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return jsonify({"articles": [_article_json(a, g.user) for a in rows], "articlesCount": total})


@bp.post("/articles")
@auth_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = service.create(g.user, data)
    return jsonify({"article": _article_json(article, g.user)}), 201


@bp.get("/articles/<slug>")
@auth_optional
def get_article(slug):
    return jsonify({"article": _article_json(service.get(slug), g.user)})


@bp.delete("/articles/<slug>")
@auth_required
def delete_article(slug):
    service.delete(g.user, slug)
    return "", 204
