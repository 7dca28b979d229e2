from fastapi import FastAPI

from app.containers import Container
from app.routes import tags


def create_app() -> FastAPI:
    container = Container()
    container.db().create_all()

    app = FastAPI(title="Conduit")
    app.container = container
    app.include_router(tags.router)

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}

    return app


app = create_app()
