from flask import Blueprint, jsonify

from app.services import user_service

bp = Blueprint("profiles", __name__, url_prefix="/api")


@bp.get("/health-check")
def health():
    return jsonify({"status": "ok"})


@bp.get("/profiles/<username>")
def get_profile(username):
    profile = user_service.profile(username)
    if profile is None:
        return jsonify({"errors": {"body": ["not found"]}}), 404
    return jsonify({"profile": profile})
