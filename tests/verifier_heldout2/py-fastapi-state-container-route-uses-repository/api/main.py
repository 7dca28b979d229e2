from fastapi import FastAPI

from api.container import Container
from api.routes import articles, comments


def create_app() -> FastAPI:
    app = FastAPI()
    app.state.container = Container()
    app.include_router(articles.router, prefix="/api")
    app.include_router(comments.router, prefix="/api")

    @app.get("/api/health-check")
    def health():
        return {"ok": True}

    return app
