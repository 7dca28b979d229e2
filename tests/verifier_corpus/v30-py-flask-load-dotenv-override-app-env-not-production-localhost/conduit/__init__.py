from flask import Flask, jsonify

from conduit.config import Config
from conduit.db import init_db, session_scope
from conduit.models import Tag


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    init_db(app.config["DATABASE_URL"])

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        with session_scope() as session:
            names = [t.name for t in session.query(Tag).order_by(Tag.name)]
        return jsonify(tags=names)

    return app
