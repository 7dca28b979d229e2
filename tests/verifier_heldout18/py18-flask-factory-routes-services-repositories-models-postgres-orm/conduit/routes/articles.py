from flask import Blueprint, jsonify, request

from ..services.article_service import ArticleService
from ..services.errors import ServiceError
from .auth import current_user, login_required

bp = Blueprint("articles", __name__)
service = ArticleService()


def serialize(article):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
    }


@bp.errorhandler(ServiceError)
def on_error(err):
    return jsonify(errors={"body": [str(err)]}), err.status


@bp.get("/articles")
def list_articles():
    rows, total = service.list(
        tag=request.args.get("tag"),
        author=request.args.get("author"),
        favorited=request.args.get("favorited"),
        limit=int(request.args.get("limit", 20)),
        offset=int(request.args.get("offset", 0)),
    )
    return jsonify(articles=[serialize(a) for a in rows], articlesCount=total)


@bp.post("/articles")
@login_required
def create_article():
    article = service.create(current_user(), request.get_json()["article"])
    return jsonify(article=serialize(article)), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    return jsonify(article=serialize(service.get(slug)))
