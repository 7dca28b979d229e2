from fastapi import FastAPI

from conduit.database import Base, engine
from conduit.models import article, user  # noqa: F401  (register the tables)
from conduit.routes import articles, users


def health_check() -> dict:
    return {"status": "ok"}


def create_app() -> FastAPI:
    Base.metadata.create_all(bind=engine)
    application = FastAPI(title="Conduit")
    application.include_router(users.router, prefix="/api")
    application.include_router(articles.router, prefix="/api")
    application.add_api_route("/api/health-check", health_check)
    return application
