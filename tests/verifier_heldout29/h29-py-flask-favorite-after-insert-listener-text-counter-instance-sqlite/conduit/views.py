from functools import wraps

import jwt
from flask import Blueprint, current_app, g, jsonify, request
from sqlalchemy import select

from .db import db
from .models import Article, Favorite

api = Blueprint("api", __name__)


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        try:
            payload = jwt.decode(header.removeprefix("Token "), current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        g.user_id = int(payload["sub"])
        return view(*args, **kwargs)

    return wrapper


def _article(a: Article, favorited: bool) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": a.favorites_count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@api.get("/health-check")
def health_check():
    return jsonify({"status": "ok"})


@api.post("/articles/<slug>/favorite")
@auth_required
def favorite(slug):
    article = db.session.scalars(select(Article).where(Article.slug == slug)).first()
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    if db.session.get(Favorite, (g.user_id, article.id)) is None:
        db.session.add(Favorite(user_id=g.user_id, article_id=article.id))
        db.session.commit()
        db.session.refresh(article)
    return jsonify({"article": _article(article, True)})


@api.delete("/articles/<slug>/favorite")
@auth_required
def unfavorite(slug):
    article = db.session.scalars(select(Article).where(Article.slug == slug)).first()
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    fav = db.session.get(Favorite, (g.user_id, article.id))
    if fav is not None:
        db.session.delete(fav)
        db.session.commit()
        db.session.refresh(article)
    return jsonify({"article": _article(article, False)})
