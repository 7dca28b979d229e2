"""Builds services with their repositories and mounts the blueprints."""
from flask import Flask

from conduit.api import articles as articles_api
from conduit.api import health as health_api
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.tag_repository import TagRepository
from conduit.services.article_service import ArticleService


def register(app: Flask) -> None:
    app.extensions["article_service"] = ArticleService(ArticleRepository(), TagRepository())
    app.register_blueprint(health_api.bp, url_prefix="/api")
    app.register_blueprint(articles_api.bp, url_prefix="/api")
