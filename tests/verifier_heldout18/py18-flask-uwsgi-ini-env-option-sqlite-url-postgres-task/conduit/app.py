from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import select

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config.from_object("conduit.settings")
    db.init_app(app)
    from .models import Tag

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        names = db.session.scalars(select(Tag.name).order_by(Tag.name)).all()
        return jsonify(tags=names)

    with app.app_context():
        db.create_all()
    return app
