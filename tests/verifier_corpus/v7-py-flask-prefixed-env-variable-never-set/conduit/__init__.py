from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


class Tag(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config.from_prefixed_env(prefix="CONDUIT")
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=[t.name for t in db.session.execute(db.select(Tag)).scalars()])

    return app
