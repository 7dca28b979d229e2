from flask import Blueprint, request
from sqlalchemy import func, select

from ..db import db
from ..models import Article, Tag, User
from ..services import article_service

bp = Blueprint("articles", __name__)


def to_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description,
            "body": a.body, "tagList": [t.name for t in a.tags],
            "createdAt": a.created_at.isoformat() + "Z"}


@bp.get("/articles")
def list_articles():
    stmt = select(Article)
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        stmt = stmt.join(User).where(User.username == author)
    count = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    stmt = stmt.order_by(Article.created_at.desc())
    stmt = stmt.limit(int(request.args.get("limit", 20))).offset(int(request.args.get("offset", 0)))
    articles = db.session.scalars(stmt).all()
    return {"articles": [to_json(a) for a in articles], "articlesCount": count}


@bp.get("/articles/<slug>")
def get_article(slug):
    article = article_service.get_article(slug)
    if article is None:
        return {"errors": {"body": ["not found"]}}, 404
    return {"article": to_json(article)}
