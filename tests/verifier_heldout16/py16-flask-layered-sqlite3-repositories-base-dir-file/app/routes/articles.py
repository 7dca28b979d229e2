from dataclasses import asdict

from flask import Blueprint, request

from ..services import article_service

articles_bp = Blueprint("articles", __name__)


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": asdict(article_service.get_article(slug))}
    except article_service.NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@articles_bp.get("/articles")
def list_articles():
    items = article_service.recent(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [asdict(a) for a in items], "articlesCount": len(items)}
