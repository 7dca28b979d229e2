from flask import Blueprint, jsonify

from conduit.extensions import db
from conduit.models import Tag

# data access for tags, and its small read-only endpoint
tags_bp = Blueprint("tags", __name__, url_prefix="/api")


def all_names() -> list[str]:
    return db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()


@tags_bp.get("/tags")
def list_tags():
    return jsonify(tags=all_names())
