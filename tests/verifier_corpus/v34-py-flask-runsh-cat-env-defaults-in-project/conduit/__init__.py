import os
from pathlib import Path

from dotenv import load_dotenv
from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

ROOT = Path(__file__).resolve().parent.parent
load_dotenv(ROOT / ".env")

db = SQLAlchemy()


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


def create_app():
    app = Flask(__name__)
    db_file = ROOT / os.environ.get("CONDUIT_DB", "conduit.db")
    db_file.parent.mkdir(parents=True, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{db_file}"
    db.init_app(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag).order_by(Tag.name)).scalars()])

    with app.app_context():
        db.create_all()
    return app
