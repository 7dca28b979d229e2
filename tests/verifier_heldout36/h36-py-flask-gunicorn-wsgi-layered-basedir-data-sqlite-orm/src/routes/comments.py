from flask import Blueprint, jsonify, request

from src.services.comment_service import CommentService

comments_bp = Blueprint("comments", __name__)
service = CommentService()


@comments_bp.get("/articles/<slug>/comments")
def list_comments(slug):
    return jsonify(comments=[{"id": c.id, "body": c.body} for c in service.list(slug)])


@comments_bp.post("/articles/<slug>/comments")
def add_comment(slug):
    body = request.get_json()["comment"]["body"]
    comment = service.add(slug, 1, body)
    if comment is None:
        return jsonify(errors={"body": ["article not found"]}), 404
    return jsonify(comment={"id": comment.id, "body": comment.body}), 200
