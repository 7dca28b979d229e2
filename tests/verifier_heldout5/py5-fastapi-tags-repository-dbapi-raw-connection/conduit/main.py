from fastapi import FastAPI

from conduit.database import engine
from conduit.models.tables import Base
from conduit.routers.api import router


def create_app() -> FastAPI:
    Base.metadata.create_all(engine)
    app = FastAPI()
    app.include_router(router)
    return app


app = create_app()
