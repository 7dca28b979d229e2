from flask import abort, jsonify, request

from conduit_app.api import bp
from conduit_app.extensions import db
from conduit_app.models import Article, Tag


def article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    stmt = db.select(Article).order_by(Article.created_at.desc())
    rows = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    total = db.session.scalar(db.select(db.func.count(Article.id)))
    return jsonify(articles=[article_json(a) for a in rows], articlesCount=total)


@bp.get("/articles/<slug>")
def get_article(slug):
    article = db.session.scalar(db.select(Article).filter_by(slug=slug)) or abort(404)
    return jsonify(article=article_json(article))


@bp.get("/tags")
def tags():
    return jsonify(tags=list(db.session.scalars(db.select(Tag.name))))
