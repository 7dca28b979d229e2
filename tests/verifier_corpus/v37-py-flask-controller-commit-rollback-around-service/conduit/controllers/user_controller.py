from flask import Blueprint, jsonify, request
from sqlalchemy.exc import IntegrityError

from conduit.extensions import db
from conduit.services.user_service import UserNotFound, UserService

bp = Blueprint("user", __name__, url_prefix="/api")
service = UserService()


def _auth_id() -> int | None:
    header = request.headers.get("Authorization", "")
    return int(header[6:].split(".")[0]) if header.startswith("Token ") else None


@bp.put("/user")
def update_user():
    user_id = _auth_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    try:
        user = service.update(user_id, request.get_json()["user"])
        db.session.commit()
    except UserNotFound:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    except IntegrityError:
        db.session.rollback()
        return jsonify(errors={"username": ["or email has already been taken"]}), 422
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio, "image": user.image})
