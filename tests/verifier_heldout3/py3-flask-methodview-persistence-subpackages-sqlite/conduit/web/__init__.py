from flask import Flask


def register_views(app: Flask) -> None:
    from conduit.web.views import articles, health, users

    for module in (health, users, articles):
        module.register(app)
