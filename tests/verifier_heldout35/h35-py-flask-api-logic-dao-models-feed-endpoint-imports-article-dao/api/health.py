from flask import Blueprint

bp = Blueprint("health", __name__)


@bp.get("/health-check")
def health():
    return {"status": "ok"}
