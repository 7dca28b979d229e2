from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import auth_optional, auth_required
from conduit.routes.serializers import article_json
from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def _paging() -> tuple[int, int]:
    return int(request.args.get("limit", 20)), int(request.args.get("offset", 0))


@bp.get("/articles")
@auth_optional
def list_articles():
    limit, offset = _paging()
    articles, total = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=limit,
        offset=offset,
    )
    return jsonify({"articles": [article_json(a, g.user) for a in articles], "articlesCount": total})


@bp.get("/articles/feed")
@auth_required
def feed():
    limit, offset = _paging()
    articles, total = service.feed(g.user, limit, offset)
    return jsonify({"articles": [article_json(a, g.user) for a in articles], "articlesCount": total})


@bp.post("/articles")
@auth_required
def create_article():
    article = service.create(g.user, request.get_json()["article"])
    return jsonify({"article": article_json(article, g.user)}), 201


@bp.get("/articles/<slug>")
@auth_optional
def get_article(slug: str):
    return jsonify({"article": article_json(service.get(slug), g.user)})


@bp.put("/articles/<slug>")
@auth_required
def update_article(slug: str):
    article = service.update(g.user, slug, request.get_json()["article"])
    return jsonify({"article": article_json(article, g.user)})


@bp.delete("/articles/<slug>")
@auth_required
def delete_article(slug: str):
    service.delete(g.user, slug)
    return "", 204
