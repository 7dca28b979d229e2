from flask import Blueprint, jsonify, request
from sqlalchemy import func, select

from .db import run
from .models import Article, Favorite, User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    fav_count = (
        select(func.count(Favorite.id)).where(Favorite.article_id == Article.id).scalar_subquery()
    )
    stmt = select(Article, fav_count.label("fav")).order_by(Article.created_at.desc())
    if author := request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    total = run(select(func.count()).select_from(stmt.subquery())).scalar_one()
    rows = run(stmt.limit(limit).offset(offset)).all()
    return jsonify(articlesCount=total, articles=[
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
         "favorited": False, "favoritesCount": fav,
         "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                    "following": False}}
        for a, fav in rows])
