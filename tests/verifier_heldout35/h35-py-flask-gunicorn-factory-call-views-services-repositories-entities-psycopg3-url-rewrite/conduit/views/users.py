from flask import Blueprint, request

from conduit.services.user_service import UserService

users_bp = Blueprint("users", __name__)
service = UserService()


def _user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": "..."}}


@users_bp.post("/users")
def register():
    data = request.get_json()["user"]
    return _user_json(service.register(data["username"], data["email"], data["password"])), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = service.login(data["email"], data["password"])
    if user is None:
        return {"errors": {"credentials": ["invalid"]}}, 401
    return _user_json(user)
