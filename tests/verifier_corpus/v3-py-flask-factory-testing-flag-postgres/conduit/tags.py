from flask import Blueprint, jsonify

from conduit.db import Tag, db

bp = Blueprint("tags", __name__, url_prefix="/api")


@bp.get("/tags")
def tags():
    return jsonify({"tags": db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()})
