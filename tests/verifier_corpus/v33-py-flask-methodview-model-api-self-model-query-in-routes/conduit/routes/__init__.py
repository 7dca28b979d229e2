from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")

from conduit.routes import articles, resources  # noqa: E402,F401
