from flask import Flask, jsonify, request
from flask.views import MethodView

from conduit.domain.services.user_service import UserService
from conduit.persistence.models import User
from conduit.web.views.auth import require_user


def user_json(service: UserService, user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": service.issue_token(user)}}


class RegistrationView(MethodView):
    def post(self):
        data = request.get_json()["user"]
        service = UserService()
        return jsonify(user_json(service, service.register(data["username"], data["email"], data["password"]))), 201


class LoginView(MethodView):
    def post(self):
        data = request.get_json()["user"]
        service = UserService()
        return jsonify(user_json(service, service.authenticate(data["email"], data["password"])))


class CurrentUserView(MethodView):
    def get(self):
        return jsonify(user_json(UserService(), require_user()))


def register(app: Flask) -> None:
    app.add_url_rule("/api/users", view_func=RegistrationView.as_view("register"))
    app.add_url_rule("/api/users/login", view_func=LoginView.as_view("login"))
    app.add_url_rule("/api/user", view_func=CurrentUserView.as_view("current_user"))
