from fastapi import FastAPI

from app.containers import Container
from app.endpoints import articles, health, profiles, users


def create_app() -> FastAPI:
    container = Container()
    container.db().create_database()

    app = FastAPI(title="Conduit")
    app.container = container
    for module in (health, users, profiles, articles):
        app.include_router(module.router, prefix="/api")
    return app
