from flask import Blueprint, abort, jsonify, request

from app.models import Article
from app.services import article_service

articles_bp = Blueprint("articles", __name__)


@articles_bp.get("/articles")
def list_articles():
    items = article_service.list_articles(request.args.get("limit", 20, type=int),
                                          request.args.get("offset", 0, type=int))
    return jsonify(articles=[a.to_dict() for a in items], articlesCount=len(items))


@articles_bp.post("/articles")
def create_article():
    data = request.get_json()["article"]
    a = article_service.create_article(data["title"], data.get("description", ""), data.get("body", ""))
    return jsonify(article=a.to_dict()), 201


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    article = Article.find_by_slug(slug)
    if article is None:
        abort(404)
    return jsonify(article=article.to_dict())


@articles_bp.delete("/articles/<slug>")
def delete_article(slug):
    article = Article.find_by_slug(slug)
    if article is None:
        abort(404)
    article_service.delete_article(article)
    return "", 204
