# coding: utf-8

from flask import Blueprint, jsonify

from .models import Tags

blueprint = Blueprint('articles', __name__)


@blueprint.route('/api/health-check', methods=('GET',))
def health():
    return jsonify({'status': 'ok'})


@blueprint.route('/api/tags', methods=('GET',))
def get_tags():
    return jsonify({'tags': [tag.tagname for tag in Tags.query.all()]})
