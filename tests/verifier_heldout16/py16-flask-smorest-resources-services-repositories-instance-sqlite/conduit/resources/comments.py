from flask import g
from flask.views import MethodView
from flask_smorest import Blueprint, abort

from ..services import comments as service
from .auth import login_required
from .schemas import CommentEnvelope

blp = Blueprint("comments", __name__, url_prefix="/api/articles")


@blp.route("/<slug>/comments")
class Comments(MethodView):
    def get(self, slug):
        try:
            items = service.list_comments(slug)
        except service.NotFound:
            abort(404)
        return {"comments": [CommentEnvelope().dump({"comment": c})["comment"] for c in items]}

    @login_required
    @blp.arguments(CommentEnvelope)
    @blp.response(200, CommentEnvelope)
    def post(self, payload, slug):
        try:
            return {"comment": service.add_comment(slug, g.user_id, payload["comment"]["body"])}
        except service.NotFound:
            abort(404)


@blp.route("/<slug>/comments/<int:comment_id>")
class CommentItem(MethodView):
    @login_required
    def delete(self, slug, comment_id):
        try:
            service.delete_comment(slug, comment_id, g.user_id)
        except service.NotFound:
            abort(404)
        except service.Forbidden:
            abort(403)
        return {}
