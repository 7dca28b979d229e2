from flask import Blueprint, abort, jsonify, request
from sqlalchemy import delete, func, insert, select

from conduit import audit
from conduit.extensions import db
from conduit.models import Article, Comment, User, favorites

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def current_user() -> User:
    user_id = request.headers.get("X-User-Id")  # set by the token middleware
    user = db.session.get(User, int(user_id)) if user_id else None
    if user is None:
        abort(401)
    return user


def article_json(article: Article) -> dict:
    count = db.session.scalar(select(func.count()).select_from(favorites)
                              .where(favorites.c.article_id == article.id))
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "favoritesCount": count}


@bp.get("/<slug>")
def get_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return jsonify(article=article_json(article))


@bp.post("/<slug>/favorite")
def favorite(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    user = current_user()
    exists = db.session.scalar(select(favorites.c.user_id).where(
        favorites.c.user_id == user.id, favorites.c.article_id == article.id))
    if exists is None:
        db.session.execute(insert(favorites).values(user_id=user.id, article_id=article.id))
        db.session.commit()
    audit.record("favorite", user.id, slug=slug)
    return jsonify(article=article_json(article))


@bp.delete("/<slug>/favorite")
def unfavorite(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    user = current_user()
    db.session.execute(delete(favorites).where(
        favorites.c.user_id == user.id, favorites.c.article_id == article.id))
    db.session.commit()
    audit.record("unfavorite", user.id, slug=slug)
    return jsonify(article=article_json(article))


@bp.get("/<slug>/comments")
def list_comments(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    rows = db.session.scalars(select(Comment).where(Comment.article_id == article.id)
                              .order_by(Comment.created_at)).all()
    return jsonify(comments=[{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat()}
                             for c in rows])


@bp.post("/<slug>/comments")
def add_comment(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    user = current_user()
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    comment = Comment(body=body, article_id=article.id, author_id=user.id)
    db.session.add(comment)
    db.session.commit()
    audit.record("comment", user.id, slug=slug, comment=comment.id)
    return jsonify(comment={"id": comment.id, "body": comment.body,
                            "createdAt": comment.created_at.isoformat()}), 201
