import re

from flask import Flask, jsonify, request
from sqlalchemy import insert, select

from app.db import SessionLocal, engine
from app.models import Article, Base, Tag

Base.metadata.create_all(engine)
app = Flask(__name__)


def ensure_tags(session, names):
    if names:
        # INSERT OR IGNORE: concurrent requests may create the same tag
        session.execute(insert(Tag).prefix_with("OR IGNORE"), [{"name": n} for n in names])
    return list(session.scalars(select(Tag).where(Tag.name.in_(names))))


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/articles")
def create_article():
    data = request.get_json()["article"]
    with SessionLocal.begin() as session:
        article = Article(slug=re.sub(r"\W+", "-", data["title"].lower()).strip("-"),
                          title=data["title"], body=data["body"])
        article.tags = ensure_tags(session, sorted(set(data.get("tagList") or [])))
        session.add(article)
    return jsonify(article={"slug": article.slug, "title": article.title,
                            "tagList": [t.name for t in article.tags]}), 201


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return jsonify(tags=list(session.scalars(select(Tag.name).order_by(Tag.name))))
