from flask import Blueprint, request
from flask_login import current_user, login_required

from realworld.services.article_service import ArticleService

bp = Blueprint("articles", __name__)
articles = ArticleService()


@bp.get("/articles/feed")
@login_required
def feed():
    items = articles.feed(int(request.args.get("limit", 20)), int(request.args.get("offset", 0)))
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items],
            "articlesCount": len(items)}


@bp.post("/articles")
@login_required
def create():
    body = request.get_json()["article"]
    a = articles.create(current_user, body["title"], body["description"], body["body"])
    return {"article": {"slug": a.slug, "title": a.title}}, 201
