from flask import Blueprint, abort, request

from app.services import articles as article_service

bp = Blueprint("articles", __name__)


@bp.get("/health-check")
def health():
    return {"status": "ok"}


@bp.get("/articles")
def list_articles():
    items = article_service.recent(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": items, "articlesCount": len(items)}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = article_service.by_slug(slug)
    if article is None:
        abort(404)
    return {"article": article}


@bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    return {"article": article_service.create(request.headers.get("X-User", ""), data)}, 201
