import os

from flask import Flask, jsonify

from .extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    db_file = os.path.abspath(os.environ.get("DB_FILE", "conduit.db"))
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{db_file}"
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev-secret")
    db.init_app(app)

    from .views import api
    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from . import models  # noqa: F401
        db.create_all()
    return app
