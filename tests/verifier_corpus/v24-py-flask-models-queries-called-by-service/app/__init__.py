from pathlib import Path

from flask import Flask, jsonify

from app.extensions import db

BASE_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{BASE_DIR / 'instance' / 'conduit.db'}"
    db.init_app(app)

    from app.routes.articles import bp as articles_bp
    from app.routes.tags import bp as tags_bp

    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
