from fastapi import FastAPI

from api.core.database import Base, engine
from api.models import tag  # noqa: F401
from api.routes.tags import router

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(router, prefix="/api")
