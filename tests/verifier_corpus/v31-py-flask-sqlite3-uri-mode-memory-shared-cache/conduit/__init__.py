from flask import Flask, jsonify

from conduit import db


def create_app() -> Flask:
    app = Flask(__name__)
    db.init_schema()

    from conduit.routes.tags import bp as tags_bp

    app.register_blueprint(tags_bp)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    return app
