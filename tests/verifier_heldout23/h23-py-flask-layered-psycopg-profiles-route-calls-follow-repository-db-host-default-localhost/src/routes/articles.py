from flask import Blueprint, g, request

from ..services.article_service import ArticleService
from .auth import require_auth

bp = Blueprint("articles", __name__)
articles = ArticleService()


@bp.get("/articles")
@require_auth(optional=True)
def list_articles():
    items, total = articles.list(
        g.user, tag=request.args.get("tag"), author=request.args.get("author"),
        limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int))
    return {"articles": items, "articlesCount": total}


@bp.post("/articles")
@require_auth()
def create_article():
    return {"article": articles.create(g.user, (request.get_json(silent=True) or {}).get("article", {}))}, 201


@bp.get("/tags")
def tags():
    return {"tags": articles.tags()}
