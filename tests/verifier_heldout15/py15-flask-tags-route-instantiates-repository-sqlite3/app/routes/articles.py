from flask import Blueprint, jsonify

from app.services.article_service import ArticleService, NotFound

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    try:
        article = service.get(slug)
    except NotFound:
        return jsonify({"errors": {"body": ["article not found"]}}), 404
    return jsonify({"article": {"slug": article.slug, "title": article.title,
                                "description": article.description, "body": article.body}})
