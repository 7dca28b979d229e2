from flask import Flask


def register_blueprints(app: Flask) -> None:
    from .articles import bp as articles_bp
    from .health import bp as health_bp
    from .tags import bp as tags_bp
    from .users import bp as users_bp

    for bp in (health_bp, users_bp, articles_bp, tags_bp):
        app.register_blueprint(bp, url_prefix="/api")
