import os

from flask import Flask, jsonify

from conduit.repositories import database
from conduit.routes.articles import articles_bp
from conduit.routes.users import users_bp


def create_app() -> Flask:
    app = Flask(__name__)
    db_path = os.path.abspath(os.environ.get("CONDUIT_DB_PATH", "var/conduit.sqlite3"))
    os.makedirs(os.path.dirname(db_path), exist_ok=True)
    app.config["DB_PATH"] = db_path
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "conduit-secret")

    database.init_app(app)

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify({"status": "ok"})

    return app
