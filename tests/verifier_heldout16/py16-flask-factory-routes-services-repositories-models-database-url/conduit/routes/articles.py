from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleNotFound, ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def _article(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
    }


@bp.get("/articles")
def list_articles():
    rows, count = service.list(
        tag=request.args.get("tag"), author=request.args.get("author"),
        limit=int(request.args.get("limit", 20)), offset=int(request.args.get("offset", 0)),
    )
    return jsonify({"articles": [_article(a) for a in rows], "articlesCount": count})


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify({"article": _article(service.get(slug))})
    except ArticleNotFound:
        return jsonify({"errors": {"article": ["not found"]}}), 404


@bp.get("/tags")
def tags():
    return jsonify({"tags": service.tags()})
