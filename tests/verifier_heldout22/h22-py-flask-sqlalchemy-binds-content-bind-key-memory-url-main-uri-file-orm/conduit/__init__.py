import os

from flask import Flask, jsonify

from conduit.models import db

HERE = os.path.dirname(os.path.abspath(__file__))


def create_app():
    app = Flask(__name__)
    app.config.update(
        # accounts live in the project's database file
        SQLALCHEMY_DATABASE_URI="sqlite:///" + os.path.join(HERE, "..", "conduit.db"),
        # content (articles, comments) is kept apart so it can be reset cheaply
        SQLALCHEMY_BINDS={"content": "sqlite://"},
        SECRET_KEY="conduit",
    )
    db.init_app(app)

    from conduit.views import api

    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
