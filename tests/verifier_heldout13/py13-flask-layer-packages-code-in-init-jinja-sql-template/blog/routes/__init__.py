"""HTTP layer: parse the request, call a service, shape the response."""
from flask import Blueprint, jsonify, request

from blog.services import ArticleService, NotFound

bp = Blueprint("api", __name__)
articles = ArticleService()


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/articles")
def list_articles():
    items = articles.list(tag=request.args.get("tag"), author=request.args.get("author"),
                          favorited=request.args.get("favorited"),
                          limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int))
    return jsonify(articles=items, articlesCount=len(items))


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        return jsonify(article=articles.get(slug))
    except NotFound:
        return jsonify(errors={"article": ["not found"]}), 404


@bp.get("/tags")
def tags():
    return jsonify(tags=articles.tags())
