import re
import uuid

from flask import Flask, jsonify, request
from sqlalchemy import select

from conduit_api.database import Session, engine
from conduit_api.models import Article, Base, Tag
from conduit_api.upsert import InsertTagsIgnore


def build() -> Flask:
    Base.metadata.create_all(engine)
    app = Flask(__name__)

    @app.teardown_appcontext
    def _remove_session(exc):
        Session.remove()

    @app.get("/api/health-check")
    def health():
        return {"status": "up"}

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=list(Session.scalars(select(Tag.name).order_by(Tag.name))))

    @app.post("/api/articles")
    def create_article():
        data = request.get_json()["article"]
        names = sorted(set(data.get("tagList") or []))
        if names:
            Session.execute(InsertTagsIgnore(names))
        article = Article(slug=re.sub(r"\W+", "-", data["title"].lower()) + "-" + uuid.uuid4().hex[:8],
                          title=data["title"], description=data["description"], body=data["body"], author_id=1)
        article.tags = list(Session.scalars(select(Tag).where(Tag.name.in_(names)))) if names else []
        Session.add(article)
        Session.commit()
        return jsonify(article={"slug": article.slug, "title": article.title, "tagList": [t.name for t in article.tags]}), 201

    return app
