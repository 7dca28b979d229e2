from flask import Blueprint, g, request

from ..services import user_service
from .auth import token_required
from .schemas import LoginSchema, RegisterSchema, UserSchema

bp = Blueprint("users", __name__)


def _dump(user):
    return {"user": UserSchema().dump({**user.__dict__, "token": user_service.issue_token(user)})}


@bp.post("/users")
def register():
    data = RegisterSchema().load((request.get_json(silent=True) or {}).get("user") or {})
    return _dump(user_service.register(**data)), 201


@bp.post("/users/login")
def login():
    data = LoginSchema().load((request.get_json(silent=True) or {}).get("user") or {})
    return _dump(user_service.authenticate(data["email"], data["password"]))


@bp.get("/user")
@token_required()
def me():
    return _dump(g.user)
