import os
import sysconfig

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

STATE_DIR = os.path.join(sysconfig.get_paths()["purelib"], "conduit-state")


def create_app():
    app = Flask(__name__)
    os.makedirs(STATE_DIR, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(STATE_DIR, "conduit.db")
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
