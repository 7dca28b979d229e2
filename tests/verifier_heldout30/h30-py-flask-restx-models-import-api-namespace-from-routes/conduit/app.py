from flask import Flask
from flask_restx import Api

from conduit.config import Config
from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    from conduit.routes import articles, tags, users  # noqa: F401  (attach resources)
    from conduit.routes.namespaces import articles_ns, tags_ns, users_ns

    api = Api(app, prefix="/api", doc=False)
    api.add_namespace(users_ns, path="/users")
    api.add_namespace(articles_ns, path="/articles")
    api.add_namespace(tags_ns, path="/tags")

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    with app.app_context():
        db.create_all()
    return app
