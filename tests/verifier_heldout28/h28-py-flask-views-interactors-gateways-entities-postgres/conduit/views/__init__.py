from flask import Flask, jsonify

from conduit.interactors.errors import InteractorError


def register_views(app: Flask) -> None:
    from conduit.views import articles, health, profiles, tags, users

    for module in (health, users, profiles, articles, tags):
        app.register_blueprint(module.bp, url_prefix="/api")

    @app.errorhandler(InteractorError)
    def _interactor_error(err: InteractorError):
        return jsonify({"errors": {err.field: [err.message]}}), err.status
