import bcrypt
from flask import Blueprint, g, jsonify, request
from sqlalchemy import select, text

from .auth import auth_required, token_for
from .extensions import db
from .models import Article, User

api = Blueprint("api", __name__)

FEED_SQL = text(
    """
    SELECT a.id FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = :uid
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)


def _article_json(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat() if a.created_at else None,
        "updatedAt": a.updated_at.isoformat() if a.updated_at else None,
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@api.get("/health-check")
def health_check():
    return jsonify({"status": "ok"})


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    pw = bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode()
    user = User(username=data.get("username"), email=data.get("email"), password_hash=pw)
    db.session.add(user)
    db.session.commit()
    return jsonify({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                             "image": user.image, "token": token_for(user.id)}}), 201


@api.get("/articles/<slug>")
def get_article(slug):
    article = db.session.scalars(select(Article).where(Article.slug == slug)).first()
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    return jsonify({"article": _article_json(article)})


@api.get("/articles/feed")
@auth_required
def feed():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    ids = [row[0] for row in db.session.execute(FEED_SQL, {"uid": g.user_id, "limit": limit, "offset": offset})]
    articles = db.session.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc())).all() if ids else []
    return jsonify({"articles": [_article_json(a) for a in articles], "articlesCount": len(articles)})
