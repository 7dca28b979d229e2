from flask import Blueprint, jsonify, request

from app.services.articles import ArticleService
from app.services.errors import NotFoundError

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


@articles_bp.get("/articles")
def list_articles():
    return jsonify(service.list(int(request.args.get("limit", 20)), int(request.args.get("offset", 0))))


@articles_bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        return jsonify(article=service.get(slug))
    except NotFoundError:
        return jsonify(errors={"article": ["not found"]}), 404
