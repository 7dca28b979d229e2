import os

from flask import Flask, jsonify

from src.models import db

BASE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


def create_app():
    app = Flask(__name__)
    db_path = os.path.join(BASE_DIR, "data", "conduit.db")
    os.makedirs(os.path.dirname(db_path), exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{db_path}"
    db.init_app(app)

    from src.routes.comments import comments_bp

    app.register_blueprint(comments_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
