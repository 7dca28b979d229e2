from flask import Blueprint, jsonify

from conduit.services import profiles

bp = Blueprint("profiles", __name__, url_prefix="/api")


@bp.get("/profiles/<username>")
def get_profile(username):
    found = profiles.profile(username)
    if found is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile=found)


@bp.get("/health-check")
def health():
    return jsonify(status="ok")
