from flask import Flask, jsonify

from conduit.models import db


def create_app():
    app = Flask(__name__)
    app.config.from_object("conduit.settings")
    db.init_app(app)

    from conduit.views import api

    app.register_blueprint(api, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
