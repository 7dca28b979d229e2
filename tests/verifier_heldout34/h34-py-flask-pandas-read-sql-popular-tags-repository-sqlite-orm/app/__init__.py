from flask import Flask, jsonify

from .db import Base, engine


def create_app():
    app = Flask(__name__)
    from . import models  # noqa: F401
    Base.metadata.create_all(engine)

    from .views import bp
    app.register_blueprint(bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(ok=True)

    return app
