from flask import Flask, jsonify, request

from conduit.config import DATA_DIR, Config
from conduit.models import Tag, db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))])

    @app.post("/api/tags")
    def add_tag():
        tag = Tag(name=request.get_json()["tag"])
        db.session.add(tag)
        db.session.commit()
        return jsonify(tag=tag.name), 201

    return app
