import tomllib

from flask import Flask, jsonify

from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_file("config.toml", load=tomllib.load, text=False)
    db.init_app(app)

    from .articles import bp as articles_bp
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()

    return app
