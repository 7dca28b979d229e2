from functools import wraps

from flask import abort, current_app, g, request

from app.extensions import db
from app.repositories.users import UserRepository
from app.services.profiles import ProfileService
from app.services.tokens import TokenService


def profile_service() -> ProfileService:
    return ProfileService(UserRepository(db.session))


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            abort(401)
        user_id = TokenService(current_app.config["SECRET_KEY"]).user_id(header.removeprefix("Token "))
        user = UserRepository(db.session).get(user_id)
        if user is None:
            abort(401)
        g.current_user = user
        return view(*args, **kwargs)

    return wrapper
