from flask import Flask, jsonify

from conduit.config import settings
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = settings["SQLALCHEMY_DATABASE_URI"]
    app.config["SECRET_KEY"] = settings["SECRET_KEY"]
    db.init_app(app)

    from conduit.tags import bp as tags_bp

    app.register_blueprint(tags_bp)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
