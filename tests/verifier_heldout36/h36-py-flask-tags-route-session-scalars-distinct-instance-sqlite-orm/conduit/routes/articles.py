from flask import Blueprint, jsonify, request

from conduit.services.article_service import ArticleService

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


@articles_bp.get("/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    items = service.list(limit, offset)
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in items], articlesCount=len(items))
