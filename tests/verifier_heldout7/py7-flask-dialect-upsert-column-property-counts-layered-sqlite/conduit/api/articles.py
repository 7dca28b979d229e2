import jwt
from flask import Blueprint, current_app, request

from conduit.services.article_service import ArticleMissing, ArticleService

bp = Blueprint("articles", __name__)


def _service() -> ArticleService:
    return current_app.extensions["article_service"]


def _user_id() -> int | None:
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    try:
        return jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        return None


def _json(a, favorited: bool = False) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "favorited": favorited, "favoritesCount": a.favorites_count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@bp.get("/tags")
def tags():
    return {"tags": _service().tag_list()}


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return {"article": _json(_service().get(slug))}
    except ArticleMissing:
        return {"errors": {"article": ["not found"]}}, 404


@bp.post("/articles/<slug>/favorite")
def favorite(slug):
    user_id = _user_id()
    if user_id is None:
        return {"errors": {"token": ["invalid"]}}, 401
    try:
        return {"article": _json(_service().favorite(slug, user_id), favorited=True)}
    except ArticleMissing:
        return {"errors": {"article": ["not found"]}}, 404


@bp.delete("/articles/<slug>/favorite")
def unfavorite(slug):
    user_id = _user_id()
    if user_id is None:
        return {"errors": {"token": ["invalid"]}}, 401
    try:
        return {"article": _json(_service().unfavorite(slug, user_id))}
    except ArticleMissing:
        return {"errors": {"article": ["not found"]}}, 404
