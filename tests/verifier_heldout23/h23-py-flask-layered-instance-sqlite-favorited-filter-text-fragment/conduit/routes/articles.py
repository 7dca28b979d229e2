from flask import Blueprint, g, request

from ..services import article_service
from .auth import token_auth

bp = Blueprint("articles", __name__)


@bp.get("/articles")
@token_auth(required=False)
def list_articles():
    articles, total = article_service.list_articles(
        g.current_user,
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )
    return {"articles": articles, "articlesCount": total}


@bp.post("/articles")
@token_auth()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article", {})
    return {"article": article_service.create(g.current_user, data)}, 201


@bp.get("/articles/<slug>")
@token_auth(required=False)
def get_article(slug):
    return {"article": article_service.present(article_service.get(slug), g.current_user)}


@bp.post("/articles/<slug>/favorite")
@token_auth()
def favorite(slug):
    return {"article": article_service.favorite(g.current_user, slug)}


@bp.delete("/articles/<slug>/favorite")
@token_auth()
def unfavorite(slug):
    return {"article": article_service.unfavorite(g.current_user, slug)}


@bp.get("/tags")
def tags():
    return {"tags": article_service.tags()}
