from flask import Blueprint, jsonify, request

from conduit.services import comments as service

bp = Blueprint("comments", __name__, url_prefix="/api/articles/<slug>/comments")


def _current_user() -> str:
    return request.headers.get("X-User", "anonymous")  # token checking left out of this excerpt


@bp.get("")
def list_comments(slug: str):
    return jsonify(comments=[{"id": c.id, "body": c.body, "author": {"username": c.author}}
                             for c in service.list_comments(slug)])


@bp.post("")
def add_comment(slug: str):
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body", "")
    comment = service.add_comment(slug, _current_user(), body)
    return jsonify(comment={"id": comment.id, "body": comment.body, "author": {"username": comment.author}}), 201


@bp.delete("/<int:comment_id>")
def delete_comment(slug: str, comment_id: int):
    service.delete_comment(comment_id, _current_user())
    return "", 204
