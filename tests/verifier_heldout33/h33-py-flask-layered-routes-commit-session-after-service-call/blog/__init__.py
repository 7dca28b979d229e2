from pathlib import Path

from flask import Flask

from blog.database import db

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{DATA_DIR / 'conduit.db'}"
    db.init_app(app)

    from blog.routes.comments import bp as comments_bp
    from blog.routes.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(comments_bp, url_prefix="/api")
    with app.app_context():
        import blog.models  # noqa: F401
        db.create_all()
    return app
