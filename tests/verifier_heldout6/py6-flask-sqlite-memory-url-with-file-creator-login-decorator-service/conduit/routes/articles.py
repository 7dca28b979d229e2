from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import login_optional, login_required
from conduit.services import article_service

bp = Blueprint("articles", __name__)


def _article(view):
    a = view["article"]
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": view["favorited"],
            "favoritesCount": view["favorites"],
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
@login_optional
def index():
    views, total = article_service.browse(
        g.current_user, author=request.args.get("author"), tag=request.args.get("tag"),
        limit=request.args.get("limit", 20, type=int), offset=request.args.get("offset", 0, type=int))
    return jsonify(articles=[_article(v) for v in views], articlesCount=total)


@bp.post("/articles")
@login_required
def create():
    data = request.get_json(force=True).get("article", {})
    article = article_service.publish(g.current_user, data)
    return jsonify(article=_article(article_service.present(article, g.current_user))), 201


@bp.get("/articles/<slug>")
@login_optional
def show(slug):
    try:
        return jsonify(article=_article(article_service.get(slug, g.current_user)))
    except article_service.ArticleNotFound:
        return jsonify(errors={"article": ["not found"]}), 404


@bp.post("/articles/<slug>/favorite")
@login_required
def favorite(slug):
    try:
        return jsonify(article=_article(article_service.favorite(slug, g.current_user, True)))
    except article_service.ArticleNotFound:
        return jsonify(errors={"article": ["not found"]}), 404
