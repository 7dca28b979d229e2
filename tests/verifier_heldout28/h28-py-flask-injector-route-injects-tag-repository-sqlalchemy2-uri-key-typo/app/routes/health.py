from flask import Blueprint

bp = Blueprint("health", __name__)


@bp.route("/health-check")
def health_check():
    return {"status": "ok"}
