from flask import Blueprint

bp = Blueprint("api", __name__)

from conduit_app.api import routes  # noqa: E402,F401
