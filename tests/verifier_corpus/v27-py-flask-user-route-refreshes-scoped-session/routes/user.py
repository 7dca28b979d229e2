from flask import Blueprint, jsonify, request

from database import db_session
from services.user_service import UserNotFound, UserService

bp = Blueprint("user", __name__)


@bp.put("/api/user")
def update_user():
    user_id = request.headers.get("X-User-Id", type=int)
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    payload = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = UserService().update(user_id, payload)
    except UserNotFound:
        return jsonify(errors={"body": ["user not found"]}), 404
    # pick up server-side defaults (updated_at) before answering
    db_session.refresh(user)
    return jsonify(user={
        "email": user.email,
        "username": user.username,
        "bio": user.bio,
        "image": user.image,
        "updatedAt": user.updated_at.isoformat() if user.updated_at else None,
    })
