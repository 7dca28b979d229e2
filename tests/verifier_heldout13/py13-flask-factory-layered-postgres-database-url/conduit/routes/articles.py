from flask import Blueprint, g, request

from conduit.routes.auth import auth_optional, auth_required
from conduit.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
service = ArticleService()


def _page() -> tuple[int, int]:
    return int(request.args.get("limit", 20)), int(request.args.get("offset", 0))


@bp.get("/articles")
@auth_optional
def list_articles():
    limit, offset = _page()
    articles, total = service.list(tag=request.args.get("tag"), author=request.args.get("author"),
                                   favorited=request.args.get("favorited"), limit=limit, offset=offset)
    return {"articles": [service.view(a, g.user_id) for a in articles], "articlesCount": total}


@bp.get("/articles/feed")
@auth_required
def feed():
    limit, offset = _page()
    articles, total = service.feed(g.user_id, limit, offset)
    return {"articles": [service.view(a, g.user_id) for a in articles], "articlesCount": total}


@bp.post("/articles")
@auth_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = service.create(g.user_id, data)
    return {"article": service.view(article, g.user_id)}, 201


@bp.get("/articles/<slug>")
@auth_optional
def get_article(slug: str):
    return {"article": service.view(service.get(slug), g.user_id)}


@bp.delete("/articles/<slug>")
@auth_required
def delete_article(slug: str):
    service.delete(slug, g.user_id)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@auth_required
def favorite(slug: str):
    return {"article": service.view(service.favorite(slug, g.user_id), g.user_id)}


@bp.delete("/articles/<slug>/favorite")
@auth_required
def unfavorite(slug: str):
    return {"article": service.view(service.unfavorite(slug, g.user_id), g.user_id)}
