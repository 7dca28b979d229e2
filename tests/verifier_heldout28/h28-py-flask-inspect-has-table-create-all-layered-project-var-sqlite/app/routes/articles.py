from flask import Blueprint, g, request

from app.routes.auth import with_user
from app.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.get("/articles")
@with_user(required=False)
def index():
    return service.list(
        g.user,
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )


@bp.post("/articles")
@with_user()
def create():
    body = (request.get_json(silent=True) or {}).get("article") or {}
    return {"article": service.create(g.user, body)}, 201


@bp.get("/tags")
def tags():
    return {"tags": service.tags()}
