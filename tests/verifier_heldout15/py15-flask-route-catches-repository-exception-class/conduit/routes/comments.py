from flask import Blueprint, jsonify, request

from conduit.repositories.errors import RecordNotFound
from conduit.routes.auth import viewer_id
from conduit.services import comment_service

bp = Blueprint("comments", __name__)


@bp.get("/articles/<slug>/comments")
def list_comments(slug):
    try:
        return jsonify({"comments": comment_service.list_for(slug, viewer_id())})
    except RecordNotFound:
        return jsonify({"errors": {"body": ["article not found"]}}), 404


@bp.post("/articles/<slug>/comments")
def add_comment(slug):
    me = viewer_id()
    if me is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    if not body:
        return jsonify({"errors": {"body": ["body can't be blank"]}}), 422
    try:
        return jsonify({"comment": comment_service.add(me, slug, body)}), 201
    except RecordNotFound:
        return jsonify({"errors": {"body": ["article not found"]}}), 404
