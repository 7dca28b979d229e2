from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routes import health, users

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(users.router, prefix="/api")
