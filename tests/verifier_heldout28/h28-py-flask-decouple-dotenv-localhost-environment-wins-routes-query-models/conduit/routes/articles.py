from flask import Blueprint, g, request
from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Tag, User
from conduit.routes.helpers import article_json, authenticated
from conduit.services import article_service

bp = Blueprint("articles", __name__)


@bp.get("/articles")
@authenticated(optional=True)
def list_articles():
    # Listing is read-only, so it queries directly instead of going through a service.
    query = select(Article)
    if request.args.get("tag"):
        query = query.where(Article.tags.any(Tag.name == request.args["tag"]))
    if request.args.get("author"):
        query = query.where(Article.author.has(User.username == request.args["author"]))
    if request.args.get("favorited"):
        query = query.where(Article.favorited_by.any(User.username == request.args["favorited"]))
    count = db.session.scalar(select(func.count()).select_from(query.subquery()))
    rows = db.session.scalars(
        query.order_by(Article.created_at.desc())
        .limit(request.args.get("limit", 20, type=int))
        .offset(request.args.get("offset", 0, type=int))
    ).all()
    return {"articles": [article_json(a, g.user) for a in rows], "articlesCount": count}


@bp.get("/articles/feed")
@authenticated()
def feed():
    followed = [u.id for u in g.user.following]
    query = select(Article).where(Article.author_id.in_(followed)).order_by(Article.created_at.desc())
    rows = db.session.scalars(query.limit(request.args.get("limit", 20, type=int))).all()
    return {"articles": [article_json(a, g.user) for a in rows], "articlesCount": len(rows)}


@bp.post("/articles")
@authenticated()
def create():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    return {"article": article_json(article_service.create(g.user, data), g.user)}, 201


@bp.get("/articles/<slug>")
@authenticated(optional=True)
def show(slug):
    return {"article": article_json(article_service.get(slug), g.user)}


@bp.delete("/articles/<slug>")
@authenticated()
def destroy(slug):
    article_service.delete(g.user, slug)
    return "", 204


@bp.get("/tags")
def tags():
    return {"tags": list(db.session.scalars(select(Tag.name).order_by(Tag.name)))}
