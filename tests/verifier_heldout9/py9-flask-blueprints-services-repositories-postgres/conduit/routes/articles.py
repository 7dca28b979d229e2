from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import auth
from conduit.services import ServiceError, article_service

bp = Blueprint("articles", __name__)


@bp.errorhandler(ServiceError)
def _service_error(err):
    return jsonify(errors={"body": [str(err)]}), err.status


def _page():
    return {"limit": request.args.get("limit", 20, type=int), "offset": request.args.get("offset", 0, type=int)}


@bp.get("/articles")
@auth(required=False)
def list_articles():
    articles, total = article_service.list_articles(
        g.user, tag=request.args.get("tag"), author=request.args.get("author"),
        favorited=request.args.get("favorited"), **_page())
    return jsonify(articles=articles, articlesCount=total)


@bp.get("/articles/feed")
@auth()
def feed():
    articles, total = article_service.feed(g.user, **_page())
    return jsonify(articles=articles, articlesCount=total)


@bp.post("/articles")
@auth()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    return jsonify(article=article_service.create(g.user, data)), 201


@bp.get("/articles/<slug>")
@auth(required=False)
def get_article(slug):
    return jsonify(article=article_service.get(slug, g.user))


@bp.get("/tags")
def tags():
    return jsonify(tags=article_service.tags())
