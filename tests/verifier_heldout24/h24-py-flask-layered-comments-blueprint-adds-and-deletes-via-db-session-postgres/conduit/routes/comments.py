from flask import Blueprint, request, jsonify, g

from .helpers import current_user, error_response
from ..extensions import db
from ..models import Comment
from ..services.article_service import ArticleService
from ..services.user_service import ServiceError

bp = Blueprint("comments", __name__)
service = ArticleService()


def comment_json(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z", "updatedAt": c.updated_at.isoformat() + "Z",
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": False}}


@bp.get("/articles/<slug>/comments")
@current_user(optional=True)
def list_comments(slug):
    try:
        comments = service.comments(slug)
    except ServiceError as err:
        return error_response(err)
    return jsonify({"comments": [comment_json(c) for c in comments]})


@bp.post("/articles/<slug>/comments")
@current_user()
def add_comment(slug):
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    try:
        article = service.get(slug)
    except ServiceError as err:
        return error_response(err)
    comment = Comment(body=body, article_id=article.id, author_id=g.user.id)
    db.session.add(comment)
    db.session.commit()
    return jsonify({"comment": comment_json(comment)}), 201


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
@current_user()
def delete_comment(slug, comment_id):
    try:
        comment = service.get_comment(slug, comment_id)
    except ServiceError as err:
        return error_response(err)
    if comment.author_id != g.user.id:
        return jsonify({"errors": {"comment": ["forbidden"]}}), 403
    db.session.delete(comment)
    db.session.commit()
    return "", 204
