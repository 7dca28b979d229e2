from flask import Blueprint, current_app, jsonify, request

from conduit.services.article_service import ArticleNotFound

articles_bp = Blueprint("articles", __name__, url_prefix="/api")


def _service():
    return current_app.extensions["article_service"]


@articles_bp.route("/articles/<slug>", methods=["GET"])
def get_article(slug):
    try:
        return jsonify(article=_service().get(slug))
    except ArticleNotFound:
        return jsonify(errors={"body": ["article not found"]}), 404


@articles_bp.route("/articles", methods=["POST"])
def create_article():
    return jsonify(article=_service().create(request.get_json()["article"])), 201
