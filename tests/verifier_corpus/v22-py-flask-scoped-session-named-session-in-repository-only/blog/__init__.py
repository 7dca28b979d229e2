from flask import Flask

from blog.database import Base, Session, engine


def create_app() -> Flask:
    app = Flask(__name__)

    import blog.models  # noqa: F401

    Base.metadata.create_all(engine)

    from blog.routes.articles import articles_bp

    app.register_blueprint(articles_bp, url_prefix="/api/articles")

    @app.teardown_appcontext
    def shutdown_session(exception=None):
        Session.remove()

    return app
