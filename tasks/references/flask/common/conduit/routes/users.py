from flask import Blueprint, g, request

from conduit.routes.auth import auth_required
from conduit.routes.serializers import user_json
from conduit.services import users

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    auth = users.register(request.get_json(silent=True))
    return user_json(auth.user, auth.token), 201


@bp.post("/users/login")
def login():
    auth = users.login(request.get_json(silent=True))
    return user_json(auth.user, auth.token)


@bp.get("/user")
@auth_required
def current_user():
    return user_json(g.user, g.token)


@bp.put("/user")
@auth_required
def update_user():
    user = users.update(g.user, request.get_json(silent=True))
    return user_json(user, g.token)
