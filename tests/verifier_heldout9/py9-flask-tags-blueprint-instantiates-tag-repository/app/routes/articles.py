from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleService

articles_bp = Blueprint("articles", __name__)
service = ArticleService()


def serialize(article):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat() + "Z",
            "updatedAt": article.updated_at.isoformat() + "Z",
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False},
            "favorited": False, "favoritesCount": 0}


@articles_bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    articles, count = service.list(limit, offset)
    return jsonify(articles=[serialize(a) for a in articles], articlesCount=count)


@articles_bp.get("/articles/<slug>")
def get_article(slug):
    article = service.get(slug)
    if article is None:
        return jsonify(errors={"body": ["not found"]}), 404
    return jsonify(article=serialize(article))
