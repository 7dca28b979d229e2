from flask import Blueprint

from conduit.routes import articles, comments, errors, health, profiles, tags, users

api = Blueprint("api", __name__, url_prefix="/api")
for child in (errors.bp, health.bp, users.bp, profiles.bp, articles.bp, comments.bp, tags.bp):
    api.register_blueprint(child)
