from flask import Flask, jsonify

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.errorhandler(404)
    def not_found(_):
        return jsonify(errors={"body": ["not found"]}), 404

    with app.app_context():
        from conduit import models  # noqa: F401  (register the tables)
        db.create_all()
    return app
