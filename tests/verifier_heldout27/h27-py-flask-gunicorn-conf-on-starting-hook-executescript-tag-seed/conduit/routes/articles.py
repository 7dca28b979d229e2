from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleNotFound, ArticleService

bp = Blueprint("articles", __name__)


def _article_json(a):
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
        "favorited": False,
        "favoritesCount": 0,
    }


@bp.get("/articles")
def list_articles():
    items, total = ArticleService().list(
        tag=request.args.get("tag"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )
    return jsonify(articles=[_article_json(a) for a in items], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        article = ArticleService().get(slug)
    except ArticleNotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=_article_json(article))
