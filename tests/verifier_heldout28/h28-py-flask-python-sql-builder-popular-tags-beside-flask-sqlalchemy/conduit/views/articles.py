import re

from flask import request

from conduit.db import db
from conduit.models import Article, Tag
from conduit.views import api
from conduit.views.users import current_user


def article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio or "", "image": a.author.image}}


@api.get("/articles")
def list_articles():
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
    items = db.session.scalars(stmt.limit(request.args.get("limit", 20, type=int))
                               .offset(request.args.get("offset", 0, type=int))).all()
    return {"articles": [article_json(a) for a in items], "articlesCount": len(items)}


@api.post("/articles")
def create_article():
    user = current_user()
    if user is None:
        return {"errors": {"token": ["is missing"]}}, 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title", ""), description=data.get("description", ""),
                      body=data.get("body", ""), author=user)
    for name in data.get("tagList") or []:
        article.tags.append(db.session.scalar(db.select(Tag).filter_by(name=name)) or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return {"article": article_json(article)}, 201
