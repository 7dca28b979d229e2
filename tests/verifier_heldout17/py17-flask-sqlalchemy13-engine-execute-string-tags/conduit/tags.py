from flask import Blueprint, jsonify

from conduit.extensions import db

blueprint = Blueprint("tags", __name__)


@blueprint.route("/tags", methods=("GET",))
def get_tags():
    result = db.engine.execute(
        "SELECT DISTINCT tags.tagname FROM tags "
        "JOIN tag_assoc ON tag_assoc.tag = tags.id ORDER BY tags.tagname"
    )
    return jsonify(tags=[row[0] for row in result])
