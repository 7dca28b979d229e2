from flask import Blueprint

api = Blueprint("api", __name__)

from app.routes import health, profiles, users  # noqa: E402,F401
