import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    project = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(project, "conduit.sqlite3")
    db.init_app(app)

    from conduit.controllers.user_controller import bp as users_bp

    app.register_blueprint(users_bp)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import entities  # noqa: F401

        db.create_all()
    return app
