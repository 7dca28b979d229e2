from flask import Blueprint, request

from ..services.comment_service import CommentService, NotFound

bp = Blueprint("comments", __name__)
service = CommentService()


def dump(c):
    return {"id": c.id, "body": c.body,
            "createdAt": c.created_at.isoformat(), "updatedAt": c.updated_at.isoformat()}


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    try:
        return {"comments": [dump(c) for c in service.list(slug)]}
    except NotFound:
        return {"errors": {"body": ["article not found"]}}, 404


@bp.post("/articles/<slug>/comments")
def add_comment(slug):
    body = request.get_json()["comment"]["body"]
    try:
        return {"comment": dump(service.add(slug, 1, body))}, 201
    except NotFound:
        return {"errors": {"body": ["article not found"]}}, 404
