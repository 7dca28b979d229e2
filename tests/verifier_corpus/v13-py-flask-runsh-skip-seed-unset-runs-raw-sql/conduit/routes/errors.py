from flask import Flask, jsonify

from conduit.services.articles import ArticleNotFound


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ArticleNotFound)
    def not_found(_exc):
        return jsonify(errors={"article": ["not found"]}), 404
