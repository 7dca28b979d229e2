from flask import Flask, jsonify
from flask.views import MethodView


class HealthView(MethodView):
    def get(self):
        return jsonify(status="ok")


def register(app: Flask) -> None:
    app.add_url_rule("/api/health-check", view_func=HealthView.as_view("health"))
