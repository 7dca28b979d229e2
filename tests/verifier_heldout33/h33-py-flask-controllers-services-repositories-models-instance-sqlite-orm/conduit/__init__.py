from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    # Flask-SQLAlchemy 3 resolves a relative sqlite path against app.instance_path
    # (<project>/instance for this unpackaged layout).
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config["SECRET_KEY"] = "conduit-secret"
    db.init_app(app)

    from conduit.controllers import articles, health, users

    app.register_blueprint(health.bp, url_prefix="/api")
    app.register_blueprint(users.bp, url_prefix="/api")
    app.register_blueprint(articles.bp, url_prefix="/api")

    with app.app_context():
        import conduit.models  # noqa: F401  (register tables)
        db.create_all()
    return app
