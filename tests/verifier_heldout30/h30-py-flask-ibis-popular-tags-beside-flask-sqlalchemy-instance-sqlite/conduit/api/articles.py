import re

from flask import request
from sqlalchemy import func

from conduit.api import bp
from conduit.api.auth import current_user
from conduit.extensions import db
from conduit.models import Article, Tag, User


def _article(a, viewer):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer is not None and viewer in a.favorited_by,
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
def list_articles():
    viewer = current_user()
    stmt = db.select(Article)
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        stmt = stmt.where(Article.author.has(User.username == author))
    if fav := request.args.get("favorited"):
        stmt = stmt.where(Article.favorited_by.any(User.username == fav))
    count = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
    page = db.session.scalars(stmt.order_by(Article.created_at.desc())
                              .limit(request.args.get("limit", 20, type=int))
                              .offset(request.args.get("offset", 0, type=int))).all()
    return {"articles": [_article(a, viewer) for a in page], "articlesCount": count}


@bp.post("/articles")
def create_article():
    viewer = current_user()
    if viewer is None:
        return {"errors": {"token": ["missing"]}}, 401
    data = (request.get_json(silent=True) or {}).get("article", {})
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title"), description=data.get("description"),
                      body=data.get("body"), author=viewer)
    for name in data.get("tagList", []):
        article.tags.append(db.session.scalar(db.select(Tag).where(Tag.name == name)) or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return {"article": _article(article, viewer)}, 201
