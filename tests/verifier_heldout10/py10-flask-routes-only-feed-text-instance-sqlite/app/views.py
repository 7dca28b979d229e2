from flask import Blueprint, abort, jsonify, request

from . import db
from .models import Article, User

api = Blueprint("api", __name__)


def current_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        abort(401)
    user = db.session.execute(db.select(User).filter_by(token=header[6:])).scalar_one_or_none()
    if user is None:
        abort(401)
    return user


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    rows = db.session.scalars(db.select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))


@api.get("/articles/feed")
def feed():
    user = current_user()
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    rows = db.session.execute(
        db.text(
            "SELECT article.slug, article.title FROM article "
            "JOIN follows ON follows.followed_id = article.author_id "
            "WHERE follows.follower_id = :me ORDER BY article.created_at DESC LIMIT :limit OFFSET :offset"
        ),
        {"me": user.id, "limit": limit, "offset": offset},
    ).mappings().all()
    return jsonify(articles=[dict(r) for r in rows], articlesCount=len(rows))
