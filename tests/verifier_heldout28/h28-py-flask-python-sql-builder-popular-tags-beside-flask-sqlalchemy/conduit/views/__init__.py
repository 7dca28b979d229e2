from flask import Blueprint

api = Blueprint("api", __name__)

from conduit.views import articles, health, tags, users  # noqa: E402,F401
