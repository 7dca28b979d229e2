from flask import Flask, jsonify

from conduit.db import db
from conduit.settings import get_settings
from conduit.views import articles


def create_app() -> Flask:
    settings = get_settings()
    app = Flask(__name__)
    app.config.update(
        SQLALCHEMY_DATABASE_URI=settings.sqlalchemy_uri,
        SECRET_KEY=settings.jwt_secret,
        PAGE_SIZE=settings.page_size,
    )
    db.init_app(app)
    app.register_blueprint(articles.bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok", app=settings.app_name)

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app


app = create_app()
