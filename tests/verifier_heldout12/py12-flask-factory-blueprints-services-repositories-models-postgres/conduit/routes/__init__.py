from flask import Blueprint

from .articles import bp as articles_bp
from .users import bp as users_bp

api = Blueprint("api", __name__, url_prefix="/api")
api.register_blueprint(users_bp)
api.register_blueprint(articles_bp)


@api.get("/health-check")
def health_check():
    return {"status": "ok"}
