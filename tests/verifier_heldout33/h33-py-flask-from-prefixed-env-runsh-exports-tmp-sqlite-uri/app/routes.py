from flask import Blueprint, jsonify

from app.db import db
from app.models import Article, Tag

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return jsonify(status="ok")


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)


@api.get("/articles/<slug>")
def article(slug):
    a = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body,
                            "tagList": [t.name for t in a.tags]})
