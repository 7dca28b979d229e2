from flask import Blueprint, jsonify

from conduit.extensions import db
from conduit.models import Tag

api = Blueprint("api", __name__, url_prefix="/api")


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.get("/tags")
def list_tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)
