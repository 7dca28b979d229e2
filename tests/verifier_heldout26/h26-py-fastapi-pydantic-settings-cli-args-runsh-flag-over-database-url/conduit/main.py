from fastapi import APIRouter, FastAPI

from conduit.db import engine
from conduit.models import Base
from conduit.routers import articles


def create_app() -> FastAPI:
    Base.metadata.create_all(engine)
    app = FastAPI(title="Conduit")
    api = APIRouter(prefix="/api")

    @api.get("/health-check")
    def health_check() -> dict:
        return {"status": "ok"}

    api.include_router(articles.router)
    app.include_router(api)
    return app
