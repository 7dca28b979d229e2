from flask import Blueprint, request
from injector import inject

from app.routes.presenters import article_json
from app.services.article_service import ArticleService
from app.services.user_service import UserService

bp = Blueprint("articles", __name__)


def _viewer(users):
    header = request.headers.get("Authorization", "")
    return users.from_token(header[6:]) if header.startswith("Token ") else None


@bp.route("/articles", methods=["GET"])
@inject
def list_articles(articles: ArticleService, users: UserService):
    viewer = _viewer(users)
    items, total = articles.list(tag=request.args.get("tag"), author=request.args.get("author"),
                                 limit=request.args.get("limit", 20, type=int),
                                 offset=request.args.get("offset", 0, type=int))
    return {"articles": [article_json(a, viewer) for a in items], "articlesCount": total}


@bp.route("/articles", methods=["POST"])
@inject
def create_article(articles: ArticleService, users: UserService):
    viewer = _viewer(users)
    if viewer is None:
        return {"errors": {"token": ["is missing"]}}, 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    return {"article": article_json(articles.create(viewer, data), viewer)}, 201


@bp.route("/articles/<slug>", methods=["GET"])
@inject
def get_article(slug, articles: ArticleService, users: UserService):
    return {"article": article_json(articles.get(slug), _viewer(users))}
