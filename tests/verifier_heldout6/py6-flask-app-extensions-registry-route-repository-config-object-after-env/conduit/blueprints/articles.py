from flask import Blueprint, g, jsonify, request

from conduit.blueprints.common import article_json, auth, registry
from conduit.services.articles import ArticleError

bp = Blueprint("articles", __name__)


@bp.get("/articles")
@auth(required=False)
def list_articles():
    rows, total = registry().article_service.listing(
        tag=request.args.get("tag"), author=request.args.get("author"),
        limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int),
    )
    return jsonify(articles=[article_json(a, g.user) for a in rows], articlesCount=total)


@bp.post("/articles")
@auth()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = registry().article_service.create(g.user, data)
    return jsonify(article=article_json(article, g.user)), 201


@bp.get("/articles/<slug>")
@auth(required=False)
def get_article(slug):
    article = registry().articles.by_slug(slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article=article_json(article, g.user))


@bp.delete("/articles/<slug>")
@auth()
def delete_article(slug):
    try:
        registry().article_service.delete(g.user, slug)
    except ArticleError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status
    return "", 204


@bp.post("/articles/<slug>/favorite")
@auth()
def favorite(slug):
    try:
        return jsonify(article=article_json(registry().article_service.favorite(g.user, slug), g.user))
    except ArticleError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status


@bp.get("/tags")
def tags():
    return jsonify(tags=registry().article_service.tags())
