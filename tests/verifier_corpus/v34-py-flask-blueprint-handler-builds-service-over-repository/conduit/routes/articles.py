from flask import Blueprint, jsonify, request

from conduit.extensions import db
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleNotFound, ArticleService

articles_bp = Blueprint("articles", __name__, url_prefix="/api")


@articles_bp.route("/articles/<slug>", methods=["GET"])
def get_article(slug):
    service = ArticleService(ArticleRepository(db.session))
    try:
        return jsonify(article=service.get(slug))
    except ArticleNotFound:
        return jsonify(errors={"body": ["article not found"]}), 404


@articles_bp.route("/articles", methods=["POST"])
def create_article():
    service = ArticleService(ArticleRepository(db.session))
    return jsonify(article=service.create(request.get_json()["article"])), 201
