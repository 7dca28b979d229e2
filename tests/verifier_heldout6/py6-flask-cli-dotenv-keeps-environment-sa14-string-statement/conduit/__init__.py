import os

from flask import Flask, jsonify

from conduit.models import db


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    db.init_app(app)

    from conduit.views import articles, auth

    app.register_blueprint(auth.bp)
    app.register_blueprint(articles.bp)

    @app.route("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
