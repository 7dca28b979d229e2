from pathlib import Path

from flask import Flask, jsonify

from conduit.db import db
from conduit.routes.articles import bp as articles_bp
from conduit.routes.errors import register_error_handlers

DB_FILE = Path(__file__).resolve().parent.parent / "instance" / "conduit.sqlite"


def create_app() -> Flask:
    app = Flask(__name__)
    DB_FILE.parent.mkdir(exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{DB_FILE}"
    db.init_app(app)
    app.register_blueprint(articles_bp)
    register_error_handlers(app)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
