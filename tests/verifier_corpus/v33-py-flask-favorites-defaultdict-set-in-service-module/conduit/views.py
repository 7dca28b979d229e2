from flask import Blueprint, abort, jsonify, request

from conduit import favorites
from conduit.extensions import db
from conduit.models import Article, User

bp = Blueprint("api", __name__, url_prefix="/api")


def current_user() -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return db.session.scalar(db.select(User).where(User.token == header[6:]))


def present(article: Article, viewer: User | None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "favorited": favorites.is_favorited(article.id, viewer.id if viewer else None),
        "favoritesCount": favorites.count(article.id),
    }


@bp.get("/health-check")
def health():
    return {"status": "ok"}


@bp.get("/articles")
def list_articles():
    viewer = current_user()
    stmt = db.select(Article).order_by(Article.id.desc())
    if request.args.get("favorited"):
        fan = db.session.scalar(db.select(User).where(User.username == request.args["favorited"]))
        ids = favorites.favorited_article_ids(fan.id) if fan else []
        stmt = stmt.where(Article.id.in_(ids))
    items = [present(a, viewer) for a in db.session.scalars(stmt)]
    return jsonify(articles=items, articlesCount=len(items))


@bp.post("/articles/<slug>/favorite")
def favorite(slug: str):
    viewer = current_user() or abort(401)
    article = db.session.scalar(db.select(Article).where(Article.slug == slug)) or abort(404)
    favorites.favorite(article.id, viewer.id)
    return jsonify(article=present(article, viewer))


@bp.delete("/articles/<slug>/favorite")
def unfavorite(slug: str):
    viewer = current_user() or abort(401)
    article = db.session.scalar(db.select(Article).where(Article.slug == slug)) or abort(404)
    favorites.unfavorite(article.id, viewer.id)
    return jsonify(article=present(article, viewer))
