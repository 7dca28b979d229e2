from pathlib import Path

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy

BASE_DIR = Path(__file__).resolve().parent.parent
db = SQLAlchemy()


def database_path() -> Path:
    directory = BASE_DIR / "instance"
    directory.mkdir(parents=True, exist_ok=True)
    return directory / "conduit.db"


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{database_path()}"
    db.init_app(app)
    from conduit.models import Tag

    with app.app_context():
        db.create_all()

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag)).scalars()])

    @app.post("/api/tags")
    def add_tag():
        db.session.add(Tag(name=request.json["tag"]))
        db.session.commit()
        return jsonify(ok=True), 201

    return app
