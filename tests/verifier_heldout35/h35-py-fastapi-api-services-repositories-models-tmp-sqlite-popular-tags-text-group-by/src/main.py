from fastapi import FastAPI

from src.api import health, tags
from src.db import Base, engine
import src.models  # noqa: F401

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(tags.router, prefix="/api")
