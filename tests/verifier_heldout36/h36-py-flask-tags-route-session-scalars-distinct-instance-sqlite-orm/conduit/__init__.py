from flask import Flask, jsonify

from conduit.extensions import db
from conduit.routes.articles import articles_bp
from conduit.routes.tags import tags_bp
from conduit.routes.users import users_bp


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config["SECRET_KEY"] = "conduit-secret"
    db.init_app(app)
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
