from flask import Blueprint, request
from sqlalchemy import func, select

from conduit.db import SessionLocal
from conduit.models import Article, Tag, User

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return {"status": "ok"}


@api.get("/tags")
def tags():
    with SessionLocal() as s:
        return {"tags": s.scalars(select(Tag.name).order_by(Tag.name)).all()}


@api.get("/articles")
def articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    with SessionLocal() as s:
        stmt = select(Article).order_by(Article.created_at.desc())
        if request.args.get("author"):
            stmt = stmt.join(Article.author).where(User.username == request.args["author"])
        total = s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = s.scalars(stmt.limit(limit).offset(offset)).all()
        return {"articles": [{"slug": a.slug, "title": a.title,
                              "tagList": [t.name for t in a.tags]} for a in rows],
                "articlesCount": total}
