from flask import Blueprint, jsonify, request

from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def _article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    articles, count = service.list(limit, offset)
    return jsonify({"articles": [_article_json(a) for a in articles], "articlesCount": count})


@bp.get("/articles/<slug>")
def get_article(slug):
    article = service.get(slug)
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    return jsonify({"article": _article_json(article)})
