from flask import g, request

from conduit.routes import bp
from conduit.services import comments as comment_service


def _json(c) -> dict:
    return {"id": c.id, "body": c.body, "author": {"username": c.author.username}}


@bp.get("/articles/<slug>/comments")
def list_comments(slug: str):
    return {"comments": [_json(c) for c in comment_service.list_for(slug)]}


@bp.post("/articles/<slug>/comments")
def add_comment(slug: str):
    if g.user is None:
        return {"errors": {"auth": ["required"]}}, 401
    body = (request.get_json(silent=True) or {}).get("comment", {}).get("body", "")
    try:
        return {"comment": _json(comment_service.post(g.user, slug, body))}, 201
    except ValueError as exc:
        return {"errors": {"body": [str(exc)]}}, 422


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug: str, comment_id: int):
    if g.user is None:
        return {"errors": {"auth": ["required"]}}, 401
    return ("", 204) if comment_service.remove(g.user, comment_id) else ({"errors": {"comment": ["not found"]}}, 404)
