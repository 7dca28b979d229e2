from fastapi import FastAPI

from app.core.database import engine
from app.models import Base
from app.routers import articles, health


def create_app() -> FastAPI:
    Base.metadata.create_all(bind=engine)
    application = FastAPI(title="Conduit")
    application.include_router(health.router, prefix="/api")
    application.include_router(articles.router, prefix="/api")
    return application


app = create_app()
