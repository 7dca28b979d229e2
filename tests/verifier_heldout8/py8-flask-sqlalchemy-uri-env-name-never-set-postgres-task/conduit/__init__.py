from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object("conduit.config.Config")
    db.init_app(app)

    from conduit.api.articles import articles_bp
    from conduit.api.errors import register_error_handlers
    from conduit.api.users import users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
    register_error_handlers(app)

    @app.route("/api/health-check")
    def health():
        return jsonify({"status": "ok"})

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
