from flask import Blueprint, g, jsonify, request

from ..services.article_service import ArticleService
from .security import auth_required

bp = Blueprint("articles", __name__)
articles = ArticleService()


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    return jsonify(articles.list(request.args.get("tag"), limit, offset))


@bp.post("/articles")
@auth_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    return jsonify({"article": articles.create(g.user_id, data)}), 201
