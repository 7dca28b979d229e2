from flask import Blueprint, request

from conduit import services

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    try:
        user = services.register(data["username"], data["email"], data["password"])
    except ValueError as exc:
        return {"errors": {"email": [str(exc)]}}, 422
    return {"user": {"username": user.username, "email": user.email, "bio": None, "image": None}}, 201
