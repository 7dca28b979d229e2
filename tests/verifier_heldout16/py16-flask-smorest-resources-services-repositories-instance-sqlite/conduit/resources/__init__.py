from .comments import blp as comments_blp
from .health import blp as health_blp


def register_resources(api):
    api.register_blueprint(health_blp)
    api.register_blueprint(comments_blp)
