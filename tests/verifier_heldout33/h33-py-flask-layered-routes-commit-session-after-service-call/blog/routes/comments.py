from flask import Blueprint, jsonify, request

from blog.database import db
from blog.services.comment_service import CommentService

bp = Blueprint("comments", __name__)
service = CommentService()


def _json(c):
    return {"id": c.id, "body": c.body, "author": {"username": c.author}}


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    return jsonify(comments=[_json(c) for c in service.list(slug)])


@bp.post("/articles/<slug>/comments")
def add_comment(slug):
    body = request.get_json()["comment"]["body"]
    comment = service.add(slug, request.headers.get("X-User", "anonymous"), body)
    db.session.commit()
    return jsonify(comment=_json(comment)), 201


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    if not service.delete(comment_id, request.headers.get("X-User", "")):
        db.session.rollback()
        return jsonify(errors={"comment": ["forbidden"]}), 403
    db.session.commit()
    return "", 204
