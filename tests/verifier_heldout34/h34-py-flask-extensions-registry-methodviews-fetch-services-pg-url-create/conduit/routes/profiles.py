from flask import current_app, jsonify
from flask.views import MethodView

from ..services.profile_service import ProfileNotFound


class FollowView(MethodView):
    def post(self, username):
        try:
            user = current_app.extensions["conduit.services"].profiles.follow(1, username)
        except ProfileNotFound:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile={"username": user.username, "bio": user.bio,
                                "image": user.image, "following": True})
