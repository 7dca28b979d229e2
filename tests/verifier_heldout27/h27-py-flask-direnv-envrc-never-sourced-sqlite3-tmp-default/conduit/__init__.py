from flask import Flask, jsonify

from . import db


def create_app() -> Flask:
    app = Flask(__name__)
    db.init_schema()
    app.teardown_appcontext(db.close_connection)

    from .views import api

    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    return app
