from fastapi import FastAPI

from app.api import comments, health
from app.core.db import engine
from app.models import Base

Base.metadata.create_all(engine)

app = FastAPI(title="conduit")
app.include_router(health.router, prefix="/api")
app.include_router(comments.router, prefix="/api")
