"""Composition root: builds the Flask app and wires controllers -> services -> repositories."""
from flask import Flask

from app import config
from app.controllers import articles, health, tags, users
from app.entities.base import Base
from app.repositories.article_repository import ArticleRepository
from app.repositories.database import Database
from app.repositories.tag_repository import TagRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.auth_service import AuthService


def build_app() -> Flask:
    config.DATA_DIR.mkdir(parents=True, exist_ok=True)
    database = Database(config.DATABASE_URL)
    Base.metadata.create_all(database.engine)

    users_repo = UserRepository(database.session)
    articles_repo = ArticleRepository(database.session)
    tags_repo = TagRepository(database.session)

    app = Flask(__name__)
    app.extensions["conduit.services"] = {
        "auth": AuthService(users_repo, config.JWT_SECRET),
        "articles": ArticleService(articles_repo, tags_repo, users_repo),
    }
    for module in (health, users, articles, tags):
        app.register_blueprint(module.bp, url_prefix="/api")

    @app.teardown_appcontext
    def _remove_session(_exc):
        database.session.remove()

    return app
