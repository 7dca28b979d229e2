from flask import Flask, jsonify

from app.database import init_schema


def create_app():
    app = Flask(__name__)
    init_schema()

    from app.routes import bp

    app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    return app
