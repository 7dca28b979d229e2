def register_blueprints(app) -> None:
    from conduit.api.articles import bp as articles_bp
    from conduit.api.health import bp as health_bp
    from conduit.api.tags import bp as tags_bp

    for bp in (health_bp, tags_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
