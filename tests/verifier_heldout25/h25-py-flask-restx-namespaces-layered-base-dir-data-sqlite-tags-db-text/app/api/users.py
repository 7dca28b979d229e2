from flask import g, request
from flask_restx import Namespace, Resource

from ..services import auth_service
from .security import authenticated

ns = Namespace("users")


def render(user):
    return {"user": {"email": user.email, "token": auth_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@ns.route("/users")
class Registration(Resource):
    def post(self):
        data = (request.get_json(silent=True) or {}).get("user") or {}
        return render(auth_service.register(data.get("username"), data.get("email"), data.get("password"))), 201


@ns.route("/users/login")
class Login(Resource):
    def post(self):
        data = (request.get_json(silent=True) or {}).get("user") or {}
        return render(auth_service.login(data.get("email"), data.get("password")))


@ns.route("/user")
class CurrentUser(Resource):
    @authenticated()
    def get(self):
        return render(g.user)
