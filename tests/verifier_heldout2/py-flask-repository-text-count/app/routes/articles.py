from flask import Blueprint, g, request

from app.services import article_service

articles_bp = Blueprint("articles", __name__)


@articles_bp.post("")
def create():
    data = request.get_json()["article"]
    a = article_service.create(data["title"], data.get("body", ""))
    return {"article": {"slug": a.slug, "title": a.title, "favoritesCount": 0}}, 201


@articles_bp.post("/<slug>/favorite")
def favorite(slug):
    a, count = article_service.favorite(getattr(g, "user_id", 1), slug)
    return {"article": {"slug": a.slug, "favorited": True, "favoritesCount": count}}
