from flask import Blueprint, jsonify, request

from conduit.security import decode_token
from conduit.services import article_service, user_service

bp = Blueprint("articles", __name__)


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "author": {"username": a.author.username}}


@bp.get("/articles")
def list_articles():
    articles = article_service.recent(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return jsonify(articles=[article_json(a) for a in articles], articlesCount=len(articles))


@bp.post("/articles")
def create_article():
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    user_id = decode_token(token)
    if user_id is None or user_service.by_id(user_id) is None:
        return jsonify(errors={"token": ["invalid"]}), 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = article_service.create(user_id, data.get("title", ""), data.get("description", ""), data.get("body", ""))
    return jsonify(article=article_json(article)), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    article = article_service.get(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=article_json(article))
