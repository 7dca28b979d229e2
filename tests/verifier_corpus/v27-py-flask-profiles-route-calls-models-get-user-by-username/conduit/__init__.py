import os

from flask import Flask, jsonify

from conduit.extensions import db

PROJECT_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(PROJECT_DIR, "conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev-secret")
    db.init_app(app)

    from conduit.routes.profiles import bp as profiles_bp

    app.register_blueprint(profiles_bp, url_prefix="/api")

    @app.get("/api/health")
    def health():
        return jsonify(status="ok")

    with app.app_context():
        import conduit.models  # noqa: F401  (registers the tables)

        db.create_all()
    return app
