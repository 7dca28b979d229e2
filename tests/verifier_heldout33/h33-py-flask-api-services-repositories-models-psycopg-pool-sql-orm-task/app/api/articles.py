from flask import Blueprint, current_app, jsonify, request

bp = Blueprint("articles", __name__)


def _svc():
    return current_app.extensions["services"]["articles"]


@bp.get("/articles/<slug>")
def get_article(slug):
    article = _svc().get(slug)
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    return jsonify({"article": article.to_dict()})


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    articles = _svc().list(request.args.get("tag"), limit, offset)
    return jsonify({"articles": [a.to_dict() for a in articles], "articlesCount": len(articles)})
