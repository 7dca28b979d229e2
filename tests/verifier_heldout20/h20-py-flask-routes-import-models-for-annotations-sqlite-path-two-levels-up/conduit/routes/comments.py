from flask import Blueprint, g, jsonify, request

from conduit.models.article import Comment  # type used for annotations only
from conduit.models.user import User
from conduit.services import comments as comment_service

bp = Blueprint("comments", __name__)


def _profile(user: User) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}


def _comment(c: Comment) -> dict:
    assert isinstance(c, Comment)
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
            "updatedAt": c.created_at.isoformat() + "Z", "author": _profile(c.author)}


@bp.get("/articles/<slug>/comments")
def list_comments(slug: str):
    try:
        items = comment_service.list_comments(slug)
    except comment_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(comments=[_comment(c) for c in items])


@bp.post("/articles/<slug>/comments")
def add_comment(slug: str):
    body = (request.get_json(silent=True) or {}).get("comment", {}).get("body")
    if not body:
        return jsonify(errors={"body": ["can't be blank"]}), 422
    try:
        comment = comment_service.add_comment(slug, g.get("user_id", 1), body)
    except comment_service.NotFound:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(comment=_comment(comment)), 201
