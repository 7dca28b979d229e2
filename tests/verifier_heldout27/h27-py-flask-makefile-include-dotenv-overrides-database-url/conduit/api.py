from flask import Blueprint, jsonify, request

from .extensions import db
from .models import Article, Tag

api = Blueprint("api", __name__)


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.get("/tags")
def list_tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@api.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    stmt = db.select(Article).order_by(Article.created_at.desc())
    tag = request.args.get("tag")
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    total = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
    articles = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    return jsonify(
        articles=[
            {
                "slug": a.slug,
                "title": a.title,
                "description": a.description,
                "tagList": [t.name for t in a.tags],
                "createdAt": a.created_at.isoformat(),
                "updatedAt": a.updated_at.isoformat(),
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
                "favorited": False,
                "favoritesCount": 0,
            }
            for a in articles
        ],
        articlesCount=total,
    )
