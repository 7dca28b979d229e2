from types import SimpleNamespace

from flask import Flask, jsonify

from .infrastructure import make_session_factory
from .repositories.article_repository import ArticleRepository
from .repositories.profile_repository import ProfileRepository
from .routes import register_routes
from .services.article_service import ArticleService
from .services.profile_service import ProfileService


def build():
    sessions = make_session_factory()
    app = Flask(__name__)
    app.extensions["conduit.services"] = SimpleNamespace(
        articles=ArticleService(ArticleRepository(sessions)),
        profiles=ProfileService(ProfileRepository(sessions)),
    )
    register_routes(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    return app
