from conduit.routes.articles import bp as articles_bp
from conduit.routes.profiles import bp as profiles_bp
from conduit.routes.users import bp as users_bp


def register_routes(app):
    for bp in (users_bp, profiles_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
