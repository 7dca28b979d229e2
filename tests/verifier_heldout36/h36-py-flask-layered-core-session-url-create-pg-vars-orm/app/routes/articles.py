from flask import Blueprint, jsonify

from app.services.article_service import ArticleService

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


@articles_bp.get("/<slug>")
def get_article(slug):
    article = service.get(slug)
    if article is None:
        return jsonify(errors={"body": ["article not found"]}), 404
    return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})
