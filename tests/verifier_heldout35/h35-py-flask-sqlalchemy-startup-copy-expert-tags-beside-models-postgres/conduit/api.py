from flask import Blueprint, request

from conduit.extensions import db
from conduit.models import Article, Tag

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return {"status": "ok"}


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return {"tags": names}


@api.get("/articles/<slug>")
def article(slug):
    a = db.session.scalar(db.select(Article).where(Article.slug == slug))
    if a is None:
        return {"errors": {"article": ["not found"]}}, 404
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body,
                        "tagList": [t.name for t in a.tags]}}


@api.post("/articles")
def create_article():
    data = request.get_json()["article"]
    a = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"], body=data["body"])
    for name in data.get("tagList", []):
        tag = db.session.scalar(db.select(Tag).where(Tag.name == name)) or Tag(name=name)
        a.tags.append(tag)
    db.session.add(a)
    db.session.commit()
    return {"article": {"slug": a.slug}}, 201
