from flask import Blueprint, abort, current_app, jsonify, request

from conduit.db import db
from conduit.models import Article, User

bp = Blueprint("articles", __name__)


def as_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "favorited": False, "favoritesCount": 0,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", current_app.config["PAGE_SIZE"], type=int)
    offset = request.args.get("offset", 0, type=int)
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if author := request.args.get("author"):
        stmt = stmt.join(User).where(User.username == author)
    rows = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    total = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
    return jsonify(articles=[as_json(a) for a in rows], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = db.session.scalar(db.select(Article).where(Article.slug == slug))
    if article is None:
        abort(404)
    return jsonify(article=as_json(article))
