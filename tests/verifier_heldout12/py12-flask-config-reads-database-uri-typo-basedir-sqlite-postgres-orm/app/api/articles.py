import sqlalchemy as sa
from flask import abort, current_app, request

from app import db
from app.api import bp
from app.models import Article, Tag, User


def article_dict(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.timestamp.isoformat(),
            "updatedAt": a.updated.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.route("/articles", methods=["GET"])
def get_articles():
    limit = request.args.get("limit", current_app.config["ARTICLES_PER_PAGE"], type=int)
    offset = request.args.get("offset", 0, type=int)
    query = sa.select(Article).order_by(Article.timestamp.desc())
    if tag := request.args.get("tag"):
        query = query.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        query = query.join(Article.author).where(User.username == author)
    total = db.session.scalar(sa.select(sa.func.count()).select_from(query.subquery()))
    articles = db.session.scalars(query.limit(limit).offset(offset)).all()
    return {"articles": [article_dict(a) for a in articles], "articlesCount": total}


@bp.route("/articles/<slug>", methods=["GET"])
def get_article(slug):
    article = db.session.scalar(sa.select(Article).where(Article.slug == slug))
    if article is None:
        abort(404)
    return {"article": article_dict(article)}


@bp.route("/tags", methods=["GET"])
def get_tags():
    return {"tags": list(db.session.scalars(sa.select(Tag.name)))}
