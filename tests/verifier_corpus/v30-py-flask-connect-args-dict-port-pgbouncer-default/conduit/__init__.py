from flask import Flask, g, jsonify
from sqlalchemy import select

from conduit.db import Base, SessionLocal, engine
from conduit.models import Article


def create_app():
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    @app.teardown_appcontext
    def close_session(exc=None):
        session = g.pop("session", None)
        if session is not None:
            session.close()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/articles/<slug>")
    def get_article(slug):
        g.session = SessionLocal()
        article = g.session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            return jsonify(errors={"body": ["article not found"]}), 404
        return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})

    return app
