from flask import Blueprint, g

from app.routes.auth import with_user
from app.services.user_service import UserService

bp = Blueprint("profiles", __name__)
service = UserService()


@bp.get("/profiles/<username>")
@with_user(required=False)
def show(username):
    return {"profile": service.profile(username, g.user)}
