from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")


def register_routes(app):
    from . import articles, users  # noqa: F401
    app.register_blueprint(bp)
