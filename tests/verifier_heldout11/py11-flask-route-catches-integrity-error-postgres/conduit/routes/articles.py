from flask import Blueprint, g, request

from ..services import ServiceError
from ..services.article_service import ArticleService
from . import current_user, error_response

bp = Blueprint("articles", __name__)
service = ArticleService()


def article_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
@current_user(required=False)
def list_articles():
    rows, total = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return {"articles": [article_json(a, g.user) for a in rows], "articlesCount": total}


@bp.post("/articles")
@current_user()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article", {})
    return {"article": article_json(service.create(g.user, data), g.user)}, 201


@bp.get("/articles/<slug>")
@current_user(required=False)
def get_article(slug):
    try:
        return {"article": article_json(service.get(slug), g.user)}
    except ServiceError as exc:
        return error_response(exc)


@bp.delete("/articles/<slug>")
@current_user()
def delete_article(slug):
    try:
        service.delete(g.user, slug)
    except ServiceError as exc:
        return error_response(exc)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@current_user()
def favorite(slug):
    try:
        return {"article": article_json(service.favorite(g.user, slug), g.user)}
    except ServiceError as exc:
        return error_response(exc)


@bp.get("/tags")
def tags():
    return {"tags": service.tags()}
