from flask import Flask, jsonify

from conduit.database import Session, engine
from conduit.models import Base
from conduit.routes.articles import articles_bp
from conduit.routes.tags import tags_bp


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    app.register_blueprint(articles_bp, url_prefix="/api")
    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.teardown_appcontext
    def remove_session(_exc=None):
        Session.remove()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="up")

    return app
