from flask import Flask, jsonify
from app.extensions import db, database_uri
from app.repositories import tag_repository

DEFAULT_TAGS = ["welcome", "introduction", "dragons", "training"]


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = database_uri()
    db.init_app(app)
    with app.app_context():
        db.create_all()
        if tag_repository.count() == 0:
            tag_repository.bulk_insert(DEFAULT_TAGS)

    @app.get("/api/tags")
    def get_tags():
        return jsonify(tags=tag_repository.list_names())

    return app


app = create_app()
