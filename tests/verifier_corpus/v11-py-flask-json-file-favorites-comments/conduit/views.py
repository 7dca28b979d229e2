from flask import Blueprint, abort, jsonify, request

from conduit.extensions import db
from conduit.models import Article, User
from conduit.store import CommentRepository, FavoriteRepository

bp = Blueprint("articles", __name__, url_prefix="/api/articles")
favorites = FavoriteRepository()
comments = CommentRepository()


def current_user() -> User:
    user_id = request.headers.get("X-User-Id")  # set by the token middleware
    user = db.session.get(User, int(user_id)) if user_id else None
    if user is None:
        abort(401)
    return user


def article_json(article: Article) -> dict:
    fans = favorites.users_for(article.slug)
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "favoritesCount": len(fans)}


@bp.get("/<slug>")
def get_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return jsonify(article=article_json(article))


@bp.post("/<slug>/favorite")
def favorite(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    favorites.add(slug, current_user().id)
    return jsonify(article=article_json(article))


@bp.delete("/<slug>/favorite")
def unfavorite(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    favorites.remove(slug, current_user().id)
    return jsonify(article=article_json(article))


@bp.get("/<slug>/comments")
def list_comments(slug):
    return jsonify(comments=comments.for_article(slug))


@bp.post("/<slug>/comments")
def add_comment(slug):
    db.first_or_404(db.select(Article).filter_by(slug=slug))
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    return jsonify(comment=comments.add(slug, current_user().id, body)), 201
