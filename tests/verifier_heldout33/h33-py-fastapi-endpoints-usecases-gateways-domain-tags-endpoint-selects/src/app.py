from fastapi import FastAPI

from src.endpoints import articles, health, tags
from src.infrastructure.db import create_schema

app = FastAPI(on_startup=[create_schema])
for module in (health, tags, articles):
    app.include_router(module.router, prefix="/api")
