from fastapi import FastAPI
from src import db
from src.routes import health, tags, users

app = FastAPI()
app.add_event_handler("startup", db.connect)
app.add_event_handler("shutdown", db.disconnect)
app.include_router(health.router, prefix="/api")
app.include_router(users.router, prefix="/api")
app.include_router(tags.router, prefix="/api")
