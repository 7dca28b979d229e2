from flask import Blueprint, g, request

from conduit.routes import serializers
from conduit.routes.auth import auth_optional, auth_required
from conduit.services import comments

bp = Blueprint("comments", __name__, url_prefix="/articles/<slug>/comments")


@bp.get("")
@auth_optional
def list_comments(slug: str):
    return {"comments": [serializers.comment(v) for v in comments.list_for(slug, g.user)]}


@bp.post("")
@auth_required
def add_comment(slug: str):
    view = comments.add(g.user, slug, request.get_json(silent=True))
    return {"comment": serializers.comment(view)}


@bp.delete("/<int:comment_id>")
@auth_required
def delete_comment(slug: str, comment_id: int):
    comments.delete(g.user, slug, comment_id)
    return "", 204
