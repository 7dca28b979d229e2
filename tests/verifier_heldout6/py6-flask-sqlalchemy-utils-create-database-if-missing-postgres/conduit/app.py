from flask import Flask, jsonify

from conduit.articles import views as article_views
from conduit.profile import views as profile_views
from conduit.user import views as user_views
from conduit.database import ensure_schema
from conduit.extensions import bcrypt, db, jwt


def create_app(config_object) -> Flask:
    app = Flask(__name__.split(".")[0])
    app.url_map.strict_slashes = False
    app.config.from_object(config_object)
    bcrypt.init_app(app)
    db.init_app(app)
    jwt.init_app(app)

    app.register_blueprint(user_views.blueprint)
    app.register_blueprint(profile_views.blueprint)
    app.register_blueprint(article_views.blueprint)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    ensure_schema(app)
    return app
