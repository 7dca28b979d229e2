from flask import Blueprint, jsonify, request

from ..services import article_service
from .auth import current_user_required
from .schemas import NewArticleSchema

bp = Blueprint("articles", __name__)


def _out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags]}


@bp.get("/articles")
def list_articles():
    items, total = article_service.list_articles(
        tag=request.args.get("tag"), limit=request.args.get("limit", 20, type=int),
        offset=request.args.get("offset", 0, type=int))
    return jsonify(articles=[_out(a) for a in items], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        return jsonify(article=_out(article_service.get_article(slug)))
    except article_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404


@bp.post("/articles")
@current_user_required
def create_article(user):
    data = NewArticleSchema().load(request.get_json()["article"])
    return jsonify(article=_out(article_service.create_article(user, data))), 201
