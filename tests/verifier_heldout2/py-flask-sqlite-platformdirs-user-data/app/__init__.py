from pathlib import Path

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy
from platformdirs import user_data_dir

db = SQLAlchemy()


def database_path() -> Path:
    directory = Path(user_data_dir("conduit", appauthor=False))
    directory.mkdir(parents=True, exist_ok=True)
    return directory / "conduit.db"


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{database_path()}"
    db.init_app(app)

    class Tag(db.Model):
        id = db.Column(db.Integer, primary_key=True)
        name = db.Column(db.String(64), unique=True)

    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health():
        return jsonify(ok=True)

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag)).scalars()])

    return app
