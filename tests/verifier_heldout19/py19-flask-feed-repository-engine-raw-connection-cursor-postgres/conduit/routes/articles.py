from flask import Blueprint, jsonify, request
from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
articles = ArticleService()


def to_json(a):
    return {"slug": a.slug, "title": a.title, "body": a.body}


@bp.get("/articles")
def list_articles():
    items = articles.list(request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int))
    return jsonify(articles=[to_json(a) for a in items], articlesCount=len(items))


@bp.get("/articles/feed")
def feed():
    user_id = int(request.headers.get("X-User-Id", "0"))
    items = articles.feed(user_id, request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int))
    return jsonify(articles=[to_json(a) for a in items], articlesCount=len(items))
