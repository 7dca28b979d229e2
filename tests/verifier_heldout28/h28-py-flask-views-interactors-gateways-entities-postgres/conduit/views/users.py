from flask import Blueprint, g, request

from conduit.interactors import accounts
from conduit.views.auth import login_required
from conduit.views.presenters import user_json

bp = Blueprint("users", __name__)


def _payload() -> dict:
    return (request.get_json(silent=True) or {}).get("user") or {}


@bp.post("/users")
def register():
    data = _payload()
    user = accounts.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return user_json(user), 201


@bp.post("/users/login")
def login():
    data = _payload()
    return user_json(accounts.login(data.get("email", ""), data.get("password", "")))


@bp.get("/user")
@login_required()
def me():
    return user_json(g.user)
