# feature-file: articles
from flask import Blueprint, g, request

from conduit.routes import serializers
from conduit.routes.auth import auth_optional, auth_required
from conduit.services import articles
from conduit.services.pagination import parse_page

bp = Blueprint("articles", __name__, url_prefix="/articles")


def _page():
    return parse_page(request.args.get("limit"), request.args.get("offset"))


@bp.get("")
@auth_optional
def list_articles():
    page = articles.list_articles(
        g.user,
        _page(),
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),  # feature-line: favorites
    )
    return serializers.article_page(page)


# feature-begin: profiles
@bp.get("/feed")
@auth_required
def feed():
    return serializers.article_page(articles.feed(g.user, _page()))


# feature-end: profiles
@bp.post("")
@auth_required
def create_article():
    view = articles.create(g.user, request.get_json(silent=True))
    return {"article": serializers.article(view)}, 201


@bp.get("/<slug>")
@auth_optional
def get_article(slug: str):
    return {"article": serializers.article(articles.get(slug, g.user))}


@bp.put("/<slug>")
@auth_required
def update_article(slug: str):
    view = articles.update(g.user, slug, request.get_json(silent=True))
    return {"article": serializers.article(view)}


@bp.delete("/<slug>")
@auth_required
def delete_article(slug: str):
    articles.delete(g.user, slug)
    return "", 204
# feature-begin: favorites


@bp.post("/<slug>/favorite")
@auth_required
def favorite(slug: str):
    return {"article": serializers.article(articles.favorite(g.user, slug))}


@bp.delete("/<slug>/favorite")
@auth_required
def unfavorite(slug: str):
    return {"article": serializers.article(articles.unfavorite(g.user, slug))}
# feature-end: favorites
