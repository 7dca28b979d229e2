from flask import Flask


def register_routes(app: Flask) -> None:
    from app.routes.articles import bp as articles_bp
    from app.routes.health import bp as health_bp
    from app.routes.profiles import bp as profiles_bp
    from app.routes.users import bp as users_bp

    for bp in (health_bp, users_bp, profiles_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
