import jwt
from flask import Blueprint, request

from conduit.services.articles import ArticleNotFound, ArticleService, Forbidden
from conduit.settings import settings
from conduit.web import cache

bp = Blueprint("articles", __name__)
service = ArticleService()


def _user_id() -> int:
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    return int(jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])["sub"])


@bp.get("/tags")
@cache.cached()
def tags():
    return {"tags": service.popular_tags()}


@bp.get("/articles/<slug>")
def get_article(slug: str):
    try:
        article = service.get(slug)
    except ArticleNotFound:
        return {"errors": {"article": ["not found"]}}, 404
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}


@bp.delete("/articles/<slug>")
def delete_article(slug: str):
    try:
        service.delete(slug, _user_id())
    except ArticleNotFound:
        return {"errors": {"article": ["not found"]}}, 404
    except Forbidden:
        return {"errors": {"article": ["forbidden"]}}, 403
    return "", 204
