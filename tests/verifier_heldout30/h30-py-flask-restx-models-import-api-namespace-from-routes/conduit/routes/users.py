from flask import request
from flask_restx import Resource

from conduit.models.user import user_envelope
from conduit.routes.namespaces import users_ns
from conduit.services import user_service
from conduit.services.errors import ConduitError


@users_ns.route("")
class Register(Resource):
    @users_ns.marshal_with(user_envelope, code=201)
    def post(self):
        data = (request.get_json(silent=True) or {}).get("user", {})
        try:
            return {"user": user_service.register(data.get("username"), data.get("email"),
                                                  data.get("password", ""))}, 201
        except ConduitError as err:
            users_ns.abort(422, errors={"body": [str(err)]})


@users_ns.route("/login")
class Login(Resource):
    @users_ns.marshal_with(user_envelope)
    def post(self):
        data = (request.get_json(silent=True) or {}).get("user", {})
        try:
            return {"user": user_service.login(data.get("email", ""), data.get("password", ""))}
        except ConduitError:
            users_ns.abort(401, errors={"credentials": ["invalid"]})
