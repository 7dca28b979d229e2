from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(
        SQLALCHEMY_DATABASE_URI="sqlite:///conduit.sqlite3",
        SECRET_KEY="conduit-secret",
    )

    db.init_app(app)

    from conduit.blueprints.articles import bp as articles_bp
    from conduit.blueprints.users import bp as users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import models  # noqa: F401  (register tables)
        db.create_all()

    return app
