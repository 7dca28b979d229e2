from flask import Blueprint, jsonify

from conduit.extensions import db
from conduit.models import Tag

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)
