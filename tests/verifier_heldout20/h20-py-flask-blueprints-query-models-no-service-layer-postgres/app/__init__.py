import os

from flask import Flask

from app.models import db


def create_app():
    app = Flask(__name__)
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    if url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql://", 1)
    app.config["SQLALCHEMY_DATABASE_URI"] = url
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
    db.init_app(app)

    from app.routes.articles import articles_bp
    from app.routes.profiles import profiles_bp
    from app.routes.users import users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(profiles_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    with app.app_context():
        db.create_all()
    return app
