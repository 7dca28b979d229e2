from fastapi import FastAPI

from .api import articles, comments, health
from .db import engine
from .models import Base

Base.metadata.create_all(engine)

app = FastAPI()
for module in (health, articles, comments):
    app.include_router(module.router, prefix="/api")
