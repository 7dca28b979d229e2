from flask import Blueprint, g, jsonify, request

from conduit.handlers.common import profile_json, with_user
from conduit.services import comments

bp = Blueprint("comments", __name__)


def comment_json(c) -> dict:
    stamp = c.created_at.isoformat()
    return {"id": c.id, "body": c.body, "createdAt": stamp, "updatedAt": stamp,
            "author": profile_json(c.author, False)}


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    return jsonify(comments=[comment_json(c) for c in comments.list_for(slug)])


@bp.post("/articles/<slug>/comments")
@with_user()
def add_comment(slug):
    body = request.get_json(force=True)["comment"]["body"]
    return jsonify(comment=comment_json(comments.add(slug, g.user, body)))


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
@with_user()
def delete_comment(slug, comment_id):
    comments.delete(slug, comment_id, g.user)
    return jsonify({})
