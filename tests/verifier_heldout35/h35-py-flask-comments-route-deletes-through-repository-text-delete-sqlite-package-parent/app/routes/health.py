from flask import Blueprint

bp = Blueprint("health", __name__)


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
