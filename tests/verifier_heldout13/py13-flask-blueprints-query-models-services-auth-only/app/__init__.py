from flask import Flask

from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(SQLALCHEMY_DATABASE_URI="sqlite:///conduit.db", SECRET_KEY="dev")
    db.init_app(app)
    from app.routes.users import users_bp
    from app.routes.articles import articles_bp

    app.register_blueprint(users_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    with app.app_context():
        db.create_all()
    return app
