from flask import Blueprint, abort, jsonify, request

from conduit.services import article_service

bp = Blueprint("articles", __name__)


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image}}


@bp.get("/articles")
def list_articles():
    rows = article_service.list_articles(request.args.get("author"), int(request.args.get("limit", 20)),
                                         int(request.args.get("offset", 0)))
    return jsonify({"articles": [article_json(a) for a in rows], "articlesCount": len(rows)})


@bp.get("/articles/<slug>")
def get_article(slug):
    article = article_service.get_article(slug)
    if article is None:
        abort(404)
    return jsonify({"article": article_json(article)})
