from fastapi import FastAPI

from app.api.routes import health, tags
from app.core.database import init_db

app = FastAPI()
app.add_event_handler("startup", init_db)
app.include_router(health.router, prefix="/api")
app.include_router(tags.router, prefix="/api")
