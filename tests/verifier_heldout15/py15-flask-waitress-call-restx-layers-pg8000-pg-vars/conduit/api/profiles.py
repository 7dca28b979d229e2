from flask_restx import Namespace, Resource

from conduit.api.security import optional_user_id, required_user_id
from conduit.services.profile_service import ProfileService

ns = Namespace("profiles")
service = ProfileService()


@ns.route("/<string:username>")
class Profile(Resource):
    def get(self, username):
        return {"profile": service.get(username, optional_user_id())}


@ns.route("/<string:username>/follow")
class Follow(Resource):
    def post(self, username):
        return {"profile": service.follow(required_user_id(), username)}

    def delete(self, username):
        return {"profile": service.unfollow(required_user_id(), username)}
