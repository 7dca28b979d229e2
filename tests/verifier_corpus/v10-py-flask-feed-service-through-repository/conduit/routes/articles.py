from flask import Blueprint, jsonify, request

from conduit.services import article_service

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def to_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at}


@bp.get("")
def list_articles():
    items = article_service.list_articles(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return jsonify(articles=[to_json(a) for a in items], articlesCount=len(items))


@bp.get("/feed")
def feed():
    user_id = int(request.headers.get("X-User-Id", "0"))
    items = article_service.feed(user_id, int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return jsonify(articles=[to_json(a) for a in items], articlesCount=len(items))


@bp.get("/<slug>")
def get_article(slug):
    article = article_service.get_article(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=to_json(article))
