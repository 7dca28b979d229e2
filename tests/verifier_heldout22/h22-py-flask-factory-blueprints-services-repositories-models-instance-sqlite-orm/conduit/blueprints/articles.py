from flask import Blueprint, jsonify, request

from conduit.services import article_service

bp = Blueprint("articles", __name__)


@bp.get("/tags")
def tags():
    return jsonify(tags=article_service.all_tags())


@bp.get("/articles")
def list_articles():
    items, count = article_service.list_articles(
        tag=request.args.get("tag"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )
    return jsonify(articles=[{"slug": a.slug, "title": a.title, "description": a.description,
                              "tagList": [t.name for t in a.tags]} for a in items],
                   articlesCount=count)
