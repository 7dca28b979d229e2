from flask import jsonify


class ApiError(Exception):
    def __init__(self, status: int, field: str, message: str):
        self.status, self.body = status, {"errors": {field: [message]}}


def register_error_handlers(app):
    @app.errorhandler(ApiError)
    def _api_error(err):
        return jsonify(err.body), err.status
