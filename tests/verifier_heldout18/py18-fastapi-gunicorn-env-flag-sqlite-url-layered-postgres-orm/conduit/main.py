from fastapi import FastAPI

from .db import engine
from .models import Base
from .routes import health, tags

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(tags.router, prefix="/api")
