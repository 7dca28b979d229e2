from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import login_optional, login_required
from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def _page():
    return int(request.args.get("limit", 20)), int(request.args.get("offset", 0))


@bp.get("/articles")
@login_optional
def list_articles():
    limit, offset = _page()
    rows, total = service.list(tag=request.args.get("tag"), author=request.args.get("author"),
                               favorited=request.args.get("favorited"), limit=limit, offset=offset)
    return jsonify(articles=[service.present(a, g.user) for a in rows], articlesCount=total)


@bp.get("/articles/feed")
@login_required
def feed():
    limit, offset = _page()
    rows, total = service.feed(g.user, limit, offset)
    return jsonify(articles=[service.present(a, g.user) for a in rows], articlesCount=total)


@bp.post("/articles")
@login_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = service.create(g.user, data)
    return jsonify(article=service.present(article, g.user)), 201


@bp.get("/articles/<slug>")
@login_optional
def get_article(slug):
    return jsonify(article=service.present(service.get(slug), g.user))


@bp.delete("/articles/<slug>")
@login_required
def delete_article(slug):
    service.delete(slug, g.user)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@login_required
def favorite(slug):
    return jsonify(article=service.present(service.favorite(slug, g.user), g.user))


@bp.delete("/articles/<slug>/favorite")
@login_required
def unfavorite(slug):
    return jsonify(article=service.present(service.unfavorite(slug, g.user), g.user))


@bp.get("/tags")
def tags():
    return jsonify(tags=service.tags())
