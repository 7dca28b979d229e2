from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleService, NotFound
from .auth import login_optional, login_required

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.get("/articles/<slug>")
@login_optional
def get_article(slug):
    try:
        return jsonify({"article": service.get(slug)})
    except NotFound:
        return jsonify({"errors": {"article": ["not found"]}}), 404


@bp.post("/articles")
@login_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    return jsonify({"article": service.create(data)}), 201


@bp.post("/articles/<slug>/favorite")
@login_required
def favorite(slug):
    try:
        return jsonify({"article": service.favorite(slug)})
    except NotFound:
        return jsonify({"errors": {"article": ["not found"]}}), 404
