from flask import Blueprint, jsonify

health_bp = Blueprint("health", __name__)


@health_bp.get("/health-check")
def health_check():
    return jsonify(status="ok")
