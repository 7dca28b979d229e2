from fastapi import FastAPI
from sqlalchemy import Engine

from app.api import profiles
from app.models import Base
from app.wiring import build_injector


def create_app() -> FastAPI:
    app = FastAPI(title="Conduit")
    injector = build_injector()
    app.state.injector = injector
    Base.metadata.create_all(injector.get(Engine))
    app.include_router(profiles.router)

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}

    return app
