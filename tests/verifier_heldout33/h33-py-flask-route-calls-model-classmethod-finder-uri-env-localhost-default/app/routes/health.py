from flask import Blueprint

health_bp = Blueprint("health", __name__)


@health_bp.get("/health-check")
def health():
    return {"status": "up"}
