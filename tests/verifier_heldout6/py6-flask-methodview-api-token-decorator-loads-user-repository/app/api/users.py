from flask import g, jsonify, request
from flask.views import MethodView

from app.api.decorators import token_auth
from app.services.user_service import UserService

service = UserService()


def render(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": service.token_for(user)}}


class RegisterAPI(MethodView):
    def post(self):
        data = request.json.get("user", {})
        try:
            user = service.register(data["username"], data["email"], data["password"])
        except ValueError as exc:
            return jsonify(errors={"username": [str(exc)]}), 422
        return jsonify(render(user)), 201


class LoginAPI(MethodView):
    def post(self):
        data = request.json.get("user", {})
        user = service.authenticate(data.get("email"), data.get("password"))
        if user is None:
            return jsonify(errors={"credentials": ["invalid"]}), 401
        return jsonify(render(user))


class CurrentUserAPI(MethodView):
    decorators = [token_auth()]

    def get(self):
        return jsonify(render(g.user))

    def put(self):
        return jsonify(render(service.update(g.user, request.json.get("user", {}))))
