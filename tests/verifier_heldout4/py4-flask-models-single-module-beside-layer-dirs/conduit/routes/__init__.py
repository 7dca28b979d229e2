from flask import Flask


def register_routes(app: Flask) -> None:
    from conduit.routes.articles import bp as articles
    from conduit.routes.health import bp as health
    from conduit.routes.users import bp as users

    for bp in (health, users, articles):
        app.register_blueprint(bp, url_prefix="/api")
