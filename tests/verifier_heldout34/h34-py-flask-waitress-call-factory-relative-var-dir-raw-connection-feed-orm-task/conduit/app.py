from flask import Flask, g, jsonify, request

from .db import Base, Session, engine
from .feed import feed_for
from . import models  # noqa: F401


def create_app():
    Base.metadata.create_all(engine)
    app = Flask(__name__)

    @app.teardown_appcontext
    def remove_session(exc=None):
        Session.remove()

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/articles/feed")
    def feed():
        user_id = getattr(g, "user_id", None) or 0
        items = feed_for(user_id, request.args.get("limit", 20, type=int),
                         request.args.get("offset", 0, type=int))
        return jsonify(articles=items, articlesCount=len(items))

    return app
