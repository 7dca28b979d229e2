from flask import Blueprint, g, request

from conduit.interactors import articles
from conduit.views.auth import login_required
from conduit.views.presenters import article_json

bp = Blueprint("articles", __name__)


@bp.get("/articles")
@login_required(optional=True)
def index():
    rows, total = articles.list_articles(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int),
    )
    return {"articles": [article_json(a, g.user) for a in rows], "articlesCount": total}


@bp.post("/articles")
@login_required()
def create():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = articles.create(g.user, data.get("title", ""), data.get("description", ""),
                              data.get("body", ""), data.get("tagList") or [])
    return {"article": article_json(article, g.user)}, 201


@bp.get("/articles/<slug>")
@login_required(optional=True)
def show(slug):
    return {"article": article_json(articles.get(slug), g.user)}


@bp.delete("/articles/<slug>")
@login_required()
def destroy(slug):
    articles.delete(g.user, slug)
    return "", 204
