from fastapi import FastAPI

from .core.db import engine
from .models import Base
from .routes import comments, health

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(comments.router, prefix="/api")
