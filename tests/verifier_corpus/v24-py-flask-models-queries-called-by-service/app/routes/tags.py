from flask import Blueprint, jsonify

from app.services.article_service import ArticleService

bp = Blueprint("tags", __name__)
service = ArticleService()


@bp.get("/tags")
def tags():
    return jsonify(tags=service.tags())
