from flask import Blueprint

api = Blueprint("api", __name__)

from . import articles, health, users  # noqa: E402,F401
