from flask import Flask, jsonify
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import Comment


def create_app():
    Base.metadata.create_all(engine)
    app = Flask(__name__)

    @app.teardown_appcontext
    def remove_session(exc=None):
        Session.remove()

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/articles/<slug>/comments")
    def comments(slug):
        rows = Session.scalars(select(Comment).where(Comment.article_slug == slug)
                               .order_by(Comment.id.desc())).all()
        return jsonify(comments=[{"id": c.id, "body": c.body,
                                  "author": {"username": c.author.username}} for c in rows])

    return app
