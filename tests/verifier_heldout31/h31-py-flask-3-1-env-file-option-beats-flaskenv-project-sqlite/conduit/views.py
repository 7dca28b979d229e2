from flask import Blueprint, abort, jsonify, request

from .extensions import db
from .models import Article, Tag

api = Blueprint("api", __name__)


def _article(a: Article) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image},
    }


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@api.get("/articles")
def list_articles():
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    total = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
    articles = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    return jsonify(articles=[_article(a) for a in articles], articlesCount=total)


@api.get("/articles/<slug>")
def get_article(slug):
    article = db.session.scalar(db.select(Article).filter_by(slug=slug))
    if article is None:
        abort(404)
    return jsonify(article=_article(article))


@api.delete("/articles/<slug>")
def delete_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    db.session.delete(article)
    db.session.commit()
    return "", 204
