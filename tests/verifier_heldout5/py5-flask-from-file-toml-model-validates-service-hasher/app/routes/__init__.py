from flask import Blueprint

api = Blueprint("api", __name__)

from app.routes import health, users  # noqa: E402,F401
