from flask import Flask

from conduit.models.base import db


def create_app() -> Flask:
    app = Flask(__name__)
    # Flask-SQLAlchemy 3 resolves a relative SQLite path against app.instance_path
    # (<project>/instance for this non-installed package) and creates the folder.
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    db.init_app(app)

    from conduit.routes.articles import bp as articles_bp
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return {"status": "up"}

    with app.app_context():
        import conduit.models.entities  # noqa: F401
        db.create_all()
    return app
