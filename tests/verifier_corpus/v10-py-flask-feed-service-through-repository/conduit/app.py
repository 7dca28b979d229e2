from flask import Flask, jsonify

from conduit.db import close_connection, init_schema
from conduit.routes.articles import bp as articles_bp


def create_app() -> Flask:
    app = Flask(__name__)
    init_schema()
    app.teardown_appcontext(close_connection)
    app.register_blueprint(articles_bp)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    return app
