import os

from flask import Flask, jsonify

from .models import db


def create_app():
    app = Flask(__name__)
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    app.config["SQLALCHEMY_DATABASE_URI"] = url
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    db.init_app(app)

    from .views import api
    app.register_blueprint(api, url_prefix="/api")

    @app.errorhandler(404)
    def not_found(_):
        return jsonify(errors={"body": ["not found"]}), 404

    with app.app_context():
        db.create_all()
    return app
