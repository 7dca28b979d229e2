from flask import Blueprint, jsonify, request

from conduit.api.common import error, require_viewer, viewer
from conduit.services.article_service import ArticleService
from conduit.services.exceptions import ServiceException

bp = Blueprint("articles", __name__)
service = ArticleService()


@bp.route("/articles", methods=["GET"])
def list_articles():
    items, total = service.list(viewer(), request.args.get("limit", 20, type=int),
                                request.args.get("offset", 0, type=int))
    return jsonify({"articles": items, "articlesCount": total})


@bp.route("/articles", methods=["POST"])
def create_article():
    try:
        user = require_viewer()
        data = request.get_json(force=True).get("article", {})
        article = service.create(user, data.get("title", ""), data.get("description", ""),
                                 data.get("body", ""), data.get("tagList", []))
    except ServiceException as exc:
        return error(exc)
    return jsonify({"article": article}), 201


@bp.route("/articles/<slug>/favorite", methods=["POST"])
def favorite(slug):
    try:
        return jsonify({"article": service.favorite(require_viewer(), slug)})
    except ServiceException as exc:
        return error(exc)


@bp.route("/articles/<slug>/favorite", methods=["DELETE"])
def unfavorite(slug):
    try:
        return jsonify({"article": service.unfavorite(require_viewer(), slug)})
    except ServiceException as exc:
        return error(exc)
