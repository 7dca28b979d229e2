from flask import Blueprint, jsonify, request

from conduit.routes.auth import current_user_id, require_auth
from conduit.services import article_service
from conduit.services.errors import ServiceError

bp = Blueprint("articles", __name__)


@bp.get("/articles")
def list_articles():
    result = article_service.list_articles(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
        viewer_id=current_user_id(optional=True),
    )
    return jsonify(result)


@bp.post("/articles")
@require_auth
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    try:
        article = article_service.create_article(current_user_id(), data)
    except ServiceError as exc:
        return jsonify({"errors": {"body": [str(exc)]}}), exc.status
    return jsonify({"article": article}), 201
