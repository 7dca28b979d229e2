from flask import Blueprint, jsonify, request
from sqlalchemy import select
from blog.models import Article, Tag, db
from blog.tagging import attach_tags

api = Blueprint("api", __name__, url_prefix="/api")


@api.get("/health-check")
def health():
    return jsonify(ok=True)


@api.post("/articles")
def create_article():
    data = request.get_json()["article"]
    article = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"])
    db.session.add(article)
    db.session.flush()
    attach_tags(article, data.get("tagList", []))
    db.session.commit()
    return jsonify(article={"slug": article.slug, "title": article.title}), 201


@api.get("/tags")
def tags():
    return jsonify(tags=list(db.session.scalars(select(Tag.name).order_by(Tag.name))))
