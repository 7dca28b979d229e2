from flask import Blueprint, jsonify

bp = Blueprint("health", __name__)


@bp.route("/health-check")
def health_check():
    return jsonify({"status": "ok"})
