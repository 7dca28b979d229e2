from flask import Blueprint

from conduit.routes import (
    articles,  # feature-line: articles
    comments,  # feature-line: comments
    errors,
    health,
    profiles,  # feature-line: profiles
    tags,  # feature-line: articles
    users,
)

api = Blueprint("api", __name__, url_prefix="/api")
for child in (
    errors.bp,
    health.bp,
    users.bp,
    profiles.bp,  # feature-line: profiles
    articles.bp,  # feature-line: articles
    comments.bp,  # feature-line: comments
    tags.bp,  # feature-line: articles
):
    api.register_blueprint(child)
