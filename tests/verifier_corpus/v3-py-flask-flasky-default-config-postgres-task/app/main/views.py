from flask import jsonify
from . import main
from ..models import Tag


@main.route('/tags')
def tags():
    return jsonify({'tags': [t.name for t in Tag.query.order_by(Tag.name).all()]})
