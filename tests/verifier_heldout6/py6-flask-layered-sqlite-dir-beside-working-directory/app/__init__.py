import os

from flask import Flask, jsonify

from app.config import DATA_DIR, Config
from app.models import db


def create_app(config=Config):
    os.makedirs(DATA_DIR, exist_ok=True)
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    from app.routes.articles import bp as articles_bp
    from app.routes.users import bp as users_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        db.create_all()
    return app
