from flask import Blueprint, abort, jsonify, request
from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Tag, User, article_tags

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/tags")
def list_tags():
    stmt = (
        select(Tag.name)
        .outerjoin(article_tags, article_tags.c.tag_id == Tag.id)
        .group_by(Tag.id)
        .order_by(func.count(article_tags.c.article_id).desc())
    )
    return jsonify(tags=list(db.session.scalars(stmt)))


@bp.get("/articles/<slug>")
def get_article(slug: str):
    article = db.session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        abort(404)
    return jsonify(article=_article_json(article))


@bp.get("/profiles/<username>")
def get_profile(username: str):
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})


def _article_json(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }
