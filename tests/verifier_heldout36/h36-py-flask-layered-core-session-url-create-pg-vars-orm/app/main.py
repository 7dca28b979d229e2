from flask import Flask, jsonify

from app.db import Base, engine, remove_session
from app.routes.profiles import profiles_bp
from app.routes.articles import articles_bp


def create_app():
    import app.models  # noqa: F401  (registers the tables)

    Base.metadata.create_all(engine)
    flask_app = Flask(__name__)
    flask_app.register_blueprint(profiles_bp, url_prefix="/api/profiles")
    flask_app.register_blueprint(articles_bp, url_prefix="/api/articles")
    flask_app.teardown_appcontext(remove_session)

    @flask_app.get("/api/health-check")
    def health_check():
        return jsonify(ok=True)

    return flask_app
