from flask import Blueprint

misc_bp = Blueprint("misc", __name__)


@misc_bp.get("/health-check")
def health():
    return "ok"
