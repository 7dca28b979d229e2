def register_blueprints(app):
    from app.routes.articles import bp as articles_bp
    from app.routes.health import bp as health_bp
    from app.routes.tags import bp as tags_bp
    from app.routes.users import bp as users_bp

    for bp in (health_bp, users_bp, articles_bp, tags_bp):
        app.register_blueprint(bp, url_prefix="/api")
