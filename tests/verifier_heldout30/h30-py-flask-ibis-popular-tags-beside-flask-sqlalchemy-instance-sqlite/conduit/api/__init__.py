from flask import Blueprint

bp = Blueprint("api", __name__)

from conduit.api import articles, tags, users  # noqa: E402,F401


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
