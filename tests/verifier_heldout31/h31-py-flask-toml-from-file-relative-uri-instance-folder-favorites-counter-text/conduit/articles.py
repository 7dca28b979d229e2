from flask import Blueprint, abort, jsonify, request
from sqlalchemy import text

from .extensions import db
from .models import Article, Favorite, User

bp = Blueprint("articles", __name__)

_BUMP_FAVORITES = text(
    "UPDATE articles SET favorites_count = favorites_count + :delta WHERE id = :article_id"
)


def _current_user() -> User:
    username = request.headers.get("X-Username", "")
    user = db.session.scalar(db.select(User).filter_by(username=username))
    if user is None:
        abort(401)
    return user


def _get_article(slug: str) -> Article:
    return db.first_or_404(db.select(Article).filter_by(slug=slug))


@bp.post("/articles/<slug>/favorite")
def favorite(slug):
    user = _current_user()
    article = _get_article(slug)
    if db.session.get(Favorite, (user.id, article.id)) is None:
        db.session.add(Favorite(user_id=user.id, article_id=article.id))
        db.session.execute(_BUMP_FAVORITES, {"delta": 1, "article_id": article.id})
        db.session.commit()
    db.session.refresh(article)
    return jsonify(article={"slug": article.slug, "favorited": True,
                            "favoritesCount": article.favorites_count})


@bp.delete("/articles/<slug>/favorite")
def unfavorite(slug):
    user = _current_user()
    article = _get_article(slug)
    fav = db.session.get(Favorite, (user.id, article.id))
    if fav is not None:
        db.session.delete(fav)
        db.session.execute(_BUMP_FAVORITES, {"delta": -1, "article_id": article.id})
        db.session.commit()
    db.session.refresh(article)
    return jsonify(article={"slug": article.slug, "favorited": False,
                            "favoritesCount": article.favorites_count})
