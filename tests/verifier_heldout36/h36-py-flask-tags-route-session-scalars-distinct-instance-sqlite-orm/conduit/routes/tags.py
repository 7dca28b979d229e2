from flask import Blueprint, jsonify
from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Tag

tags_bp = Blueprint("tags", __name__)


@tags_bp.get("/tags")
def list_tags():
    names = db.session.scalars(select(Tag.name).distinct().order_by(Tag.name)).all()
    return jsonify(tags=list(names))
