# feature-file: comments
from flask import Blueprint, g, request

from conduit.routes import serializers
# feature-begin: profiles
from conduit.routes.auth import auth_optional, auth_required
# feature-else: profiles
# from conduit.routes.auth import auth_required
# feature-end: profiles
from conduit.services import comments

bp = Blueprint("comments", __name__, url_prefix="/articles/<slug>/comments")


@bp.get("")
# feature-begin: profiles
@auth_optional
def list_comments(slug: str):
    return {"comments": [serializers.comment(v) for v in comments.list_for(slug, g.user)]}
# feature-else: profiles
# def list_comments(slug: str):
#     return {"comments": [serializers.comment(c) for c in comments.list_for(slug)]}
# feature-end: profiles


@bp.post("")
@auth_required
def add_comment(slug: str):
    # feature-begin: profiles
    view = comments.add(g.user, slug, request.get_json(silent=True))
    return {"comment": serializers.comment(view)}
    # feature-else: profiles
    # comment = comments.add(g.user, slug, request.get_json(silent=True))
    # return {"comment": serializers.comment(comment)}
    # feature-end: profiles


@bp.delete("/<int:comment_id>")
@auth_required
def delete_comment(slug: str, comment_id: int):
    comments.delete(g.user, slug, comment_id)
    return "", 204
