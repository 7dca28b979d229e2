import os

from flask import Flask, jsonify

from conduit.models.base import db
from conduit.handlers.articles import bp as articles_bp
from conduit.services.errors import DomainError


def create_app():
    app = Flask(__name__)
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql://", 1)
    app.config["SQLALCHEMY_DATABASE_URI"] = url
    db.init_app(app)
    app.register_blueprint(articles_bp, url_prefix="/api/articles")

    @app.errorhandler(DomainError)
    def domain_error(err):
        return jsonify(errors={"body": [str(err)]}), err.status

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        import conduit.models.article  # noqa: F401
        db.create_all()
    return app
