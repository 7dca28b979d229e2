from flask import Blueprint, jsonify, request

from app.services import article_service

bp = Blueprint("articles", __name__)


@bp.get("/articles")
def list_articles():
    rows = article_service.recent(request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int))
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        a = article_service.by_slug(slug)
    except article_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body})
