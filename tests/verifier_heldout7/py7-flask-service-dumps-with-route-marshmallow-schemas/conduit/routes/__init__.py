from flask import Blueprint

api = Blueprint("api", __name__, url_prefix="/api")

from conduit.routes import health, profiles  # noqa: E402,F401
