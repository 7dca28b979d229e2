from flask import Blueprint

health_bp = Blueprint("health", __name__)


@health_bp.get("/health-check")
def health_check():
    return {"status": "ok"}, 200
