from flask import Blueprint, jsonify, request

from conduit.services import article_service

articles_bp = Blueprint("articles", __name__)


def _article_json(article):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "createdAt": article.created_at, "updatedAt": article.updated_at,
    }


@articles_bp.get("/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    articles = article_service.list_articles(limit, offset)
    return jsonify({"articles": [_article_json(a) for a in articles], "articlesCount": len(articles)})


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    try:
        article = article_service.get_article(slug)
    except article_service.ArticleNotFound:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    return jsonify({"article": _article_json(article)})
