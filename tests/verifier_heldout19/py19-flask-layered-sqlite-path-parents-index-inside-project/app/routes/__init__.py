from app.routes.health import bp as health
from app.routes.profiles import bp as profiles


def register(app):
    app.register_blueprint(health, url_prefix="/api")
    app.register_blueprint(profiles, url_prefix="/api")
