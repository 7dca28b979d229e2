from flask import Blueprint, jsonify, request

from blog.services import article_service

articles_bp = Blueprint("articles", __name__)


@articles_bp.get("")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    articles = article_service.list_articles(limit, offset)
    return jsonify({"articles": articles, "articlesCount": len(articles)})


@articles_bp.get("/<slug>")
def get_article(slug: str):
    try:
        return jsonify({"article": article_service.get_article(slug)})
    except article_service.ArticleNotFound:
        return jsonify({"errors": {"body": ["article not found"]}}), 404
