import os
from flask import Flask
from app.db import db


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get(
        "SQLALCHEMY_DATABASE_URI", "postgresql://user:password@localhost:5432/conduit"
    )
    app.config["JWT_SECRET"] = os.environ.get("JWT_SECRET", "change-me")
    db.init_app(app)
    from app.routes.users import users_bp
    from app.routes.articles import articles_bp
    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"ok": True}

    with app.app_context():
        db.create_all()
    return app
