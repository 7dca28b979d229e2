from flask import Blueprint, request

from app.repositories.comment_repository import CommentRepository
from app.routes.auth import current_user_id
from app.services.comment_service import CommentService, NotFound

bp = Blueprint("comments", __name__)
service = CommentService()
comments = CommentRepository()


def _comment(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
            "updatedAt": c.created_at.isoformat() + "Z",
            "author": {"username": c.author.username if c.author else None, "following": False}}


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    try:
        return {"comments": [_comment(c) for c in service.list(slug)]}
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@bp.post("/articles/<slug>/comments")
def add_comment(slug):
    user_id = current_user_id()
    body = request.get_json()["comment"]["body"]
    try:
        return {"comment": _comment(service.add(slug, user_id, body))}, 201
    except NotFound:
        return {"errors": {"article": ["not found"]}}, 404


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    user_id = current_user_id()
    comment = comments.get(comment_id)
    if comment is None:
        return {"errors": {"comment": ["not found"]}}, 404
    if comment.author_id != user_id:
        return {"errors": {"comment": ["forbidden"]}}, 403
    comments.delete(comment_id)
    return "", 204
