from flask import request
from flask_restful import Resource

from conduit.services.user_service import AuthError


class Registration(Resource):
    def __init__(self, users):
        self.users = users

    def post(self):
        data = request.get_json()["user"]
        return {"user": self.users.register(data["username"], data["email"], data["password"])}, 201


class Login(Resource):
    def __init__(self, users):
        self.users = users

    def post(self):
        data = request.get_json()["user"]
        try:
            return {"user": self.users.login(data["email"], data["password"])}
        except AuthError:
            return {"errors": {"credentials": ["invalid"]}}, 401


class CurrentUser(Resource):
    def __init__(self, users):
        self.users = users

    def get(self):
        token = request.headers.get("Authorization", "").removeprefix("Token ")
        try:
            return {"user": self.users.current(token)}
        except Exception:
            return {"errors": {"token": ["invalid"]}}, 401
