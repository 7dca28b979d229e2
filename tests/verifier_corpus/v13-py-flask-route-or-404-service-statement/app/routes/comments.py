from flask import Blueprint, g, jsonify, request

from app.extensions import db
from app.models import Comment
from app.routes.auth import login_required
from app.services import article_service

comments_bp = Blueprint("comments", __name__)


def render(comment) -> dict:
    return {"id": comment.id, "body": comment.body, "createdAt": comment.created_at.isoformat() + "Z"}


@comments_bp.get("/articles/<slug>/comments")
def list_comments(slug):
    article = db.first_or_404(article_service.article_query(slug))
    page = db.paginate(article_service.comments_query(article), per_page=100, error_out=False)
    return jsonify({"comments": [render(c) for c in page.items]})


@comments_bp.post("/articles/<slug>/comments")
@login_required
def add_comment(slug):
    article = db.first_or_404(article_service.article_query(slug))
    comment = article_service.add_comment(article, g.user_id, request.get_json()["comment"]["body"])
    return jsonify({"comment": render(comment)}), 200


@comments_bp.delete("/articles/<slug>/comments/<int:comment_id>")
@login_required
def delete_comment(slug, comment_id):
    comment = db.get_or_404(Comment, comment_id)
    if not article_service.delete_comment(comment, g.user_id):
        return jsonify({"errors": {"comment": ["forbidden"]}}), 403
    return "", 204
