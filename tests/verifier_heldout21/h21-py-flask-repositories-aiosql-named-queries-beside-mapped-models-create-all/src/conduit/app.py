from flask import Flask

from conduit.models.base import Base, engine


def create_app() -> Flask:
    Base.metadata.create_all(engine)
    app = Flask(__name__)
    from conduit.routes.tags import bp as tags_bp
    from conduit.routes.articles import bp as articles_bp

    app.register_blueprint(tags_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    return app
