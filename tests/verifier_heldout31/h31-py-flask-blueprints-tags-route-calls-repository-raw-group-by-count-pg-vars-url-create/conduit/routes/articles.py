from flask import Blueprint, jsonify, request

from conduit.services.article_service import ArticleNotFoundError, ArticleService

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


def serialize(article):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
    }


@articles_bp.get("/articles")
def list_articles():
    articles = service.list(request.args.get("tag"), request.args.get("limit", 20, type=int),
                            request.args.get("offset", 0, type=int))
    return jsonify(articles=[serialize(a) for a in articles], articlesCount=len(articles))


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify(article=serialize(service.get(slug)))
    except ArticleNotFoundError:
        return jsonify(errors={"article": ["not found"]}), 404
