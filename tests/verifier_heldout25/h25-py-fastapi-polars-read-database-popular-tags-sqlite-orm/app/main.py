from fastapi import FastAPI

from . import models  # noqa: F401  (registers the tables on Base.metadata)
from .api.routes import router
from .core.db import Base, engine

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(router)
