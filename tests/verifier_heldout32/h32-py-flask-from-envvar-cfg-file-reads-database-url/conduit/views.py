from flask import Blueprint, jsonify

from conduit import db
from conduit.models import Tag

api = Blueprint("api", __name__)


@api.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)
