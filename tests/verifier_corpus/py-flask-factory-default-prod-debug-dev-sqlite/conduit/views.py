from flask import Blueprint, jsonify, request

from conduit.extensions import db
from conduit.models import Tag

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.get("/tags")
def list_tags():
    tags = db.session.scalars(db.select(Tag).order_by(Tag.name)).all()
    return jsonify(tags=[t.name for t in tags])


@bp.post("/tags")
def add_tag():
    tag = Tag(name=str((request.get_json() or {}).get("tag", "")))
    db.session.add(tag)
    db.session.commit()
    return jsonify(tag=tag.name), 201
