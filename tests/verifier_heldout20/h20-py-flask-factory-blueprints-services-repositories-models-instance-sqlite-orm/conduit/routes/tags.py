from flask import Blueprint, jsonify

from conduit.services.article_service import ArticleService

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return jsonify({"tags": ArticleService().tags()})
