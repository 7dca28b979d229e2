from flask import Blueprint, jsonify, request

from conduit.db import Article, Tag, User, db

api = Blueprint("api", __name__)


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@api.get("/articles")
def articles():
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if author := request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    count = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
    page = db.session.scalars(stmt.limit(request.args.get("limit", 20, type=int))
                              .offset(request.args.get("offset", 0, type=int))).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in page], articlesCount=count)
