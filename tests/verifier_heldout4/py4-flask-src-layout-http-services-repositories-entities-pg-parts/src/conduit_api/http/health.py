from flask import Blueprint

bp = Blueprint("health", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
