import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(SQLALCHEMY_DATABASE_URI=os.environ.get("DATABASE_URL"))
    app.config.from_pyfile("local.cfg", silent=True)
    db.init_app(app)

    from conduit.models import Tag

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        rows = db.session.scalars(db.select(Tag).order_by(Tag.name)).all()
        return jsonify(tags=[t.name for t in rows])

    with app.app_context():
        db.create_all()
    return app
