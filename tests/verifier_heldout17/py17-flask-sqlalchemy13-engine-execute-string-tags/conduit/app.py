from flask import Flask

from conduit import articles, tags
from conduit.extensions import db
from conduit.settings import Config


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    app.register_blueprint(articles.blueprint, url_prefix="/api")
    app.register_blueprint(tags.blueprint, url_prefix="/api")

    @app.route("/api/health-check")
    def health_check():
        return {"status": "up"}

    with app.app_context():
        db.create_all()
    return app
