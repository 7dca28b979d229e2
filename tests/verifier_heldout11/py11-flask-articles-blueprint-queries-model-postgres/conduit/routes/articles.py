from flask import Blueprint, g, request
from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag, User

from ..services import ServiceError
from ..services.article_service import ArticleService
from . import current_user, error_response

bp = Blueprint("articles", __name__)
service = ArticleService()


def article_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@bp.get("/articles")
@current_user(required=False)
def list_articles():
    # filtering + pagination is plain HTTP query handling, kept next to the query params
    stmt = select(Article)
    if request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
    if request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == request.args["author"])
    if request.args.get("favorited"):
        stmt = stmt.where(Article.favorited_by.any(User.username == request.args["favorited"]))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(
        stmt.order_by(Article.created_at.desc())
        .limit(int(request.args.get("limit", 20)))
        .offset(int(request.args.get("offset", 0)))
    ).all()
    return {"articles": [article_json(a, g.user) for a in rows], "articlesCount": total}


@bp.post("/articles")
@current_user()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article", {})
    return {"article": article_json(service.create(g.user, data), g.user)}, 201


@bp.get("/articles/<slug>")
@current_user(required=False)
def get_article(slug):
    try:
        return {"article": article_json(service.get(slug), g.user)}
    except ServiceError as exc:
        return error_response(exc)


@bp.delete("/articles/<slug>")
@current_user()
def delete_article(slug):
    try:
        service.delete(g.user, slug)
    except ServiceError as exc:
        return error_response(exc)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@current_user()
def favorite(slug):
    try:
        return {"article": article_json(service.favorite(g.user, slug), g.user)}
    except ServiceError as exc:
        return error_response(exc)


@bp.get("/tags")
def tags():
    return {"tags": service.tags()}
