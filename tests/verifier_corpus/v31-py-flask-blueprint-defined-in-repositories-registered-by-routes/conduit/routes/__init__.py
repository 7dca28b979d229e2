from flask import Flask

from conduit.repositories.tags import tags_bp
from conduit.routes.profiles import profiles_bp


def register_routes(app: Flask) -> None:
    app.register_blueprint(profiles_bp)
    app.register_blueprint(tags_bp)

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}
